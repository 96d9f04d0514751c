import type { DuckDBInstance } from '@duckdb/node-api';

import { duckdb } from '../../engines/duckdb/driver.js';
import { DUCKDB_SANDBOX_SETTINGS } from '../../engines/duckdb/sandbox.js';
import { addTable, CteScope } from './cteScope.js';
import { SqlParseError, statementOf, type ParsedStatement, type TableRef } from './types.js';

/**
 * DuckDB's own parser, reached through a private in-memory instance (sandboxed like every user-facing
 * one; it holds no data). `extractStatements` counts statements exactly as DuckDB will read the text,
 * and `json_serialize_sql` gives the tree of SELECT statements (it refuses any other kind, which is
 * how a statement is known to be a read). Nothing is ever prepared or run here.
 */
let parserInstance: Promise<DuckDBInstance> | null = null;

function instance(): Promise<DuckDBInstance> {
  parserInstance ??= duckdb().DuckDBInstance.create(':memory:', { ...DUCKDB_SANDBOX_SETTINGS });
  parserInstance.catch(() => (parserInstance = null));
  return parserInstance;
}

/**
 * Table functions whose reach cannot be told from the statement: SQL given as text, and catalog
 * functions describing every table's columns, constraints or definition. Only access to the whole
 * database covers them. (SHOW TABLES, which lists names only, stays open, as in Superset.)
 */
const OPAQUE_FUNCTIONS = new Set([
  'query',
  'query_table',
  'json_execute_serialized_sql',
  'duckdb_columns',
  'duckdb_tables',
  'duckdb_views',
  'duckdb_constraints',
  'duckdb_indexes',
  'duckdb_dependencies',
]);

type Json = Record<string, unknown>;

interface Serialized {
  error: boolean;
  error_message?: string;
  statements?: { node: Json }[];
}

/** DuckDB's parse of one piece of text: how many statements, and the tree when all are SELECTs. */
async function duckdbParse(text: string): Promise<{ count: number; serialized: Serialized }> {
  const connection = await (await instance()).connect();
  try {
    let count: number;
    try {
      count = (await connection.extractStatements(text)).count;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new SqlParseError(message.replace(/^Failed to extract statements: /, ''));
    }
    if (count !== 1) return { count, serialized: { error: true } };
    const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [text]);
    const tree = String(reader.getRowObjects()[0]?.tree ?? '{"error":true}');
    return { count, serialized: JSON.parse(tree) as Serialized };
  } finally {
    connection.closeSync();
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Tables of a SELECT tree, CTE names excluded scope by scope; `opaque` when a function runs SQL text. */
function walk(node: unknown, scope: CteScope, found: { tables: TableRef[]; opaque: boolean }): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  let inner = scope;
  const cteMap = (object.cte_map as { map?: { key: string; value: Json }[] } | undefined)?.map;
  if (cteMap && cteMap.length > 0) {
    for (const { key, value } of cteMap) {
      inner = inner.with(key);
      walk(value, inner, found);
    }
  }
  if (object.type === 'BASE_TABLE' && typeof object.table_name === 'string') {
    const ref = {
      catalog: text(object.catalog_name),
      schema: text(object.schema_name),
      table: object.table_name,
    };
    if (!inner.hides(ref)) addTable(found.tables, ref);
  }
  if (object.type === 'TABLE_FUNCTION') {
    const fn = object.function as Json | undefined;
    const name = String(fn?.function_name ?? '').toLowerCase();
    if (OPAQUE_FUNCTIONS.has(name)) found.opaque = true;
    // pragma_table_info('t') and its kin describe the table they name: it is checked as read.
    if (name.startsWith('pragma_')) {
      const first = (fn?.children as Json[] | undefined)?.[0];
      const value = (first?.value as Json | undefined)?.value;
      if (first?.class === 'CONSTANT' && typeof value === 'string') {
        const parts = value.split('.');
        const ref = {
          catalog: null,
          schema: parts.length > 1 ? parts[parts.length - 2]! : null,
          table: parts.at(-1)!,
        };
        if (!inner.hides(ref)) addTable(found.tables, ref);
      } else if (first) {
        found.opaque = true;
      }
    }
  }
  for (const [key, value] of Object.entries(object)) {
    if (key !== 'cte_map' && value && typeof value === 'object') walk(value, inner, found);
  }
}

/**
 * Statement kinds that reach outside the database, refused even where DML is allowed (the sandbox
 * would refuse their files too). DuckDB has already read the piece as exactly one statement, and these
 * kinds are told by their first word; comments before it are skipped.
 */
const OUTSIDE_KINDS = new Set(['attach', 'detach', 'install', 'force', 'load', 'export', 'import']);

function firstWord(sql: string): string {
  const stripped = sql.replace(/^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  return (/^[A-Za-z_]+/.exec(stripped)?.[0] ?? '').toLowerCase();
}

function limitOf(node: Json): number | null {
  const modifiers = (node.modifiers as Json[] | undefined) ?? [];
  const limit = modifiers.find((m) => m.type === 'LIMIT_MODIFIER')?.limit as Json | undefined;
  const value = (limit?.value as Json | undefined)?.value;
  return limit?.class === 'CONSTANT' && typeof value === 'number' ? value : null;
}

/**
 * Classifies one statement (a piece the splitter cut) with DuckDB's parser. The piece must be exactly
 * one statement to DuckDB; otherwise the splitter misread the text and the script is refused.
 */
export async function parseDuckDbStatement(sql: string): Promise<ParsedStatement | null> {
  const { count, serialized } = await duckdbParse(sql);
  if (count === 0) return null;
  if (count > 1) {
    throw new SqlParseError(
      'The script could not be split into statements as DuckDB reads it (a quote or comment may be unclosed); it was not run.',
      'INVALID_SQL_ERROR',
    );
  }
  const node = serialized.statements?.[0]?.node;
  if (serialized.error || !node) {
    // Not a SELECT to DuckDB: a write, DDL, COPY, PRAGMA, SET... What it touches is not described.
    const kind = firstWord(sql);
    return statementOf(sql, {
      mutating: true,
      opaqueTables: true,
      ...(OUTSIDE_KINDS.has(kind) && {
        forbidden: `${kind.toUpperCase()} is not allowed: a query may use only its own database.`,
      }),
    });
  }
  const found = { tables: [] as TableRef[], opaque: false };
  walk(node, CteScope.root(), found);
  // SHOW, DESCRIBE and SUMMARIZE are SELECTs over a SHOW_REF to DuckDB: they read, but cannot be
  // written as a SELECT (CREATE TABLE AS SHOW ... is no statement).
  const show = (node.from_table as Json | undefined)?.type === 'SHOW_REF';
  return statementOf(sql, {
    mutating: false,
    isSelect: !show,
    ownLimit: limitOf(node),
    tables: found.tables,
    opaqueTables: found.opaque,
  });
}
