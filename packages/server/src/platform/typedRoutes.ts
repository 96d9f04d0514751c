import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The same instance seen through the TypeBox type provider, so handlers read `request.params`,
 * `request.query` and `request.body` with the types of the route's schemas rather than casts.
 * Route modules take a plain FastifyInstance (what app.ts and the tests hand them) and type it here.
 */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

export type TypedApp = ReturnType<typeof typed>;
