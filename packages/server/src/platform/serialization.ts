import { createRequire } from 'node:module';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: {
  schema?: unknown;
  method: string;
  url: string;
  httpStatus: string;
}) => Serializer;
type SerializerFactory = (externalSchemas?: unknown, options?: unknown) => SerializerCompiler;

// Fastify's own response serializer compiler (fast-json-stringify), resolved from Fastify's package so
// it is exactly the one Fastify would use by default; loaded by the first response that needs it.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
let defaultFactory: SerializerFactory | undefined;
const loadDefaultFactory = (): SerializerFactory =>
  (defaultFactory ??= (fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)());

/**
 * Fastify's default response serializers, each compiled by the first response that needs it. Fastify
 * compiles every route's response schemas before it listens, and with a response schema on every route
 * that is most of the start-up time, spent on routes a process may never answer. Pass as
 * `schemaController.compilersFactory.buildSerializer` to Fastify().
 */
export function serializersCompiledOnFirstUse(): SerializerFactory {
  return (externalSchemas, options) => {
    let compile: SerializerCompiler | undefined;
    return (route) => {
      let serializer: Serializer | undefined;
      return (data) =>
        (serializer ??= (compile ??= loadDefaultFactory()(externalSchemas, options))(route))(data);
    };
  };
}
