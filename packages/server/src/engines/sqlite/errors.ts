import { EngineError } from '../EngineSpec.js';
import { messageOf } from '../network.js';

export function sqliteError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const message = messageOf(error);
  if (/syntax error|incomplete input|unrecognized token/.test(message))
    return new EngineError(message, 'SYNTAX_ERROR');
  if (/^no such table/.test(message)) return new EngineError(message, 'TABLE_DOES_NOT_EXIST_ERROR');
  if (/^no such column/.test(message)) return new EngineError(message, 'COLUMN_DOES_NOT_EXIST_ERROR');
  if (/^unknown database/.test(message)) return new EngineError(message, 'SCHEMA_DOES_NOT_EXIST_ERROR');
  return new EngineError(message);
}
