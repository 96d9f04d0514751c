import { IdParams, PermalinkKeyParams, SqlLabPermalinkRequest } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { access } from '../../security/routeAccess.js';
import type { KeyValueService } from './KeyValueService.js';

/** The legacy key-value share store (/kv/) and SQL Lab permalinks. */
export function registerKeyValueRoutes(app: FastifyInstance, kv: KeyValueService): void {
  const tags = ['SQL Lab Permanent Link'];
  // Superset's KV view is open to any logged-in user; its permissions are not in the role catalog.
  const anyUser = { access: access.authenticated() };

  app.post('/kv/store/', { config: anyUser, schema: { tags } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return kv.store(typeof body === 'object' ? body.data : undefined, request.principal!);
  });

  app.get('/kv/:id/', { config: anyUser, schema: { tags, params: IdParams } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await kv.read((request.params as IdParams).id)),
  );

  app.post(
    '/api/v1/sqllab/permalink',
    {
      config: { access: access.can('can_write', 'SqlLabPermalinkRestApi') },
      schema: { tags, body: SqlLabPermalinkRequest },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await kv.createPermalink(request.body as SqlLabPermalinkRequest, request.principal!)),
  );

  app.get(
    '/api/v1/sqllab/permalink/:key',
    {
      config: { access: access.can('can_read', 'SqlLabPermalinkRestApi') },
      schema: { tags, params: PermalinkKeyParams },
    },
    async (request) => kv.readPermalink((request.params as PermalinkKeyParams).key),
  );
}
