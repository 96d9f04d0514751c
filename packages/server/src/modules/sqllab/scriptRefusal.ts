import type { ParsedStatement } from '../../sql/statements.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import type { CtasRefusal } from './ctas.js';
import { DML_NOT_ALLOWED_MESSAGE } from './sqlLabErrors.js';

/**
 * Why the script may not run: no statement, or DML/DDL where the database does not allow it. A
 * statement the engine's grammar cannot read is refused with the parser's own message; it is never
 * prepared or run to find out what it is (preparing can already act: DuckDB's EXPORT DATABASE made
 * its folder while being prepared).
 */
export function scriptRefusal(
  statements: readonly ParsedStatement[],
  database: DatabaseRow,
): CtasRefusal | null {
  if (statements.length === 0) {
    return { status: 400, message: 'The query has no statement to run.', errorType: 'INVALID_SQL_ERROR' };
  }
  const forbidden = statements.find((statement) => statement.forbidden);
  if (forbidden) return { status: 400, message: forbidden.forbidden!, errorType: 'DML_NOT_ALLOWED_ERROR' };
  if (database.allow_dml) return null;
  const refused = statements.find((statement) => statement.mutating);
  if (!refused) return null;
  if (!refused.understood) {
    return {
      status: 400,
      message: `${DML_NOT_ALLOWED_MESSAGE} This statement could not be read as one: ${refused.parseError ?? 'unknown syntax'}`,
      errorType: 'DML_NOT_ALLOWED_ERROR',
    };
  }
  return { status: 400, message: DML_NOT_ALLOWED_MESSAGE, errorType: 'DML_NOT_ALLOWED_ERROR' };
}
