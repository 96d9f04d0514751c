import type { QueryDict } from '@loupe/core';
import type { QueryRowWithNames } from './QueryRepository.js';

// Superset's Query.to_dict(): the wire shape is core's schema, which the SQL Lab routes serialise with.
export type { QueryDict };

/** Superset sends start and end times as epoch milliseconds (floats). */
export function epochMs(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function parseExtra(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toQueryDict(row: QueryRowWithNames): QueryDict {
  const user = row.username === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    dbId: row.database_id,
    db: row.database_name,
    sql: row.sql,
    executedSql: row.executed_sql,
    state: row.status,
    progress: row.progress,
    rows: row.rows,
    limit: row.limit,
    limitingFactor: row.limiting_factor,
    startDttm: epochMs(row.start_time),
    endDttm: epochMs(row.end_time),
    errorMessage: row.error_message,
    catalog: row.catalog,
    schema: row.schema,
    ctas: Boolean(row.select_as_cta),
    ctas_method: row.ctas_method,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    sqlEditorId: row.sql_editor_id,
    tab: row.tab_name,
    userId: row.user_id,
    user,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    changed_on: row.changed_on,
    extra: parseExtra(row.extra_json),
  };
}
