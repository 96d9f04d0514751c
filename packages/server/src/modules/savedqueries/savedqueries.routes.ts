import { IdParams, SavedQueryCreateRequest, SavedQueryUpdateRequest } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import { SAVED_QUERY_LIST } from './savedQueryList.js';
import type { SavedQueryService } from './SavedQueryService.js';

/** /api/v1/saved_query/ and the legacy FAB create SQL Lab's schedule button posts to. */
export function registerSavedQueryRoutes(
  app: FastifyInstance,
  services: { savedQueries: SavedQueryService; lists: ListService },
): void {
  const { savedQueries } = services;
  const base = '/api/v1/saved_query';
  const read = { access: access.can('can_read', 'SavedQuery') };
  const write = { access: access.can('can_write', 'SavedQuery') };
  const tags = ['Queries'];

  registerListRoutes(app, SAVED_QUERY_LIST, services.lists, {
    list: (q, principal) => savedQueries.list(q, principal),
    bulkDelete: (ids, principal) => savedQueries.delete(ids, principal),
    scope: async (principal) => savedQueries.scope(principal),
    relatedScope: (column, principal) => savedQueries.relatedScope(column, principal),
  });

  app.get(`${base}/:id`, { config: read, schema: { tags, params: IdParams } }, async (request) => {
    const { id } = request.params as IdParams;
    return { id, result: await savedQueries.get(id, request.principal!) };
  });

  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: SavedQueryCreateRequest } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await savedQueries.create(request.body as SavedQueryCreateRequest, request.principal!)),
  );

  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, body: SavedQueryUpdateRequest } },
    async (request) =>
      savedQueries.update(
        (request.params as IdParams).id,
        request.body as SavedQueryUpdateRequest,
        request.principal!,
      ),
  );

  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await savedQueries.delete([(request.params as IdParams).id], request.principal!);
    return { message: 'OK' };
  });

  // FAB's form fields are plain strings here (not JSON-encoded as in the SQL Lab MVC views).
  app.post('/savedqueryviewapi/api/create', { config: write, schema: { tags } }, async (request) => {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new BadRequestError('Request body must be an object');
    return savedQueries.createLegacy(body as Record<string, unknown>, request.principal!);
  });

  app.get(
    '/savedqueryviewapi/api/get/:id',
    { config: read, schema: { tags, params: IdParams } },
    async (request) => {
      const { id } = request.params as IdParams;
      return { id, result: await savedQueries.get(id, request.principal!) };
    },
  );
}
