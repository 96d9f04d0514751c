import {
  mysqlSplitterOptions,
  postgreSplitterOptions,
  splitQuery,
  sqliteSplitterOptions,
  type SplitterOptions,
} from 'dbgate-query-splitter';
import sqlParser from 'node-sql-parser';

// node-sql-parser is CommonJS; its named exports are not visible to Node's ESM loader.
const parser = new sqlParser.Parser();

/** Splitter and parser dialects per engine key; DuckDB's syntax is closest to PostgreSQL's. */
const SPLITTERS: Readonly<Record<string, SplitterOptions>> = {
  postgresql: postgreSplitterOptions,
  duckdb: postgreSplitterOptions,
  mysql: mysqlSplitterOptions,
  sqlite: sqliteSplitterOptions,
};
const PARSER_DIALECTS: Readonly<Record<string, string>> = {
  postgresql: 'postgresql',
  duckdb: 'postgresql',
  mysql: 'mariadb',
  sqlite: 'sqlite',
};

/** Statement kinds that only read, as node-sql-parser names them. */
const READ_ONLY_TYPES = new Set(['select', 'show', 'desc', 'describe']);
/** When the parser cannot read a statement, only these first keywords count as read-only. */
const READ_ONLY_KEYWORDS = new Set(['select', 'show', 'describe', 'desc', 'values']);

export interface ParsedStatement {
  /** The statement's own text, as the user wrote it (without the separator). */
  sql: string;
  /** True when the statement may change data or schema (DML/DDL). */
  mutating: boolean;
  /** True for a SELECT-like statement that returns rows. */
  isSelect: boolean;
  /** The statement's own top-level LIMIT when it is a plain number. */
  ownLimit: number | null;
  /** False when the parser could not read the statement (it was classified by its first keyword). */
  understood: boolean;
}

type Ast = { type?: string; into?: { expr?: unknown }; limit?: LimitNode } & Record<string, unknown>;
type LimitNode = { seperator?: string; value?: { type?: string; value?: unknown }[] };

/** The SQL text split into statements, dialect-aware (strings, comments, dollar quotes). */
export function splitStatements(sql: string, engine: string): string[] {
  const options = { ...(SPLITTERS[engine] ?? postgreSplitterOptions), returnRichInfo: false };
  return (splitQuery(sql, options) as string[]).map((s) => s.trim()).filter((s) => s.length > 0);
}

function parse(statement: string, engine: string): Ast | null {
  try {
    const ast = parser.astify(statement, {
      database: PARSER_DIALECTS[engine] ?? 'postgresql',
    }) as unknown as Ast | Ast[];
    const list = Array.isArray(ast) ? ast : [ast];
    return list.length === 1 ? (list[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** The first keyword after any leading comments; used only when the parser cannot read the text. */
function firstKeyword(statement: string): string {
  const stripped = statement.replace(/^(\s|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  return (/^[A-Za-z]+/.exec(stripped)?.[0] ?? '').toLowerCase();
}

function limitOf(limit: LimitNode | undefined): number | null {
  const values = limit?.value ?? [];
  if (values.length === 0) return null;
  // MySQL's "LIMIT offset, count" puts the count second.
  const count = limit?.seperator === ',' ? values[1] : values[0];
  return count?.type === 'number' && typeof count.value === 'number' ? count.value : null;
}

/** Classifies one statement: read-only or not (unknown text counts as mutating), and its own LIMIT. */
export function parseStatement(statement: string, engine: string): ParsedStatement {
  const ast = parse(statement, engine);
  if (!ast) {
    const keyword = firstKeyword(statement);
    const readOnly = READ_ONLY_KEYWORDS.has(keyword);
    return {
      sql: statement,
      mutating: !readOnly,
      isSelect: keyword === 'select',
      ownLimit: null,
      understood: false,
    };
  }
  const type = String(ast.type ?? '').toLowerCase();
  // SELECT ... INTO creates a table (PostgreSQL) or writes a file (MySQL).
  const selectInto = type === 'select' && ast.into?.expr !== undefined && ast.into.expr !== null;
  return {
    sql: statement,
    mutating: !READ_ONLY_TYPES.has(type) || selectInto,
    isSelect: type === 'select' && !selectInto,
    ownLimit: type === 'select' ? limitOf(ast.limit) : null,
    understood: true,
  };
}

/** Every statement of a script, classified. */
export function parseScript(sql: string, engine: string): ParsedStatement[] {
  return splitStatements(sql, engine).map((s) => parseStatement(s, engine));
}
