import {
  created,
  IdParams,
  MessageResponse,
  ok,
  SavedQueryCreateRequest,
  SavedQueryGetResponse,
  SavedQueryUpdateRequest,
  SavedQueryWriteResponse,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../errors.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { SAVED_QUERY_LIST } from './savedQueryList.js';
import type { SavedQueryService } from './SavedQueryService.js';

/** /api/v1/saved_query/ and the legacy FAB create SQL Lab's schedule button posts to. */
export function registerSavedQueryRoutes(
  app: FastifyInstance,
  services: { savedQueries: SavedQueryService; lists: ListService },
): void {
  const api = typed(app);
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

  api.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: IdParams, response: ok(SavedQueryGetResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await savedQueries.get(id, principalOf(request)) };
    },
  );

  api.post(
    `${base}/`,
    {
      config: write,
      schema: { tags, body: SavedQueryCreateRequest, response: created(SavedQueryWriteResponse) },
    },
    async (request, reply) =>
      reply.code(201).send(await savedQueries.create(request.body, principalOf(request))),
  );

  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: IdParams,
        body: SavedQueryUpdateRequest,
        response: ok(SavedQueryWriteResponse),
      },
    },
    async (request) => savedQueries.update(request.params.id, request.body, principalOf(request)),
  );

  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await savedQueries.delete([request.params.id], principalOf(request));
      return { message: 'OK' };
    },
  );

  // FAB's form fields are plain strings here (not JSON-encoded as in the SQL Lab MVC views).
  api.post(
    '/savedqueryviewapi/api/create',
    { config: write, schema: { tags, response: ok(SavedQueryWriteResponse) } },
    async (request) => {
      const body: unknown = request.body ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new BadRequestError('Request body must be an object');
      return savedQueries.createLegacy({ ...body }, principalOf(request));
    },
  );

  api.get(
    '/savedqueryviewapi/api/get/:id',
    { config: read, schema: { tags, params: IdParams, response: ok(SavedQueryGetResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await savedQueries.get(id, principalOf(request)) };
    },
  );
}
