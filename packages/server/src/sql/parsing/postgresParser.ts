import type * as PgQuery from 'libpg-query';

import { addTable, CteScope } from './cteScope.js';
import { SqlParseError, statementOf, type ParsedStatement, type TableRef } from './types.js';

type Json = Record<string, unknown>;

let loaded: Promise<typeof PgQuery> | null = null;

/**
 * libpg-query is PostgreSQL's own parser compiled to WebAssembly; the package and its module load once,
 * on first use (not at start-up).
 */
function ready(): Promise<typeof PgQuery> {
  loaded ??= import('libpg-query').then(async (pgQuery) => {
    await pgQuery.loadModule();
    return pgQuery;
  });
  return loaded;
}

/** Node kinds that write, wherever they sit in a tree (a data-modifying WITH hides them in a SELECT). */
const WRITE_NODES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

function containsWrite(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsWrite);
  if (!node || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node as Json)) {
    if (WRITE_NODES.has(key)) return true;
    // SELECT ... INTO creates a table; FOR UPDATE/SHARE takes row locks.
    if (key === 'intoClause' || key === 'lockingClause') return true;
    if (value && typeof value === 'object' && containsWrite(value)) return true;
  }
  return false;
}

function rangeVarRef(rangeVar: Json): TableRef {
  return {
    catalog: typeof rangeVar.catalogname === 'string' ? rangeVar.catalogname : null,
    schema: typeof rangeVar.schemaname === 'string' ? rangeVar.schemaname : null,
    table: String(rangeVar.relname),
  };
}

/** Every RangeVar (a table or view named in the statement), CTE names excluded scope by scope. */
function walk(node: unknown, scope: CteScope, tables: TableRef[]): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, tables);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  let inner = scope;
  const withClause = object.withClause as { ctes?: { CommonTableExpr?: Json }[] } | undefined;
  for (const cte of withClause?.ctes ?? []) {
    const name = cte.CommonTableExpr?.ctename;
    if (typeof name !== 'string') continue;
    inner = inner.with(name);
    walk(cte.CommonTableExpr?.ctequery, inner, tables);
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'withClause') continue;
    if (key === 'RangeVar' && value && typeof value === 'object') {
      const ref = rangeVarRef(value as Json);
      if (!inner.hides(ref)) addTable(tables, ref);
      continue;
    }
    if (value && typeof value === 'object') walk(value, inner, tables);
  }
}

function constantInt(node: unknown): number | null {
  const ival = ((node as Json | undefined)?.A_Const as Json | undefined)?.ival as Json | undefined;
  if (!ival) return null;
  // libpg-query leaves out zero values: an A_Const ival of {} is 0.
  return typeof ival.ival === 'number' ? ival.ival : 0;
}

/** Whether a parsed statement only reads: SELECT (no INTO, locks or writing WITH), SHOW, EXPLAIN of those. */
function isRead(kind: string, body: Json): boolean {
  if (kind === 'SelectStmt') return !containsWrite(body);
  if (kind === 'VariableShowStmt') return true;
  if (kind === 'ExplainStmt') {
    // EXPLAIN ANALYZE runs the statement.
    const options = (body.options as { DefElem?: Json }[] | undefined) ?? [];
    if (options.some((o) => String(o.DefElem?.defname).toLowerCase() === 'analyze')) return false;
    const query = body.query as Json | undefined;
    const [innerKind, innerBody] = Object.entries(query ?? {})[0] ?? [];
    return innerKind === 'SelectStmt' && !containsWrite(innerBody);
  }
  return false;
}

/**
 * Splits and classifies a script with PostgreSQL's own grammar (E'' strings, dollar quotes, nested
 * comments): each statement's text is cut at the locations the parser reports. A script the parser
 * cannot read is refused with its message.
 */
export async function parsePostgresScript(sql: string): Promise<ParsedStatement[]> {
  const { parseSync } = await ready();
  let tree: { stmts?: { stmt?: Json; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (error) {
    throw new SqlParseError(error instanceof Error ? error.message : String(error));
  }
  // Locations are byte offsets into the UTF-8 text.
  const bytes = Buffer.from(sql, 'utf8');
  const statements: ParsedStatement[] = [];
  // Each statement's text runs from the end of the one before (its leading comments kept, as the user
  // wrote them) to its own end; the separator between them is dropped.
  let previousEnd = 0;
  for (const raw of tree.stmts ?? []) {
    const start = raw.stmt_location ?? 0;
    const end = raw.stmt_len ? start + raw.stmt_len : bytes.length;
    const text = bytes
      .subarray(previousEnd, end)
      .toString('utf8')
      .replace(/^[\s;]+/, '')
      .trim();
    previousEnd = end;
    const [kind, body] = Object.entries(raw.stmt ?? {})[0] ?? ['', {}];
    const node = body as Json;
    if (!text) continue;
    if (!isRead(kind, node)) {
      statements.push(statementOf(text, { mutating: true, opaqueTables: true }));
      continue;
    }
    const tables: TableRef[] = [];
    walk(node, CteScope.root(true), tables);
    statements.push(
      statementOf(text, {
        mutating: false,
        isSelect: kind === 'SelectStmt',
        ownLimit: kind === 'SelectStmt' ? constantInt(node.limitCount) : null,
        tables,
      }),
    );
  }
  return statements;
}
