import { EngineError } from '../EngineSpec.js';
import { messageOf, scrub, socketError, type ConnectionTarget } from '../network.js';

// Server error codes: https://mariadb.com/kb/en/mariadb-error-codes/
const QUERY_ERRORS: Record<string, EngineError['errorType']> = {
  ER_PARSE_ERROR: 'SYNTAX_ERROR',
  ER_NO_SUCH_TABLE: 'TABLE_DOES_NOT_EXIST_ERROR',
  ER_BAD_FIELD_ERROR: 'COLUMN_DOES_NOT_EXIST_ERROR',
  ER_QUERY_INTERRUPTED: 'QUERY_CANCELLED',
};

/** Maps a mysql2 error to an EngineError: Superset's messages for connection failures, the engine's text otherwise. */
export function mysqlError(
  error: unknown,
  target: ConnectionTarget,
  password: string | undefined,
): EngineError {
  if (error instanceof EngineError) return error;
  const socket = socketError(error, target);
  if (socket) return socket;
  const code = (error as { code?: unknown }).code;
  const message = scrub(messageOf(error), password);
  switch (code) {
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return new EngineError(
        `Either the username "${target.username ?? ''}" or the password is incorrect.`,
        'CONNECTION_ACCESS_DENIED_ERROR',
      );
    case 'ER_DBACCESS_DENIED_ERROR':
      return new EngineError(message, 'CONNECTION_ACCESS_DENIED_ERROR');
    case 'ER_BAD_DB_ERROR':
      return new EngineError(
        `Unable to connect to database "${target.database ?? ''}".`,
        'CONNECTION_UNKNOWN_DATABASE_ERROR',
      );
    case 'ER_BAD_HOST_ERROR':
      return new EngineError(
        `Unknown MySQL server host "${target.host}".`,
        'CONNECTION_INVALID_HOSTNAME_ERROR',
      );
    default:
      break;
  }
  return new EngineError(
    message,
    typeof code === 'string' ? (QUERY_ERRORS[code] ?? 'GENERIC_DB_ENGINE_ERROR') : 'GENERIC_DB_ENGINE_ERROR',
  );
}
