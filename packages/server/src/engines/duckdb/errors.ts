import { EngineError } from '../EngineSpec.js';
import { messageOf } from '../network.js';

/** DuckDB errors carry their class in the message prefix ("Parser Error: ..."). */
export function duckDbError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  // Multi-statement input fails while being split; the parser's own message is what matters.
  const message = messageOf(error).replace(/^Failed to extract statements: /, '');
  if (/^Parser Error:/.test(message)) return new EngineError(message, 'SYNTAX_ERROR');
  if (/^Catalog Error: (Table|View) with name .* does not exist/.test(message)) {
    return new EngineError(message, 'TABLE_DOES_NOT_EXIST_ERROR');
  }
  if (/^Catalog Error: Schema with name .* does not exist/.test(message)) {
    return new EngineError(message, 'SCHEMA_DOES_NOT_EXIST_ERROR');
  }
  if (/^Binder Error: Referenced column .* not found/.test(message)) {
    return new EngineError(message, 'COLUMN_DOES_NOT_EXIST_ERROR');
  }
  if (/^INTERRUPT Error/.test(message)) return new EngineError('The query was cancelled.', 'QUERY_CANCELLED');
  return new EngineError(message);
}
