import type { QueryFormData, QueryFormMetric } from '@loupe/core';

/** Form data of the flights dataset (id 1) the time-series and big-number tests and fixtures use. */
export const FLIGHTS: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  time_range: 'No filter',
  adhoc_filters: [],
};

export const SUM_DELAY: QueryFormMetric = {
  expressionType: 'SIMPLE',
  column: { column_name: 'delay' },
  aggregate: 'SUM',
  label: 'SUM(delay)',
};

/** Flights per month: one series. */
export const FLIGHTS_BY_MONTH: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'echarts_timeseries_line',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: [],
  row_limit: 10000,
  order_desc: true,
  truncate_metric: true,
  show_empty_columns: true,
  comparison_type: 'values',
  color_scheme: 'supersetColors',
};

/** Flights and total delay per month by origin (two origins): one series per origin and metric. */
export const FLIGHTS_BY_ORIGIN: QueryFormData = {
  ...FLIGHTS_BY_MONTH,
  metrics: ['count', SUM_DELAY],
  groupby: ['origin'],
  limit: 2,
  timeseries_limit_metric: 'count',
};

export const BIG_NUMBER: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'big_number',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: 'count',
  compare_lag: 1,
  compare_suffix: 'over last period',
  show_trend_line: true,
  start_y_axis_at_zero: true,
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  header_font_size: 0.4,
  subheader_font_size: 0.15,
  y_axis_format: 'SMART_NUMBER',
  rolling_type: 'None',
};

export const BIG_NUMBER_TOTAL: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'big_number_total',
  metric: SUM_DELAY,
  header_font_size: 0.4,
  subheader_font_size: 0.15,
  y_axis_format: 'SMART_NUMBER',
};

/** Mixed chart: flights per month (bars, query A) and total delay per month by origin (line, query B). */
export const MIXED: QueryFormData = {
  ...FLIGHTS_BY_MONTH,
  viz_type: 'mixed_timeseries',
  metrics: ['count'],
  groupby: [],
  metrics_b: [SUM_DELAY],
  groupby_b: ['origin'],
  limit_b: 2,
  timeseries_limit_metric_b: SUM_DELAY,
  adhoc_filters_b: [],
  row_limit_b: 10000,
  order_desc_b: true,
  seriesType: 'bar',
  seriesTypeB: 'line',
  yAxisIndex: 0,
  yAxisIndexB: 1,
  y_axis_format_secondary: ',d',
};

/** A bar chart over a categorical x-axis: the five origins with most flights, sorted by count. */
export const FLIGHTS_PER_ORIGIN: QueryFormData = {
  ...FLIGHTS,
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'origin',
  metrics: ['count'],
  groupby: [],
  row_limit: 5,
  order_desc: true,
  x_axis_sort: 'count',
  x_axis_sort_asc: false,
  show_empty_columns: true,
  color_scheme: 'supersetColors',
};
