import { parseDuckDbStatement } from './parsing/duckdbParser.js';
import { parseGenericStatement, splitStatements } from './parsing/genericParser.js';
import { parsePostgresScript } from './parsing/postgresParser.js';
import type { ParsedStatement } from './parsing/types.js';

export { splitStatements } from './parsing/genericParser.js';
export { SqlParseError, type ParsedStatement, type TableRef } from './parsing/types.js';

/**
 * Every statement of a script, split and classified with the engine's own grammar: PostgreSQL's parser
 * (libpg-query) for PostgreSQL, DuckDB's parser for DuckDB (each piece the splitter cut must be exactly
 * one statement to DuckDB), node-sql-parser for MySQL/MariaDB and SQLite. A statement a parser cannot
 * read counts as mutating (refused where DML is off); a script that cannot be split safely throws
 * SqlParseError. Nothing here prepares or runs anything on the user's database.
 */
export async function parseScript(sql: string, engine: string): Promise<ParsedStatement[]> {
  if (engine === 'postgresql') return parsePostgresScript(sql);
  const pieces = splitStatements(sql, engine);
  if (engine === 'duckdb') {
    const statements: ParsedStatement[] = [];
    for (const piece of pieces) {
      const statement = await parseDuckDbStatement(piece);
      if (statement) statements.push(statement);
    }
    return statements;
  }
  return pieces.map((piece) => parseGenericStatement(piece, engine));
}
