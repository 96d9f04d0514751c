/**
 * Wire types of Superset's chart data request as its client builds them (superset-ui-core query/types):
 * the form data a chart is saved with, and the QueryContext/QueryObject sent to POST /api/v1/chart/data.
 * Contract: ../shared/reference/superset-api-contract.md §2. Keys keep Superset's snake_case spelling
 * because they travel on the wire unchanged.
 */

/** Column type codes of a chart data response (`coltypes`), as Superset's GenericDataType. */
export enum GenericDataType {
  Numeric = 0,
  String = 1,
  Temporal = 2,
  Boolean = 3,
}

export type DatasourceType = 'table' | 'dataset' | 'query' | 'saved_query' | 'sl_table' | 'view';

export type ResultType =
  'full' | 'query' | 'results' | 'samples' | 'columns' | 'timegrains' | 'post_processed' | 'drill_detail';

export type ResultFormat = 'json' | 'csv' | 'xlsx';

/** ISO 8601 duration of a time grain (`P1D`, `PT1H`, `1969-12-28T00:00:00Z/P1W`, ...). */
export type TimeGranularity = string;

export type AggregateFunction = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

/** A dataset column as an adhoc SIMPLE metric refers to it. */
export interface AdhocMetricColumn {
  column_name: string;
  id?: number;
  type?: string | null;
  verbose_name?: string | null;
  expression?: string | null;
  is_dttm?: boolean;
  [key: string]: unknown;
}

interface AdhocMetricBase {
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
  datasourceWarning?: boolean;
}

export interface AdhocMetricSimple extends AdhocMetricBase {
  expressionType: 'SIMPLE';
  column: AdhocMetricColumn;
  aggregate: AggregateFunction;
}

export interface AdhocMetricSQL extends AdhocMetricBase {
  expressionType: 'SQL';
  sqlExpression: string;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSQL;

/** A saved metric is referred to by its name. */
export type SavedMetric = string;
export type QueryFormMetric = SavedMetric | AdhocMetric;

export type ColumnType = 'BASE_AXIS' | 'SERIES';

export interface AdhocColumn {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
  columnType?: ColumnType;
  timeGrain?: TimeGranularity;
  isColumnReference?: boolean;
  datasourceWarning?: boolean;
}

/** A physical column is referred to by its name. */
export type PhysicalColumn = string;
export type QueryFormColumn = PhysicalColumn | AdhocColumn;

/** `[column or metric, ascending]`. */
export type QueryFormOrderBy = [QueryFormColumn | QueryFormMetric, boolean];

export type UnaryOperator = 'IS NULL' | 'IS NOT NULL' | 'IS TRUE' | 'IS FALSE';
export type BinaryOperator =
  '==' | '!=' | '>' | '<' | '>=' | '<=' | 'LIKE' | 'NOT LIKE' | 'ILIKE' | 'REGEX' | 'TEMPORAL_RANGE';
export type SetOperator = 'IN' | 'NOT IN';
/** Query object filter operators of contract §2 (`REGEX` exists on the client only; the server rejects it). */
export type FilterOperator = UnaryOperator | BinaryOperator | SetOperator;

export type FilterValue = string | number | boolean | null;

export interface QueryObjectFilterClause {
  col: QueryFormColumn;
  op: FilterOperator;
  val?: FilterValue | FilterValue[];
  grain?: TimeGranularity;
  isExtra?: boolean;
  formattedVal?: string;
}

export type AdhocFilterClause = 'WHERE' | 'HAVING';

interface AdhocFilterBase {
  clause: AdhocFilterClause;
  isExtra?: boolean;
  isNew?: boolean;
  filterOptionName?: string;
  datasourceWarning?: boolean;
  deck_slices?: number[];
  layerFilterScope?: unknown;
}

/** The operators the explore filter popover writes (`operator`), mapped to query operators on build. */
export type AdhocFilterOperator = FilterOperator | 'LATEST PARTITION';

export interface SimpleAdhocFilter extends AdhocFilterBase {
  expressionType: 'SIMPLE';
  subject: QueryFormColumn;
  operator: AdhocFilterOperator;
  operatorId?: string;
  comparator?: FilterValue | FilterValue[];
  timeGrain?: TimeGranularity;
}

export interface FreeFormAdhocFilter extends AdhocFilterBase {
  expressionType: 'SQL';
  sqlExpression: string;
}

/** A filter as form data holds it (`adhoc_filters`). */
export type AdhocFilter = SimpleAdhocFilter | FreeFormAdhocFilter;

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: TimeGranularity;
  relative_start?: string;
  relative_end?: string;
  instant_time_comparison_range?: string;
  [key: string]: unknown;
}

