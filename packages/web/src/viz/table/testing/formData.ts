import type { QueryFormData } from '@loupe/core';

/** The flights dataset of the examples (id 1), as the tests and fixtures use it. */
export const FLIGHTS = { datasource: '1__table', time_range: 'No filter', adhoc_filters: [] };

export const AVG_DELAY = {
  expressionType: 'SIMPLE',
  column: { column_name: 'delay' },
  aggregate: 'AVG',
  label: 'AVG(delay)',
} as const;

export const SUM_DISTANCE = {
  expressionType: 'SIMPLE',
  column: { column_name: 'distance' },
  aggregate: 'SUM',
  label: 'SUM(distance)',
} as const;

/** Aggregate table: group by origin, two metrics, one percent metric, the summary row. */
export const AGGREGATE: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['origin'],
  metrics: ['count', AVG_DELAY],
  percent_metrics: [SUM_DISTANCE],
  row_limit: 5,
  show_totals: true,
  order_desc: true,
};

/** Raw records: three columns ordered by distance descending. */
export const RAW: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'table',
  query_mode: 'raw',
  all_columns: ['date', 'origin', 'distance', 'delay'],
  order_by_cols: ['["distance", false]'],
  row_limit: 12,
};

/** Aggregate by month of the temporal `date` column. */
export const BY_MONTH: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['date'],
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { date: true },
  metrics: ['count'],
  row_limit: 4,
};

export const CAPTURES: [string, string, QueryFormData][] = [
  ['table', 'aggregate', AGGREGATE],
  ['table', 'raw', RAW],
  ['table', 'by_month', BY_MONTH],
];
