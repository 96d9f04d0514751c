import { EngineError } from '../EngineSpec.js';
import { messageOf, scrub, socketError, type ConnectionTarget } from '../network.js';

// SQLSTATE codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
const QUERY_ERRORS: Record<string, EngineError['errorType']> = {
  '42601': 'SYNTAX_ERROR',
  '42P01': 'TABLE_DOES_NOT_EXIST_ERROR',
  '42703': 'COLUMN_DOES_NOT_EXIST_ERROR',
  '3F000': 'SCHEMA_DOES_NOT_EXIST_ERROR',
  '57014': 'QUERY_CANCELLED',
};

/** Maps a pg error to an EngineError: Superset's messages for connection failures, the engine's text otherwise. */
export function postgresError(
  error: unknown,
  target: ConnectionTarget,
  password: string | undefined,
): EngineError {
  if (error instanceof EngineError) return error;
  const socket = socketError(error, target);
  if (socket) return socket;
  const code = (error as { code?: unknown }).code;
  const message = scrub(messageOf(error), password);
  const user = target.username ?? '';
  switch (code) {
    case '28P01':
      return new EngineError(
        `The password provided for username "${user}" is incorrect.`,
        'CONNECTION_INVALID_PASSWORD_ERROR',
      );
    case '28000':
      return /role .* does not exist/.test(message)
        ? new EngineError(`The username "${user}" does not exist.`, 'CONNECTION_INVALID_USERNAME_ERROR')
        : new EngineError(message, 'CONNECTION_ACCESS_DENIED_ERROR');
    case '3D000':
      return new EngineError(
        `Unable to connect to database "${target.database ?? ''}".`,
        'CONNECTION_UNKNOWN_DATABASE_ERROR',
      );
    default:
      break;
  }
  if (/password must be a string|no password supplied|SASL/.test(message)) {
    return new EngineError('Please re-enter the password.', 'CONNECTION_ACCESS_DENIED_ERROR');
  }
  if (/timeout expired|Connection terminated due to connection timeout/.test(message)) {
    return new EngineError(
      `The host "${target.host}" might be down, and can't be reached on port ${target.port}.`,
      'CONNECTION_HOST_DOWN_ERROR',
    );
  }
  return new EngineError(
    message,
    typeof code === 'string' ? (QUERY_ERRORS[code] ?? 'GENERIC_DB_ENGINE_ERROR') : 'GENERIC_DB_ENGINE_ERROR',
  );
}
