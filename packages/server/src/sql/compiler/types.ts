import type { QueryFormColumn, QueryObject } from '@loupe/core';

import type { EngineSpec } from '../../engines/EngineSpec.js';

/** What the compiler reads of a dataset column (the metadata store's table_columns row fits). */
export interface CompilerColumn {
  column_name: string;
  verbose_name?: string | null;
  /** SQL expression of a calculated column; its name then is only a label. */
  expression?: string | null;
  type?: string | null;
  is_dttm?: boolean | number | null;
  /** epoch_s, epoch_ms or a strftime format, for time columns stored as numbers or text. */
  python_date_format?: string | null;
}

export interface CompilerMetric {
  metric_name: string;
  expression: string;
}

/** What the compiler reads of a dataset (the metadata store's tables row plus its columns and metrics). */
export interface CompilerDataset {
  table_name: string;
  schema: string | null;
  /** SQL of a virtual dataset; empty or null for a physical table. */
  sql: string | null;
  /** JSON object of template parameters. */
  template_params?: string | null;
  fetch_values_predicate?: string | null;
  main_dttm_col?: string | null;
  columns: readonly CompilerColumn[];
  metrics: readonly CompilerMetric[];
}

/** Evaluated bounds of a time range: naive ISO datetimes, since inclusive, until exclusive; null is open. */
export interface TimeBounds {
  since: string | null;
  until: string | null;
}

export interface CompileQueryInput {
  query: QueryObject;
  dataset: CompilerDataset;
  spec: EngineSpec;
  /** Template parameters from the request (url_params and the like); plain values only. */
  templateContext?: Record<string, unknown>;
  /**
   * TEMPORAL_RANGE filters evaluated by the caller (the time-range grammar lives elsewhere): bounds
   * per time-range string, the filter's `val`. A range missing here is a programming error.
   */
  timeRanges?: Readonly<Record<string, TimeBounds>>;
  /** Bounds of the legacy time filter on `granularity` (Superset's from_dttm/to_dttm). */
  granularityBounds?: TimeBounds;
}

export interface CompiledQuery {
  /** One SELECT statement, without a trailing semicolon. */
  sql: string;
  /** Output column labels in order (Superset's labels_expected). */
  labels: string[];
  /**
   * The names the engine returns for them, in the same order: a label longer than the engine keeps
   * is selected as its md5, so results are renamed by position to `labels`.
   */
  columnNames: string[];
  /** Filter columns found in the dataset (response `applied_filters`). */
  appliedFilterColumns: QueryFormColumn[];
  /** Filter columns not in the dataset, skipped (response `rejected_filters`, reason not_in_datasource). */
  rejectedFilterColumns: QueryFormColumn[];
}
