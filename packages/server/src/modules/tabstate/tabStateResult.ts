import type { QueryRow, TableSchemaRow, TabStateRow } from './TabStateRepository.js';

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Superset's TableSchema.to_dict: the stored description is the table object the client posted. */
export function toTableSchemaResult(row: TableSchemaRow): Record<string, unknown> {
  return {
    id: row.id,
    tab_state_id: row.tab_state_id,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table: row.table,
    description: parseJson(row.description),
    expanded: Boolean(row.expanded),
  };
}

/** Timestamps of the query table (ISO text or epoch ms) as the epoch milliseconds QueryDict uses. */
function epochMs(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value === '') return null;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return numeric;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * A row of `query` as Superset's Query.to_dict (QueryDict, contract §4). The SQL Lab execution
 * module writes these rows; unknown or missing columns read as null rather than failing the tab.
 */
export function toQueryDict(row: QueryRow): Record<string, unknown> {
  const text = (key: string): string | null => (typeof row[key] === 'string' ? (row[key] as string) : null);
  const num = (key: string): number | null =>
    row[key] === null || row[key] === undefined ? null : Number(row[key]);
  return {
    id: text('client_id'),
    queryId: num('id'),
    serverId: num('id'),
    dbId: num('database_id'),
    sql: text('sql'),
    executedSql: text('executed_sql'),
    state: text('status'),
    progress: num('progress') ?? 0,
    rows: num('rows'),
    limit: num('limit'),
    limitingFactor: text('limiting_factor'),
    startDttm: epochMs(row.start_time),
    endDttm: epochMs(row.end_time),
    errorMessage: text('error_message'),
    catalog: text('catalog'),
    schema: text('schema'),
    ctas: Boolean(row.select_as_cta),
    tempSchema: text('tmp_schema_name'),
    tempTable: text('tmp_table_name'),
    sqlEditorId: text('sql_editor_id'),
    tab: text('tab_name'),
    userId: num('user_id'),
    resultsKey: text('results_key'),
    trackingUrl: text('tracking_url'),
    changed_on: text('changed_on'),
    extra: parseJson(text('extra_json')) ?? {},
  };
}

export interface TabStateParts {
  row: TabStateRow;
  tableSchemas: TableSchemaRow[];
  latestQuery: QueryRow | undefined;
  savedQuery: { id: number; label: string | null } | undefined;
}

/** Superset's TabState.to_dict. */
export function toTabStateResult(parts: TabStateParts): Record<string, unknown> {
  const { row } = parts;
  return {
    id: row.id,
    user_id: row.user_id,
    label: row.label,
    active: Boolean(row.active),
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table_schemas: parts.tableSchemas.map(toTableSchemaResult),
    sql: row.sql,
    query_limit: row.query_limit,
    latest_query: parts.latestQuery ? toQueryDict(parts.latestQuery) : null,
    autorun: Boolean(row.autorun),
    template_params: row.template_params,
    hide_left_bar: Boolean(row.hide_left_bar),
    saved_query: parts.savedQuery ?? null,
    extra_json: row.extra_json,
  };
}
