import { describe, expect, it } from 'vitest';
import { FILTER_VALUES_ROW_LIMIT, rangeFilterQueryContext, selectFilterQueryContext } from './filterQuery.js';
import type { NativeFilter } from './types.js';

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 4, column: { name: 'origin' } }],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'distance',
      operator: '>',
      comparator: 100,
    },
  ],
};

describe('selectFilterQueryContext', () => {
  it('asks the distinct values of the column, sorted, with the pre-filter and the parents values', () => {
    const context = selectFilterQueryContext(origin, {
      filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
    });
    expect(context.datasource).toEqual({ id: 4, type: 'table' });
    const [query] = context.queries;
    expect(query?.columns).toEqual(['origin']);
    expect(query?.metrics).toEqual([]);
    expect(query?.orderby).toEqual([['origin', true]]);
    expect(query?.row_limit).toBe(FILTER_VALUES_ROW_LIMIT);
    expect(query?.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'distance', op: '>', val: 100 }),
        expect.objectContaining({ col: 'state', op: 'IN', val: ['CA'] }),
      ]),
    );
  });

  it('searches case-insensitively and sorts by the sort metric, descending when asked', () => {
    const [query] = selectFilterQueryContext(
      { ...origin, sortMetric: 'count', controlValues: { sortAscending: false } },
      {},
      'sf',
    ).queries;
    expect(query?.filters).toEqual(expect.arrayContaining([{ col: 'origin', op: 'ILIKE', val: '%sf%' }]));
    expect(query?.metrics).toEqual(['count']);
    expect(query?.orderby).toEqual([['count', false]]);
  });
});

describe('rangeFilterQueryContext', () => {
  it('asks the smallest and largest value of the column', () => {
    const [query] = rangeFilterQueryContext({ ...origin, filterType: 'filter_range' }).queries;
    expect(query?.columns).toEqual([]);
    expect(query?.metrics).toEqual([
      expect.objectContaining({ aggregate: 'MIN', label: 'min', column: { column_name: 'origin' } }),
      expect.objectContaining({ aggregate: 'MAX', label: 'max', column: { column_name: 'origin' } }),
    ]);
  });
});
