import { Ajv } from 'ajv';
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
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
