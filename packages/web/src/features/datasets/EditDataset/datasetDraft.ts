import type {
  Currency,
  Dataset,
  DatasetColumn,
  DatasetKind,
  DatasetMetric,
  DatasetUpdateBody,
} from '../../../api/datasets';
import type { UserSummary } from '../../../api/databases';
import { certificationOf, parseExtra, withCertification, type ExtraObject } from '../datasetExtra';

/** Rows get a key of their own: new ones have no id until the server saves them. */
let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export interface MetricDraft {
  key: string;
  id?: number;
  uuid?: string;
  metric_name: string;
  verbose_name: string;
  expression: string;
  metric_type?: string | null;
  description: string;
  d3format: string;
  currency?: Currency | null;
  warning_text: string;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
  /** The metric's other `extra` keys, kept as they were. */
  otherExtra: ExtraObject;
}

export interface ColumnDraft {
  key: string;
  id?: number;
  uuid?: string;
  column_name: string;
  type: string;
  verbose_name: string;
  description: string;
  expression: string;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  is_dttm: boolean;
  python_date_format: string;
  advanced_data_type?: string | null;
  extra?: string | null;
}

export interface DatasetDraft {
  kind: DatasetKind;
  table_name: string;
  database: { id: number; database_name: string };
  schema: string | null;
  sql: string;
  description: string;
  default_endpoint: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  main_dttm_col: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  offset: number;
  cache_timeout: number | null;
  template_params: string;
  is_sqllab_view: boolean;
  owners: number[];
  /** Names for the owner select until the related list loads. */
  knownOwners: UserSummary[];
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
  /** The dataset's other `extra` keys as JSON text; certification and warning have their own fields. */
  extraText: string;
  metrics: MetricDraft[];
  /** Columns read from the source (no expression). */
  columns: ColumnDraft[];
  /** Columns defined by a SQL expression. */
  calculatedColumns: ColumnDraft[];
}

const str = (value: string | null | undefined): string => value ?? '';
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

function metricDraft(metric: DatasetMetric): MetricDraft {
  const extra = parseExtra(metric.extra);
  const certification = certificationOf(metric.extra);
  delete extra.certification;
  delete extra.warning_markdown;
  return {
    key: metric.id === undefined ? newKey() : `metric-${metric.id}`,
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: str(metric.verbose_name),
    expression: metric.expression,
    metric_type: metric.metric_type,
    description: str(metric.description),
    d3format: str(metric.d3format),
    currency: metric.currency,
    warning_text: str(metric.warning_text),
    certified_by: str(certification.certifiedBy),
    certification_details: str(certification.details),
    warning_markdown: str(certification.warningMarkdown),
    otherExtra: extra,
  };
}

export function columnDraft(column: DatasetColumn): ColumnDraft {
  return {
    key: column.id === undefined ? newKey() : `column-${column.id}`,
    id: column.id,
    uuid: column.uuid,
    column_name: column.column_name,
    type: str(column.type),
    verbose_name: str(column.verbose_name),
    description: str(column.description),
    expression: str(column.expression),
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active ?? true,
    is_dttm: column.is_dttm,
    python_date_format: str(column.python_date_format),
    advanced_data_type: column.advanced_data_type,
    extra: column.extra,
  };
}

const isCalculated = (column: DatasetColumn): boolean => str(column.expression).trim() !== '';

export function draftFromDataset(dataset: Dataset): DatasetDraft {
  const extra = parseExtra(dataset.extra);
  const certification = certificationOf(dataset.extra);
  delete extra.certification;
  delete extra.warning_markdown;
  return {
    kind: dataset.kind === 'virtual' ? 'virtual' : 'physical',
    table_name: dataset.table_name,
    database: { id: dataset.database.id, database_name: dataset.database.database_name },
    schema: dataset.schema,
    sql: str(dataset.sql),
    description: str(dataset.description),
    default_endpoint: str(dataset.default_endpoint),
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: str(dataset.fetch_values_predicate),
    main_dttm_col: dataset.main_dttm_col,
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    offset: dataset.offset ?? 0,
    cache_timeout: dataset.cache_timeout,
    template_params: str(dataset.template_params),
    is_sqllab_view: dataset.is_sqllab_view,
    owners: dataset.owners.map((owner) => owner.id),
    knownOwners: dataset.owners,
    certified_by: str(certification.certifiedBy),
    certification_details: str(certification.details),
    warning_markdown: str(certification.warningMarkdown),
    extraText: Object.keys(extra).length === 0 ? '' : JSON.stringify(extra, null, 2),
    metrics: dataset.metrics.map(metricDraft),
    columns: dataset.columns.filter((column) => !isCalculated(column)).map(columnDraft),
    calculatedColumns: dataset.columns.filter(isCalculated).map(columnDraft),
  };
}