/** One step of post-processing; each operation's options are typed with the operation. */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export interface AnnotationLayer {
  name: string;
  annotationType: string;
  sourceType?: string;
  value: unknown;
  show: boolean;
  showMarkers?: boolean;
  showLabel?: boolean;
  style?: string;
  opacity?: string;
  color?: string | null;
  width?: number;
  timeColumn?: string;
  titleColumn?: string;
  descriptionColumns?: string[];
  intervalEndColumn?: string;
  hideLine?: boolean;
  overrides?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A legacy dashboard filter (`extra_filters`). */
export interface QueryFormExtraFilter {
  col: string;
  op: FilterOperator;
  val?: FilterValue | FilterValue[];
}

/** What native and cross filters add to a chart's form data (contract §7). */
export interface ExtraFormData {
  adhoc_filters?: AdhocFilter[];
  filters?: QueryObjectFilterClause[];
  interactive_groupby?: QueryFormColumn[];
  interactive_highlight?: QueryFormColumn[];
  interactive_drilldown?: QueryFormColumn[];
  custom_form_data?: Record<string, unknown>;
  time_range?: string;
  granularity_sqla?: string;
  granularity?: string;
  time_column?: string;
  time_grain?: string;
  time_compare?: string;
  time_grain_sqla?: TimeGranularity;
  relative_start?: string;
  relative_end?: string;
}

/** A chart's form data: the common keys; every viz type adds its own controls. */
export interface QueryFormData {
  /** `"<id>__<type>"`, e.g. `"12__table"`. */
  datasource: string;
  viz_type: string;
  slice_id?: number;
  metric?: QueryFormMetric | null;
  metrics?: QueryFormMetric[] | null;
  percent_metrics?: QueryFormMetric[] | null;
  columns?: QueryFormColumn[] | null;
  groupby?: QueryFormColumn[] | null;
  all_columns?: QueryFormColumn[] | null;
  x_axis?: QueryFormColumn | null;
  time_grain_sqla?: TimeGranularity | null;
  granularity_sqla?: string | null;
  granularity?: string | null;
  time_range?: string | null;
  since?: string;
  until?: string;
  adhoc_filters?: AdhocFilter[] | null;
  extra_filters?: QueryFormExtraFilter[];
  extra_form_data?: ExtraFormData;
  where?: string;
  having?: string;
  order_desc?: boolean;
  orderby?: QueryFormOrderBy[] | string[];
  limit?: number | string | null;
  row_limit?: number | string | null;
  row_offset?: number | string | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  series_limit?: number | string | null;
  series_limit_metric?: QueryFormMetric | null;
  series_columns?: QueryFormColumn[];
  time_compare?: string[] | string;
  url_params?: Record<string, string>;
  custom_params?: Record<string, unknown>;
  annotation_layers?: AnnotationLayer[];
  force?: boolean;
  result_format?: ResultFormat;
  result_type?: ResultType;
  [key: string]: unknown;
}

export interface QueryObject {
  columns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  orderby?: QueryFormOrderBy[];
  filters?: QueryObjectFilterClause[];
  extras?: QueryObjectExtras;
  granularity?: string;
  time_range?: string;
  since?: string;
  until?: string;
  is_timeseries?: boolean;
  time_shift?: string;
  time_offsets?: string[];
  row_limit?: number | null;
  row_offset?: number;
  order_desc?: boolean;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric;
  group_others_when_limit_reached?: boolean;
  post_processing?: PostProcessingRule[];
  annotation_layers?: AnnotationLayer[];
  applied_time_extras?: Record<string, string>;
  apply_fetch_values_predicate?: boolean;
  url_params?: Record<string, string>;
  custom_params?: Record<string, unknown>;
  custom_form_data?: Record<string, unknown>;
  is_rowcount?: boolean;
  result_type?: ResultType;
  /** Unknown keys are carried and ignored, as Superset's schema does. */
  [key: string]: unknown;
}

export interface QueryContext {
  datasource: { id: number; type: DatasourceType };
  force: boolean;
  queries: QueryObject[];
  form_data?: QueryFormData;
  result_format: ResultFormat;
  result_type: ResultType;
  custom_cache_timeout?: number;
}
