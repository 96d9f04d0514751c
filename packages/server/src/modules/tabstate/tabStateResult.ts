import type { TableSchemaState, TabState } from '@loupe/core';
import type { QueryRowWithNames } from '../sqllab/QueryRepository.js';
import { toQueryDict } from '../sqllab/queryDict.js';
import type { TableSchemaRow, TabStateRow } from './TabStateRepository.js';

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Superset's TableSchema.to_dict: the stored description is the table object the client posted. */
export function toTableSchemaResult(row: TableSchemaRow): TableSchemaState {
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

export interface TabStateParts {
  row: TabStateRow;
  tableSchemas: TableSchemaRow[];
  latestQuery: QueryRowWithNames | undefined;
  savedQuery: { id: number; label: string | null } | undefined;
}

/** Superset's TabState.to_dict. */
export function toTabStateResult(parts: TabStateParts): TabState {
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
