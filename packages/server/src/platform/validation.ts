import type { Ajv, AnySchema, ValidateFunction } from 'ajv';
import { lazyRequire } from './lazyRequire.js';

// Ajv itself loads with the first schema compiled.
const ajvPackage = lazyRequire<typeof import('ajv')>('ajv');

const common = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false } as const;

type ValidatorCompiler = (route: { schema?: unknown; httpPart?: string }) => ValidateFunction;

/**
 * Request validators per part. Path parameters and query strings arrive as text and are coerced
 * to the schema's types; JSON bodies are not, so `first_name: 123` is a 400 as in Superset rather
 * than silently becoming "123". Pass as `schemaController.compilersFactory.buildValidator` to
 * Fastify(), which then does not load its own default compiler either.
 */
export function requestValidators(): () => ValidatorCompiler {
  let coercing: Ajv | undefined;
  let strict: Ajv | undefined;
  const ajvFor = (httpPart: string | undefined): Ajv =>
    httpPart === 'body'
      ? (strict ??= new (ajvPackage().Ajv)({ ...common, coerceTypes: false }))
      : (coercing ??= new (ajvPackage().Ajv)({ ...common, coerceTypes: 'array' }));
  const compiler: ValidatorCompiler = ({ schema, httpPart }) =>
    compiledOnFirstUse(() => ajvFor(httpPart), schema as AnySchema);
  return () => compiler;
}

/**
 * Fastify compiles every route's schemas before it listens; with Ajv that was a quarter of the
 * start-up time, for routes most processes never serve. Each schema is compiled by the first
 * request that needs it instead (and the Ajv instances made then). Fastify reads `errors` after a
 * failed call, and `schemaEnv` to know that it may pass the parent object (so Ajv can coerce a root
 * value): both come from the compiled validator.
 */
function compiledOnFirstUse(ajv: () => Ajv, schema: AnySchema): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const get = (): ValidateFunction => (compiled ??= ajv().compile(schema));
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const real = get();
    const valid = real(data, context);
    validate.errors = real.errors;
    return valid;
  }) as ValidateFunction;
  Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
  return validate;
}
