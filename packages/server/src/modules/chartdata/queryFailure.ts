import { InvalidPostProcessingError } from '@loupe/core';
import { EngineError } from '../../engines/EngineSpec.js';
import { BadRequestError } from '../../errors.js';
import type { ServiceLog } from '../../services.js';

/** An engine's refusal is the user's to read (a 400 with its message) and the operator's (a log line). */
export function queryFailure(e: unknown, log: ServiceLog | undefined): never {
  if (e instanceof EngineError) {
    log?.warn(`chart data query: ${e.errorType}: ${e.message}`);
    throw new BadRequestError(`Error: ${e.message}`);
  }
  if (e instanceof InvalidPostProcessingError) throw new BadRequestError(e.message);
  throw e;
}
