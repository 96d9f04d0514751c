import {
  mysqlSplitterOptions,
  postgreSplitterOptions,
  splitQuery,
  sqliteSplitterOptions,
  type SplitterOptions,
} from 'dbgate-query-splitter';
import { sqlParser } from './nodeSqlParser.js';

import { addTable, CteScope } from './cteScope.js';
import { statementOf, type ParsedStatement, type TableRef } from './types.js';

/** Splitter dialects per engine key (DuckDB's statements are checked again by DuckDB's own parser). */
const SPLITTERS: Readonly<Record<string, SplitterOptions>> = {
  postgresql: postgreSplitterOptions,
  duckdb: postgreSplitterOptions,
  mysql: mysqlSplitterOptions,
  sqlite: sqliteSplitterOptions,
};
const PARSER_DIALECTS: Readonly<Record<string, string>> = { mysql: 'mariadb', sqlite: 'sqlite' };

/** Statement kinds that only read, as node-sql-parser names them. */
const READ_ONLY_TYPES = new Set(['select', 'show', 'desc', 'describe']);

type Ast = { type?: string; into?: { expr?: unknown }; limit?: LimitNode } & Record<string, unknown>;
type LimitNode = { seperator?: string; value?: { type?: string; value?: unknown }[] };

/** The SQL text split into statements, dialect-aware (strings, comments, dollar quotes). */
export function splitStatements(sql: string, engine: string): string[] {
  const options = { ...(SPLITTERS[engine] ?? postgreSplitterOptions), returnRichInfo: false };
  return (splitQuery(sql, options) as string[]).map((s) => s.trim()).filter((s) => s.length > 0);
}

function limitOf(limit: LimitNode | undefined): number | null {
  const values = limit?.value ?? [];
  if (values.length === 0) return null;
  // MySQL's "LIMIT offset, count" puts the count second.
  const count = limit?.seperator === ',' ? values[1] : values[0];
  return count?.type === 'number' && typeof count.value === 'number' ? count.value : null;
}

/** Tables in `from` lists (joins included), CTE names excluded scope by scope. */
function walk(node: unknown, scope: CteScope, tables: TableRef[]): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, tables);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  let inner = scope;
  if (Array.isArray(object.with)) {
    for (const cte of object.with as { name?: { value?: unknown }; stmt?: unknown }[]) {
      if (typeof cte.name?.value === 'string') inner = inner.with(cte.name.value);
      walk(cte.stmt, inner, tables);
    }
  }
  if (Array.isArray(object.from)) {
    for (const item of object.from as Record<string, unknown>[]) {
      if (item && typeof item.table === 'string') {
        const ref = {
          catalog: null,
          schema: typeof item.db === 'string' ? item.db : null,
          table: item.table,
        };
        if (!inner.hides(ref)) addTable(tables, ref);
      }
    }
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'with' || key === 'tableList' || key === 'columnList') continue;
    if (value && typeof value === 'object') walk(value, inner, tables);
  }
}

function hasInto(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasInto);
  if (!node || typeof node !== 'object') return false;
  const object = node as Record<string, unknown>;
  const into = object.into as { expr?: unknown } | null | undefined;
  if (into && into.expr !== undefined && into.expr !== null) return true;
  return Object.entries(object).some(
    ([key, value]) => key !== 'tableList' && key !== 'columnList' && hasInto(value),
  );
}

/**
 * One statement classified with node-sql-parser (MySQL/MariaDB and SQLite grammars). Whatever it
 * cannot read as exactly one statement counts as mutating, and MySQL's executable comments (which
 * the server runs but parsers skip) make a statement unreadable: when in doubt, refuse.
 */
export function parseGenericStatement(statement: string, engine: string): ParsedStatement {
  const dialect = PARSER_DIALECTS[engine] ?? 'mariadb';
  if (engine === 'mysql' && /\/\*[!M+]/.test(statement)) {
    return statementOf(statement, {
      understood: false,
      opaqueTables: true,
      parseError: 'MySQL executable comments (/*! ... */) are not allowed.',
    });
  }
  let ast: Ast;
  try {
    const parsed = sqlParser().astify(statement, { database: dialect }) as unknown as Ast | Ast[];
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (list.length !== 1 || !list[0]) throw new Error('The text is not exactly one statement.');
    ast = list[0];
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return statementOf(statement, { understood: false, opaqueTables: true, parseError: message });
  }
  const type = String(ast.type ?? '').toLowerCase();
  // SELECT ... INTO creates a table or writes a file (MySQL's INTO OUTFILE), wherever it sits: the
  // last SELECT of a UNION carries it, as may a nested one.
  const selectInto = type === 'select' && hasInto(ast);
  const mutating = !READ_ONLY_TYPES.has(type) || selectInto;
  if (mutating) return statementOf(statement, { mutating: true, opaqueTables: true });
  const tables: TableRef[] = [];
  walk(ast, CteScope.root(), tables);
  return statementOf(statement, {
    mutating: false,
    isSelect: type === 'select',
    ownLimit: type === 'select' ? limitOf(ast.limit) : null,
    tables,
    // SHOW/DESCRIBE name tables in their own fields: only database access covers them.
    opaqueTables: type !== 'select',
  });
}
