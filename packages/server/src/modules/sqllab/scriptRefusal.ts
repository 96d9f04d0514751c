import { EngineError, type EngineConnection } from '../../engines/EngineSpec.js';
import type { ParsedStatement } from '../../sql/statements.js';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';
import type { CtasRefusal } from './ctas.js';
import { DML_NOT_ALLOWED_MESSAGE } from './sqlLabErrors.js';

/**
 * Why the script may not run: no statement, or DML/DDL where the database does not allow it. A
 * statement the parser cannot read is first prepared by the engine without running it, so a typo
 * shows the engine's own syntax error rather than a DML refusal.
 */
export async function scriptRefusal(
  statements: readonly ParsedStatement[],
  database: DatabaseRow,
  connection: EngineConnection,
): Promise<CtasRefusal | null> {
  if (statements.length === 0) {
    return { status: 400, message: 'The query has no statement to run.', errorType: 'INVALID_SQL_ERROR' };
  }
  if (database.allow_dml) return null;
  for (const statement of statements) {
    if (!statement.mutating) continue;
    if (!statement.understood) {
      try {
        await connection.describeQuery(statement.sql);
      } catch (error) {
        if (error instanceof EngineError) {
          return { status: 500, message: error.message, errorType: error.errorType };
        }
        throw error;
      }
    }
    return { status: 500, message: DML_NOT_ALLOWED_MESSAGE, errorType: 'DML_NOT_ALLOWED_ERROR' };
  }
  return null;
}
