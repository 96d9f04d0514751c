import {
  created,
  IdParams,
  KeyParams,
  KeyValueStoreResponse,
  ok,
  PermalinkResponse,
  SqlLabPermalinkRequest,
  SqlLabPermalinkState,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { KeyValueService } from './KeyValueService.js';

/** The legacy key-value share store (/kv/) and SQL Lab permalinks. */
export function registerKeyValueRoutes(app: FastifyInstance, kv: KeyValueService): void {
  const api = typed(app);
  const tags = ['SQL Lab Permanent Link'];
  // Superset's KV view is open to any logged-in user; its permissions are not in the role catalog.
  const anyUser = { access: access.authenticated() };

  api.post(
    '/kv/store/',
    { config: anyUser, schema: { tags, response: ok(KeyValueStoreResponse) } },
    async (request) => {
      const body: unknown = request.body ?? {};
      const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
      return kv.store(data, principalOf(request));
    },
  );

  // The stored text as it was written: plain text, so no JSON response schema.
  api.get('/kv/:id/', { config: anyUser, schema: { tags, params: IdParams } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await kv.read(request.params.id)),
  );

  api.post(
    '/api/v1/sqllab/permalink',
    {
      config: { access: access.can('can_write', 'SqlLabPermalinkRestApi') },
      schema: { tags, body: SqlLabPermalinkRequest, response: created(PermalinkResponse) },
    },
    async (request, reply) =>
      reply.code(201).send(await kv.createPermalink(request.body, principalOf(request))),
  );

  api.get(
    '/api/v1/sqllab/permalink/:key',
    {
      config: { access: access.can('can_read', 'SqlLabPermalinkRestApi') },
      schema: { tags, params: KeyParams, response: ok(SqlLabPermalinkState) },
    },
    async (request) => kv.readPermalink(request.params.key),
  );
}
