import {
  ChartCreateRequest,
  ChartCreateResponse,
  ChartGetResponse,
  ChartKeyParams,
  ChartUpdateRequest,
  ChartUpdateResponse,
  created,
  FavoriteStatusResponse,
  IdListQuerystring,
  IdParams,
  MessageResponse,
  ok,
  parseIdList,
  parseListQuery,
  ResultStringResponse,
  RisonQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { pickColumns } from './chartColumns.js';
import { CHART_LIST } from './chartList.js';
import type { ChartService } from './ChartService.js';

/** /api/v1/chart/: the list API, CRUD and favourites (contract §6). */
export function registerChartRoutes(
  app: FastifyInstance,
  services: { charts: ChartService; lists: ListService },
): void {
  const api = typed(app);
  const { charts } = services;
  const base = '/api/v1/chart';
  const read = { access: access.can('can_read', 'Chart') };
  const write = { access: access.can('can_write', 'Chart') };
  const tags = ['Charts'];

  registerListRoutes(app, CHART_LIST, services.lists, {
    list: (q, principal) => charts.list(q, principal),
    bulkDelete: (ids, principal) => charts.delete(ids, principal),
    scope: (principal) => charts.scope(principal),
  });

  api.get(
    `${base}/favorite_status/`,
    { config: read, schema: { tags, querystring: IdListQuerystring, response: ok(FavoriteStatusResponse) } },
    async (request) => ({
      result: await charts.favouriteStatus(parseIdList(request.query.q), principalOf(request)),
    }),
  );

  api.post(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams, response: ok(ResultStringResponse) } },
    async (request) => {
      await charts.addFavourite(request.params.id, principalOf(request));
      return { result: 'OK' };
    },
  );

  api.delete(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams, response: ok(ResultStringResponse) } },
    async (request) => {
      await charts.removeFavourite(request.params.id, principalOf(request));
      return { result: 'OK' };
    },
  );

  api.get(
    `${base}/:id`,
    {
      config: read,
      schema: { tags, params: ChartKeyParams, querystring: RisonQuerystring, response: ok(ChartGetResponse) },
    },
    async (request) => {
      const { columns } = parseListQuery(request.query.q);
      const result = await charts.get(request.params.id, principalOf(request));
      return { result: pickColumns(result, columns) };
    },
  );

  api.post(
    `${base}/`,
    { config: write, schema: { tags, body: ChartCreateRequest, response: created(ChartCreateResponse) } },
    async (request, reply) => reply.code(201).send(await charts.create(request.body, principalOf(request))),
  );

  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, body: ChartUpdateRequest, response: ok(ChartUpdateResponse) },
    },
    async (request) => charts.update(request.params.id, request.body, principalOf(request)),
  );

  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await charts.delete([request.params.id], principalOf(request));
      return { message: 'OK' };
    },
  );
}
