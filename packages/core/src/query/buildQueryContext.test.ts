import { describe, expect, it } from 'vitest';
import { buildQueryContext } from './buildQueryContext.js';
import { buildQueryObject } from './buildQueryObject.js';
import { normalizeOrderBy } from './orderBy.js';
import type { QueryFormData, QueryObject } from './types.js';
import { getXAxisColumn } from './xAxis.js';

const base = { datasource: '5__table', viz_type: 'table' };

/** Compares as the wire does: keys whose value is undefined are not sent. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

// Expected objects are what Superset's client (superset-ui-core buildQueryContext) sends for the same
// form data, written out by hand.
describe('buildQueryContext', () => {
  it('builds the default context of minimal form data', () => {
    expect(wire(buildQueryContext({ ...base, granularity_sqla: 'ds' }))).toEqual({
      datasource: { id: 5, type: 'table' },
      force: false,
      form_data: { ...base, granularity_sqla: 'ds' },
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          granularity: 'ds',
          filters: [],
          extras: { having: '', where: '' },
          applied_time_extras: {},
          columns: [],
          metrics: [],
          annotation_layers: [],
          series_limit: 0,
          order_desc: true,
          url_params: {},
          custom_params: {},
          custom_form_data: {},
        },
      ],
    });
  });

  it.each<[string, QueryFormData, Partial<QueryObject>]>([
    [
      'groupby becomes columns after columns, de-duplicated by label, empty names dropped',
      {
        ...base,
        columns: ['a', ''],
        groupby: ['b', 'a', { expressionType: 'SQL', sqlExpression: 'x+1', label: 'b' }],
      },
      { columns: ['a', 'b'] },
    ],
    [
      'metric aliases gather into metrics, de-duplicated by label',
      {
        ...base,
        metric: 'count',
        metrics: [
          'count',
          { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' },
          { expressionType: 'SQL', sqlExpression: 'SUM(num)', label: 'SUM(num)' },
        ],
        secondary_metric: 'avg__num',
      },
      {
        metrics: [
          'count',
          { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM' },
          'avg__num',
        ],
      },
    ],
    [
      'aggregate mode ignores all_columns; raw mode ignores groupby and metrics',
      { ...base, query_mode: 'aggregate', groupby: ['g'], all_columns: ['c'], metrics: ['m'] },
      { columns: ['g'], metrics: ['m'] },
    ],
    [
      'granularity_sqla becomes granularity and time_grain_sqla goes into extras',
      { ...base, granularity_sqla: 'ds', time_grain_sqla: 'P1D', time_range: 'Last week' },
      {
        granularity: 'ds',
        time_range: 'Last week',
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
      },
    ],
    [
      'row limit and offset are numbers; unreadable text is left out',
      { ...base, row_limit: '200', row_offset: 'twenty' },
      { row_limit: 200 },
    ],
    [
      'the legacy limit and timeseries_limit_metric fill the series limit fields',
      { ...base, limit: '10', timeseries_limit_metric: 'count' },
      { series_limit: 10, series_limit_metric: 'count' },
    ],
    [
      'series_limit and series_limit_metric win over the legacy fields; an empty metric name is dropped',
      { ...base, limit: 10, series_limit: 5, series_limit_metric: '', series_columns: ['g'] },
      { series_limit: 5, series_columns: ['g'] },
    ],
    [
      'order_desc false, url_params, custom_params and annotation layers pass through',
      {
        ...base,
        order_desc: false,
        url_params: { abc: '123' },
        custom_params: { customObject: { id: 137 } },
        annotation_layers: [{ name: 'f', annotationType: 'FORMULA', value: 'x', show: true }],
      },
      {
        order_desc: false,
        url_params: { abc: '123' },
        custom_params: { customObject: { id: 137 } },
        annotation_layers: [{ name: 'f', annotationType: 'FORMULA', value: 'x', show: true }],
      },
    ],
    [
      'orderby entries given as JSON text are parsed',
      { ...base, orderby: ['["num", false]'], order_by_cols: ['["name", true]'] },
      {
        orderby: [
          ['num', false],
          ['name', true],
        ],
      },
    ],
  ])('%s', (_name, formData, expected) => {
    const query = wire(buildQueryContext(formData).queries[0]) as QueryObject;
    const want = wire(expected) as Record<string, unknown>;
    for (const key of Object.keys(want)) expect(query[key]).toEqual(want[key]);
  });

  it('raw mode sends no metrics', () => {
    const query = buildQueryObject({
      ...base,
      query_mode: 'raw',
      groupby: ['g'],
      all_columns: ['c'],
      metrics: ['m'],
    });
    expect(query.columns).toEqual(['c']);
    expect('metrics' in query).toBe(false);
  });

  it('splits adhoc filters: simple WHERE into filters, SQL into parenthesized extras, simple HAVING dropped', () => {
    const query = buildQueryObject({
      ...base,
      where: 'a = b',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'country',
          operator: 'IN',
          comparator: ['US', 'FR'],
        },
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'name',
          operator: 'IS NOT NULL',
          comparator: 'x',
        },
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last week',
          timeGrain: 'P1D',
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1 -- big' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 10' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 2' },
        { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'SUM(num)', operator: '>', comparator: 5 },
      ],
    });
    expect(query.filters).toEqual([
      { col: 'country', op: 'IN', val: ['US', 'FR'] },
      { col: 'name', op: 'IS NOT NULL' },
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week', grain: 'P1D' },
    ]);
    expect(query.extras).toEqual({
      where: '(a = b) AND (num > 1 -- big\n)',
      having: '(SUM(num) > 10) AND (COUNT(*) > 2)',
    });
  });

  it('maps a filter saved with only its operator id as the explore popover does', () => {
    const query = buildQueryObject({
      ...base,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operatorId: 'NOT_EQUALS', comparator: 1 },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'b', operatorId: 'IS_TRUE' },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'c', operatorId: 'IS_NULL' },
      ] as QueryFormData['adhoc_filters'],
    });
    expect(query.filters).toEqual([
      { col: 'a', op: '!=', val: 1 },
      { col: 'b', op: '==', val: true },
      { col: 'c', op: 'IS NULL' },
    ]);
  });

  it('marks dashboard filters as extra, keeps their order and leaves the form data unchanged', () => {
    const formData: QueryFormData = {
      ...base,
      extra_filters: [{ col: 'legacy', op: '==', val: 'US' }],
      extra_form_data: {
        filters: [{ col: 'cross_filter', op: 'IN', val: ['US'] }],
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'native', operator: '==', comparator: 'US' },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' },
        ],
      },
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'own',
          operator: '==',
          comparator: 'Books',
          isExtra: false,
        },
      ],
    };
    const before = JSON.stringify(formData);
    const query = buildQueryObject(formData);
    expect(query.filters).toEqual([
      { col: 'legacy', op: '==', val: 'US', isExtra: true },
      { col: 'cross_filter', op: 'IN', val: ['US'], isExtra: true },
      { col: 'own', op: '==', val: 'Books' },
      { col: 'native', op: '==', val: 'US', isExtra: true },
    ]);
    expect(query.extras?.where).toBe('(1 = 0)');
    expect(JSON.stringify(formData)).toBe(before);
  });

  it('reads the reserved time columns of legacy extra filters into time fields', () => {
    const query = buildQueryObject({
      ...base,
      granularity_sqla: 'ds',
      time_range: 'Last week',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_col', op: '==', val: 'other_ds' },
        { col: '__time_grain', op: '==', val: 'P1M' },
        { col: 'country', op: 'IN', val: ['US'] },
      ],
    });
    expect(query).toMatchObject({
      time_range: 'Last year',
      granularity: 'other_ds',
      extras: { time_grain_sqla: 'P1M' },
      applied_time_extras: { __time_range: 'Last year', __time_col: 'other_ds', __time_grain: 'P1M' },
      filters: [{ col: 'country', op: 'IN', val: ['US'], isExtra: true }],
    });
  });

  it('lets extra_form_data override time range, time column and grain; relative ends go into extras', () => {
    const query = buildQueryObject({
      ...base,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      time_range: 'Last week',
      extra_form_data: {
        time_range: 'Last month',
        granularity_sqla: 'other_ds',
        time_grain_sqla: 'P1W',
        relative_start: 'now',
        custom_form_data: { a: 1 },
      },
    });
    expect(query).toMatchObject({
      time_range: 'Last month',
      granularity: 'other_ds',
      extras: { time_grain_sqla: 'P1W', relative_start: 'now', where: '', having: '' },
      custom_form_data: { a: 1 },
    });
  });

  it('fails on an orderby option that is not JSON with Superset message', () => {
    expect(() => buildQueryObject({ ...base, orderby: ['not json'] })).toThrow(
      'Found invalid orderby options',
    );
  });

  it('turns the physical x-axis into a BASE_AXIS column with the time grain and drops is_timeseries', () => {
    const formData: QueryFormData = {
      ...base,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      groupby: ['origin'],
      metrics: ['count'],
    };
    const context = buildQueryContext(formData, (query) => [
      {
        ...query,
        columns: [getXAxisColumn(formData)!, ...(query.columns ?? [])],
        is_timeseries: true,
        post_processing: [null as never, { operation: 'pivot', options: { index: ['order_date'] } }],
      },
    ]);
    const query = context.queries[0]!;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        isColumnReference: true,
      },
      'origin',
    ]);
    expect('is_timeseries' in query).toBe(false);
    expect(query.post_processing).toEqual([{ operation: 'pivot', options: { index: ['order_date'] } }]);
  });

  it('keeps an adhoc x-axis own type and grain over the query grain', () => {
    const xAxis = {
      expressionType: 'SQL' as const,
      label: 'd + 1',
      sqlExpression: 'd + 1',
      timeGrain: 'P1Y',
    };
    const context = buildQueryContext(
      { ...base, x_axis: xAxis, time_grain_sqla: 'P1M', groupby: [xAxis, 'g'] },
      { buildQuery: (query) => [query] },
    );
    expect(context.queries[0]!.columns).toEqual([{ ...xAxis, columnType: 'BASE_AXIS' }, 'g']);
  });

  it('leaves the grain out of an x-axis column when the chart has none', () => {
    const context = buildQueryContext({ ...base, x_axis: 'ds', groupby: ['ds'] });
    expect(context.queries[0]!.columns).toStrictEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        isColumnReference: true,
      },
    ]);
  });

  it('leaves the columns alone when the x-axis is not among them', () => {
    const context = buildQueryContext({ ...base, x_axis: 'ds', groupby: ['g'] });
    expect(context.queries[0]!.columns).toEqual(['g']);
  });

  it('reads the datasource key, force and the result type and format', () => {
    const context = buildQueryContext({
      datasource: '12__query',
      viz_type: 'table',
      force: true,
      result_format: 'csv',
      result_type: 'samples',
    });
    expect(context).toMatchObject({
      datasource: { id: 12, type: 'query' },
      force: true,
      result_format: 'csv',
      result_type: 'samples',
    });
    expect(buildQueryContext({ datasource: '3__unknown', viz_type: 'x' }).datasource).toEqual({
      id: 3,
      type: 'table',
    });
  });

  it('accepts query field aliases of a viz type', () => {
    const context = buildQueryContext(
      { ...base, metrics: ['sum__num'], my_metric: 'avg__num' },
      { queryFields: { my_metric: 'metrics' } },
    );
    expect(context.queries[0]!.metrics).toEqual(['sum__num', 'avg__num']);
  });
});

describe('normalizeOrderBy', () => {
  const query: QueryObject = { metrics: ['m1', 'm2'], series_limit_metric: 'slm', order_desc: true };

  it.each<[string, QueryObject, QueryObject]>([
    ['keeps a valid orderby', { ...query, orderby: [['m2', true]] }, { ...query, orderby: [['m2', true]] }],
    ['orders by the series limit metric', query, { metrics: ['m1', 'm2'], orderby: [['slm', false]] }],
    [
      'orders by the legacy order-by',
      { metrics: ['m1'], legacy_order_by: 'lob', order_desc: false },
      { metrics: ['m1'], orderby: [['lob', true]] },
    ],
    [
      'orders by the first metric when the orderby is invalid',
      { metrics: ['m1', 'm2'], orderby: [['', true]], order_desc: true },
      { metrics: ['m1', 'm2'], orderby: [['m1', false]] },
    ],
    [
      'drops the orderby when there is nothing to order by',
      { columns: ['a'], orderby: [] },
      { columns: ['a'] },
    ],
  ])('%s', (_name, input, expected) => {
    expect(normalizeOrderBy(input)).toEqual(expected);
  });
});
