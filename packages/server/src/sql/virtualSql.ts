import { QueryObjectValidationError } from './compiler/errors.js';
import { parseScript, SqlParseError } from './statements.js';

/**
 * A virtual dataset's SQL must be one read-only statement, read with the engine's own grammar (as SQL
 * Lab reads a script): wherever it is embedded as `(<sql>) AS virtual_table` — chart queries,
 * samples, column values, column discovery — a second statement or a write could otherwise ride along.
 * Refusals are QueryObjectValidationError with Superset's messages.
 */
export async function assertReadOnlyQuery(sql: string, engine: string): Promise<void> {
  if (!sql.trim()) throw new QueryObjectValidationError('Virtual dataset query cannot be empty');
  let statements;
  try {
    statements = await parseScript(sql, engine);
  } catch (e) {
    if (e instanceof SqlParseError)
      throw new QueryObjectValidationError(`Virtual dataset query: ${e.message}`);
    throw e;
  }
  if (statements.length > 1) {
    throw new QueryObjectValidationError('Virtual dataset query cannot consist of multiple statements');
  }
  if (statements.length === 0) throw new QueryObjectValidationError('Virtual dataset query cannot be empty');
  if (statements[0]!.mutating || !statements[0]!.isSelect) {
    throw new QueryObjectValidationError('Virtual dataset query must be read-only');
  }
}