export function newMetric(): MetricDraft {
  return metricDraft({ metric_name: '', expression: '' });
}

export function newCalculatedColumn(): ColumnDraft {
  return columnDraft({ column_name: '', expression: '', filterable: true, groupby: true, is_dttm: false });
}

function metricBody(metric: MetricDraft): DatasetMetric {
  const extra = withCertification(metric.otherExtra, {
    certifiedBy: metric.certified_by,
    details: metric.certification_details,
    warningMarkdown: metric.warning_markdown,
  });
  const body: DatasetMetric = {
    metric_name: metric.metric_name.trim(),
    expression: metric.expression,
    metric_type: metric.metric_type ?? null,
    verbose_name: orNull(metric.verbose_name),
    description: orNull(metric.description),
    d3format: orNull(metric.d3format),
    currency: metric.currency ?? null,
    warning_text: orNull(metric.warning_text),
    extra: Object.keys(extra).length === 0 ? null : JSON.stringify(extra),
  };
  if (metric.id !== undefined) body.id = metric.id;
  if (metric.uuid) body.uuid = metric.uuid;
  return body;
}

function columnBody(column: ColumnDraft, calculated: boolean): DatasetColumn {
  const body: DatasetColumn = {
    column_name: column.column_name.trim(),
    type: orNull(column.type),
    verbose_name: orNull(column.verbose_name),
    description: orNull(column.description),
    expression: calculated ? column.expression : null,
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active,
    is_dttm: column.is_dttm,
    python_date_format: orNull(column.python_date_format),
    advanced_data_type: column.advanced_data_type ?? null,
    extra: column.extra ?? null,
  };
  if (column.id !== undefined) body.id = column.id;
  if (column.uuid) body.uuid = column.uuid;
  return body;
}

/** The PUT body: every editable field, with the full lists of columns and metrics. */
export function draftToBody(draft: DatasetDraft): DatasetUpdateBody {
  const extra = withCertification(parseExtra(draft.extraText), {
    certifiedBy: draft.certified_by,
    details: draft.certification_details,
    warningMarkdown: draft.warning_markdown,
  });
  return {
    table_name: draft.table_name.trim(),
    database_id: draft.database.id,
    schema: draft.schema,
    sql: draft.kind === 'virtual' ? draft.sql : null,
    description: orNull(draft.description),
    main_dttm_col: draft.main_dttm_col,
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: orNull(draft.fetch_values_predicate),
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    offset: draft.offset,
    default_endpoint: orNull(draft.default_endpoint),
    cache_timeout: draft.cache_timeout,
    is_sqllab_view: draft.is_sqllab_view,
    template_params: orNull(draft.template_params),
    extra: Object.keys(extra).length === 0 ? null : JSON.stringify(extra),
    owners: draft.owners,
    columns: [
      ...draft.columns.map((column) => columnBody(column, false)),
      ...draft.calculatedColumns.map((column) => columnBody(column, true)),
    ],
    metrics: draft.metrics.map(metricBody),
  };
}

/**
 * After the server re-read the source: its columns replace the draft's, but edits the user made to a
 * column that is still there (labels, flags) are kept.
 */
export function mergeSyncedColumns(current: ColumnDraft[], fresh: DatasetColumn[]): ColumnDraft[] {
  const byName = new Map(current.map((column) => [column.column_name, column]));
  return fresh
    .filter((column) => !isCalculated(column))
    .map((column) => {
      const synced = columnDraft(column);
      const edited = byName.get(column.column_name);
      return edited ? { ...edited, key: synced.key, id: synced.id, type: synced.type } : synced;
    });
}
