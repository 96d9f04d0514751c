import type { QueryObjectFilterClause } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { AVG_DELAY } from '../table/testing/formData';
import buildQuery from './buildQuery';
import { NESTED, PIVOT } from './testing/formData';

const FILTERS: QueryObjectFilterClause[] = [
  { col: 'origin', op: 'IN', val: ['ABQ', 'ALB', 'AMA'] },
  { col: 'destination', op: 'IN', val: ['LAS', 'PHX', 'DAL'] },
];

describe('pivot_table_v2 buildQuery', () => {
  it('groups by the column then the row group-bys, ordered by the first metric descending', () => {
    const { queries, datasource } = buildQuery(PIVOT);
    expect(datasource).toEqual({ id: 1, type: 'table' });
    expect(queries).toEqual([
      baseQuery({
        filters: FILTERS,
        columns: ['destination', 'origin'],
        metrics: ['count', AVG_DELAY],
        orderby: [['count', false]],
        row_limit: 10000,
      }),
    ]);
  });

  it('orders by the series-limit metric ascending when order_desc is off, with the series limit', () => {
    const { queries } = buildQuery({
      ...PIVOT,
      series_limit_metric: 'avg_delay',
      order_desc: false,
      series_limit: 5,
    });
    expect(queries[0]).toMatchObject({
      orderby: [['avg_delay', true]],
      series_limit: 5,
      series_limit_metric: 'avg_delay',
      order_desc: false,
    });
  });

  it('puts the time grain on temporal group-bys (not in extras) and de-duplicates shared columns', () => {
    const { queries } = buildQuery({ ...NESTED, groupbyRows: ['origin', 'date'] });
    expect(queries).toEqual([
      baseQuery({
        filters: FILTERS,
        extras: { having: '', where: '' },
        columns: [
          {
            timeGrain: 'P1M',
            columnType: 'BASE_AXIS',
            sqlExpression: 'date',
            label: 'date',
            expressionType: 'SQL',
          },
          'origin',
        ],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 10000,
      }),
    ]);
  });
});
