import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false } as const;

/**
 * Request validators per part. Path parameters and query strings arrive as text and are coerced
 * to the schema's types; JSON bodies are not, so `first_name: 123` is a 400 as in Superset rather
 * than silently becoming "123".
 */
export function installValidation(app: FastifyInstance): void {
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  const strict = new Ajv({ ...common, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }: { schema: FastifySchema; httpPart?: string }) =>
    compiledOnFirstUse(httpPart === 'body' ? strict : coercing, schema),
  );
}

/**
 * Fastify compiles every route's schemas before it listens; with Ajv that was a quarter of the
 * start-up time, for routes most processes never serve. Each schema is compiled by the first
 * request that needs it instead. Fastify reads `errors` after a failed call, and `schemaEnv` to know
 * that it may pass the parent object (so Ajv can coerce a root value): both come from the compiled
 * validator.
 */
function compiledOnFirstUse(ajv: Ajv, schema: FastifySchema): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const get = (): ValidateFunction => (compiled ??= ajv.compile(schema));
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const real = get();
    const valid = real(data, context);
    validate.errors = real.errors;
    return valid;
  }) as ValidateFunction;
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  return validate;
}
