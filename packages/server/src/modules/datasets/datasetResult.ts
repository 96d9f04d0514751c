import {
  humanizeDelta,
  TIME_GRAIN_CATALOGUE,
  type DatasetColumnResult,
  type DatasetMetricResult,
  type DatasetResult,
  type DatasourceData,
} from '@loupe/core';
import type { EngineSpec } from '../../engines/EngineSpec.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import { typeGenericCode } from './columnInference.js';
import type { ColumnRow, DatasetRow, MetricRow, OwnerRef } from './DatasetRepository.js';

export interface DatasetParts {
  row: DatasetRow;
  database: DatabaseRow;
  spec: EngineSpec;
  columns: ColumnRow[];
  metrics: MetricRow[];
  owners: OwnerRef[];
}

function parseCurrency(raw: string | null): DatasetMetricResult['currency'] {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as DatasetMetricResult['currency'];
  } catch {
    return null;
  }
}

export function toColumnResult(c: ColumnRow, spec: EngineSpec): DatasetColumnResult {
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    type: c.type,
    type_generic: typeGenericCode(spec, c.type),
    advanced_data_type: c.advanced_data_type,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: c.expression,
    extra: c.extra,
    filterable: Boolean(c.filterable),
    groupby: Boolean(c.groupby),
    is_active: Boolean(c.is_active),
    is_dttm: Boolean(c.is_dttm),
    python_date_format: c.python_date_format,
    created_on: c.created_on,
    changed_on: c.changed_on,
  };
}

export function toMetricResult(m: MetricRow): DatasetMetricResult {
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: m.metric_type,
    verbose_name: m.verbose_name,
    description: m.description,
    d3format: m.d3format,
    currency: parseCurrency(m.currency),
    extra: m.extra,
    warning_text: m.warning_text,
    created_on: m.created_on,
    changed_on: m.changed_on,
  };
}

export function kindOf(row: Pick<DatasetRow, 'sql'>): 'physical' | 'virtual' {
  return row.sql && row.sql.trim() ? 'virtual' : 'physical';
}

/**
 * Superset's `select_star` of a dataset: its table, quoted for the engine, first 100 rows. For a
 * virtual dataset it names the dataset as Superset does; SQL Lab opens those with their own SQL.
 */
const SELECT_STAR_LIMIT = 100;

function selectStar(row: DatasetRow, spec: EngineSpec): string {
  const q = (name: string): string => spec.quoteIdentifier(name);
  const from = row.schema ? `${q(row.schema)}.${q(row.table_name)}` : q(row.table_name);
  return `SELECT *\nFROM ${from}\n${spec.limitClause(SELECT_STAR_LIMIT)}`;
}

/** GET /api/v1/dataset/{id} result. */
export function toDatasetResult(parts: DatasetParts): DatasetResult {
  const { row, database, spec } = parts;
  const columns = parts.columns.map((c) => toColumnResult(c, spec));
  const verbose_map: Record<string, string> = { __timestamp: 'Time' };
  for (const c of columns) verbose_map[c.column_name] = c.verbose_name || c.column_name;
  for (const m of parts.metrics) verbose_map[m.metric_name] = m.verbose_name || m.metric_name;
  const name = row.schema ? `${row.schema}.${row.table_name}` : row.table_name;
  return {
    id: row.id,
    uuid: row.uuid,
    uid: `${row.id}__table`,
    datasource_type: 'table',
    datasource_name: row.table_name,
    name,
    table_name: row.table_name,
    database: {
      id: database.id,
      database_name: database.database_name,
      backend: spec.engine,
      allow_multi_catalog: false,
    },
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    select_star: selectStar(row, spec),
    kind: kindOf(row),
    description: row.description,
    main_dttm_col: row.main_dttm_col,
    default_endpoint: row.default_endpoint,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    is_sqllab_view: Boolean(row.is_sqllab_view),
    template_params: row.template_params,
    filter_select_enabled: Boolean(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    normalize_columns: Boolean(row.normalize_columns),
    always_filter_main_dttm: Boolean(row.always_filter_main_dttm),
    extra: row.extra,
    is_managed_externally: Boolean(row.is_managed_externally),
    external_url: row.external_url,
    owners: parts.owners,
    columns,
    metrics: parts.metrics.map(toMetricResult),
    verbose_map,
    url: `/tablemodelview/edit/${row.id}`,
    explore_url: `/explore/?datasource_type=table&datasource_id=${row.id}`,
    edit_url: `/tablemodelview/edit/${row.id}`,
    perm: row.perm,
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_humanized: humanizeDelta(row.changed_on),
  };
}

/** The datasource JSON explore and dashboards read (`data` of POST, fetch_datasource_metadata). */
export function toDatasourceData(parts: DatasetParts): DatasourceData {
  const result = toDatasetResult(parts);
  const temporal = parts.columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]);
  // Superset's [duration, name] pairs, in its order: the grain selects show 'Day', not 'P1D'.
  const offered = new Set(Object.keys(parts.spec.timeGrainExpressions));
  const grains = TIME_GRAIN_CATALOGUE.filter((g) => offered.has(g.id)).map((g) => [g.id, g.label]);
  return {
    ...result,
    type: 'table',
    owners: parts.owners.map((o) => o.id),
    granularity_sqla: temporal,
    time_grain_sqla: grains,
    filter_select: Boolean(parts.row.filter_select_enabled),
  };
}
