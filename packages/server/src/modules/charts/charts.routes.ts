import { IdListQuerystring, IdParams, parseIdList, parseListQuery, RisonQuerystring } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import { pickColumns } from './chartColumns.js';
import { CHART_LIST } from './chartList.js';
import { ChartCreateRequest, ChartKeyParams, ChartUpdateRequest } from '@loupe/core';
import type { ChartService } from './ChartService.js';

/** /api/v1/chart/: the list API, CRUD and favourites (contract §6). */
export function registerChartRoutes(
  app: FastifyInstance,
  services: { charts: ChartService; lists: ListService },
): void {
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

  app.get(
    `${base}/favorite_status/`,
    { config: read, schema: { tags, querystring: IdListQuerystring } },
    async (request) => ({
      result: await charts.favouriteStatus(
        parseIdList((request.query as RisonQuerystring).q!),
        request.principal!,
      ),
    }),
  );

  app.post(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams } },
    async (request) => {
      await charts.addFavourite((request.params as IdParams).id, request.principal!);
      return { result: 'OK' };
    },
  );

  app.delete(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams } },
    async (request) => {
      await charts.removeFavourite((request.params as IdParams).id, request.principal!);
      return { result: 'OK' };
    },
  );

  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: ChartKeyParams, querystring: RisonQuerystring } },
    async (request) => {
      const { columns } = parseListQuery((request.query as RisonQuerystring).q);
      const result = await charts.get((request.params as ChartKeyParams).id, request.principal!);
      return { result: pickColumns(result, columns) };
    },
  );

  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: ChartCreateRequest } },
    async (request, reply) =>
      reply.code(201).send(await charts.create(request.body as ChartCreateRequest, request.principal!)),
  );

  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, body: ChartUpdateRequest } },
    async (request) =>
      charts.update((request.params as IdParams).id, request.body as ChartUpdateRequest, request.principal!),
  );

  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await charts.delete([(request.params as IdParams).id], request.principal!);
    return { message: 'OK' };
  });
}
