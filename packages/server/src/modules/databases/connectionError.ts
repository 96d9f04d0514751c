import { PASSWORD_MASK } from '@loupe/core';
import { EngineError, type EngineSpec } from '../../engines/EngineSpec.js';
import { ApiError } from '../../errors.js';

/**
 * A connection failure in Superset's SIP-40 shape (422), with any trace of the password removed
 * from the engine's message. `extra` adds fields such as `invalid` for the connect form.
 */
export function connectionError(
  e: unknown,
  spec: EngineSpec,
  password: string | null | undefined,
  extra: Record<string, unknown> = {},
): ApiError {
  const engineError = e instanceof EngineError ? e : new EngineError('Could not connect to the database');
  let message = engineError.message;
  if (password && password.length >= 3) message = message.split(password).join(PASSWORD_MASK);
  return new ApiError(422, {
    errors: [
      {
        message,
        error_type: engineError.errorType,
        level: 'error',
        extra: { engine_name: spec.engineName, issue_codes: [], ...extra },
      },
    ],
  });
}
