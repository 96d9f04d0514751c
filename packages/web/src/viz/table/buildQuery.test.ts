import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import buildQuery, { queryModeOf } from './buildQuery';
import { AGGREGATE, AVG_DELAY, BY_MONTH, FLIGHTS, RAW, SUM_DISTANCE } from './testing/formData';

const CONTRIBUTION = {
  operation: 'contribution',
  options: { columns: ['SUM(distance)'], rename_columns: ['%SUM(distance)'] },
};

describe('table buildQuery', () => {
  it('aggregate: group-by, metrics plus percent metrics, first metric descending, contribution and totals', () => {
    const { queries, datasource } = buildQuery(AGGREGATE);
    expect(datasource).toEqual({ id: 1, type: 'table' });
    expect(queries).toEqual([
      baseQuery({
        columns: ['origin'],
        metrics: ['count', AVG_DELAY, SUM_DISTANCE],
        orderby: [['count', false]],
        row_limit: 5,
        post_processing: [CONTRIBUTION],
        time_offsets: [],
      }),
      // The summary: every metric over all rows, no group-by, no limit, no order.
      baseQuery({
        columns: [],
        metrics: ['count', AVG_DELAY, SUM_DISTANCE],
        row_limit: 0,
        row_offset: 0,
        order_desc: undefined,
        post_processing: [CONTRIBUTION],
        time_offsets: [],
      }),
    ]);
    // Sent as JSON: the undefined order fields are not in the request at all.
    expect(JSON.parse(JSON.stringify(queries[1]))).not.toHaveProperty('orderby');
  });

  it('aggregate: the sort-by metric orders rows in the order_desc direction; no summary without show_totals', () => {
    const { queries } = buildQuery({
      ...AGGREGATE,
      percent_metrics: [],
      show_totals: false,
      timeseries_limit_metric: AVG_DELAY,
      order_desc: false,
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toEqual(
      baseQuery({
        columns: ['origin'],
        metrics: ['count', AVG_DELAY],
        orderby: [[AVG_DELAY, true]],
        order_desc: false,
        series_limit_metric: AVG_DELAY,
        row_limit: 5,
        post_processing: [],
        time_offsets: [],
      }),
    );
  });

  it('aggregate: a temporal group-by takes the time grain as the base axis and goes first', () => {
    const { queries } = buildQuery({ ...BY_MONTH, groupby: ['origin', 'date'] });
    expect(queries).toEqual([
      baseQuery({
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
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 4,
        post_processing: [],
        time_offsets: [],
      }),
    ]);
  });

  it('raw: all_columns and order_by_cols, no metrics, no summary even with show_totals', () => {
    const context = buildQuery({ ...RAW, show_totals: true, metrics: ['count'], groupby: ['origin'] });
    expect(context.queries).toEqual([
      {
        ...baseQuery({
          columns: ['date', 'origin', 'distance', 'delay'],
          orderby: [['distance', false]],
          row_limit: 12,
          post_processing: [],
          time_offsets: [],
        }),
        metrics: undefined,
      },
    ]);
    expect(JSON.parse(JSON.stringify(context.queries[0]))).not.toHaveProperty('metrics');
    expect(context.form_data).toMatchObject({ query_mode: 'raw', include_time: false });
  });

  it('server pagination: the first page capped by the row limit, then the row count query, then totals', () => {
    const { queries } = buildQuery({
      ...AGGREGATE,
      percent_metrics: [],
      server_pagination: true,
      server_page_length: 20,
      row_limit: 50,
    });
    const page = baseQuery({
      columns: ['origin'],
      metrics: ['count', AVG_DELAY],
      orderby: [['count', false]],
      row_limit: 20,
      row_offset: 0,
      post_processing: [],
      time_offsets: [],
    });
    expect(queries).toEqual([
      page,
      { ...page, row_limit: 50, is_rowcount: true },
      baseQuery({
        columns: [],
        metrics: ['count', AVG_DELAY],
        row_limit: 0,
        row_offset: 0,
        order_desc: undefined,
        post_processing: [],
        time_offsets: [],
      }),
    ]);
    expect(
      buildQuery({ ...AGGREGATE, server_pagination: true, server_page_length: 100, row_limit: 30 }).queries[0]
        ?.row_limit,
    ).toBe(30);
  });

  it('infers the query mode of older tables from all_columns, as Superset', () => {
    expect(queryModeOf({ ...FLIGHTS, viz_type: 'table', all_columns: ['origin'] })).toBe('raw');
    expect(queryModeOf({ ...FLIGHTS, viz_type: 'table', groupby: ['origin'], all_columns: [] })).toBe(
      'aggregate',
    );
    expect(queryModeOf({ ...FLIGHTS, viz_type: 'table', query_mode: 'aggregate', all_columns: ['x'] })).toBe(
      'aggregate',
    );
  });
});
