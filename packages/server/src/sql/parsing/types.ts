/** A table a statement reads or writes, as written (schema/catalog null when the name is unqualified). */
export interface TableRef {
  catalog: string | null;
  schema: string | null;
  table: string;
}

export interface ParsedStatement {
  /** The statement's own text, as the user wrote it (without the separator). */
  sql: string;
  /** True when the statement may change data or schema (DML/DDL), or is not known to be a read. */
  mutating: boolean;
  /** True for a SELECT-like statement that returns rows. */
  isSelect: boolean;
  /** The statement's own top-level LIMIT when it is a plain number. */
  ownLimit: number | null;
  /** False when the engine's grammar could not read the statement (it then counts as mutating). */
  understood: boolean;
  /** Every table the statement names (CTE names excluded, scope by scope). */
  tables: TableRef[];
  /**
   * True when the tables the statement touches cannot be known from its text (a statement the parser
   * does not describe, or SQL run by a function such as DuckDB's query_table): only access to the
   * whole database covers it.
   */
  opaqueTables: boolean;
  /** Why the parser could not read it (its own message), when `understood` is false. */
  parseError?: string;
  /**
   * Why the statement is refused on every database, DML allowed or not: it reaches outside the
   * database (DuckDB's ATTACH, INSTALL, LOAD, EXPORT/IMPORT DATABASE).
   */
  forbidden?: string;
}

/**
 * The script cannot be split into statements safely (the splitter and the engine's grammar disagree,
 * or the text is not valid SQL for the engine): it is refused, never run.
 */
export class SqlParseError extends Error {
  constructor(
    message: string,
    readonly errorType: 'SYNTAX_ERROR' | 'INVALID_SQL_ERROR' = 'SYNTAX_ERROR',
  ) {
    super(message);
    this.name = 'SqlParseError';
  }
}

/** A statement of a script, as a parser hands it back. */
export function statementOf(sql: string, fields: Partial<ParsedStatement> = {}): ParsedStatement {
  return {
    sql,
    mutating: true,
    isSelect: false,
    ownLimit: null,
    understood: true,
    tables: [],
    opaqueTables: false,
    ...fields,
  };
}
