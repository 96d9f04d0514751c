import {
  created,
  FavoriteStatusResponse,
  IdListQuerystring,
  IdParams,
  ok,
  parseIdList,
  parseListQuery,
  ResultStringResponse,
  RisonQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { pickColumns } from '../charts/chartColumns.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { DASHBOARD_LIST } from './dashboardList.js';
import { DashboardRepository } from './DashboardRepository.js';
import {
  DashboardCreateRequest,
  DashboardCreateResponse,
  DashboardGetResponse,
  DashboardKeyParams,
} from './dashboardSchemas.js';
import { DashboardService } from './DashboardService.js';

/** /api/v1/dashboard/: the list API, detail by id or slug, create and favourites (contract §6). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  services: { db: MetadataDb; datasets: DatasetService; lists: ListService },
): void {
  const api = typed(app);
  const dashboards = new DashboardService({
    dashboards: new DashboardRepository(services.db),
    datasets: services.datasets,
    lists: services.lists,
  });
  const base = '/api/v1/dashboard';
  const read = { access: access.can('can_read', 'Dashboard') };
  const write = { access: access.can('can_write', 'Dashboard') };
  const tags = ['Dashboards'];

  registerListRoutes(app, DASHBOARD_LIST, services.lists, {
    list: (q, principal) => dashboards.list(q, principal),
    scope: (principal) => dashboards.scope(principal),
  });

  api.get(
    `${base}/favorite_status/`,
    { config: read, schema: { tags, querystring: IdListQuerystring, response: ok(FavoriteStatusResponse) } },
    async (request) => ({
      result: await dashboards.favouriteStatus(parseIdList(request.query.q), principalOf(request)),
    }),
  );

  api.post(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams, response: ok(ResultStringResponse) } },
    async (request) => {
      await dashboards.addFavourite(request.params.id, principalOf(request));
      return { result: 'OK' };
    },
  );

  api.delete(
    `${base}/:id/favorites/`,
    { config: read, schema: { tags, params: IdParams, response: ok(ResultStringResponse) } },
    async (request) => {
      await dashboards.removeFavourite(request.params.id, principalOf(request));
      return { result: 'OK' };
    },
  );

  api.get(
    `${base}/:id_or_slug`,
    {
      config: read,
      schema: {
        tags,
        params: DashboardKeyParams,
        querystring: RisonQuerystring,
        response: ok(DashboardGetResponse),
      },
    },
    async (request) => {
      const { columns } = parseListQuery(request.query.q);
      const result = await dashboards.get(request.params.id_or_slug, principalOf(request));
      return { result: pickColumns(result, columns) };
    },
  );

  api.post(
    `${base}/`,
    {
      config: write,
      schema: { tags, body: DashboardCreateRequest, response: created(DashboardCreateResponse) },
    },
    async (request, reply) =>
      reply.code(201).send(await dashboards.create(request.body, principalOf(request))),
  );
}
