/** The column name of the legacy time axis (`granularity` + `is_timeseries`). */
export const DTTM_ALIAS = '__timestamp';
export const NO_TIME_RANGE = 'No filter';

/** Superset's row limit ceiling for chart controls (spec 001 §9). */
export const MAX_ROW_LIMIT = 1_000_000;
export const DEFAULT_ROW_LIMIT = 10_000;

/** `extra_form_data` keys that replace a query object key (value: the query object key they set). */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;

/** `extra_form_data` keys that replace a key of the query object's `extras`. */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = [
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

/** Legacy `extra_filters` columns that set a time field instead of filtering (value: the form data field). */
export const TIME_COLUMN_EXTRA_FILTERS = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
  __time_compare: 'time_compare',
} as const;

export type TimeColumnConfigKey = keyof typeof TIME_COLUMN_EXTRA_FILTERS;
