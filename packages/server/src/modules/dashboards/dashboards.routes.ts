import {
  created,
  DashboardChartsResponse,
  DashboardColorsRequest,
  DashboardCopyRequest,
  DashboardCopyResponse,
  DashboardDatasetsResponse,
  DashboardFiltersRequest,
  DashboardFiltersResponse,
  DashboardTabsResponse,
  DashboardUpdateRequest,
  DashboardUpdateResponse,
  EmptyResponse,
  FavoriteStatusResponse,
  MarkUpdatedQuerystring,
  MessageResponse,
  IdListQuerystring,
  IdParams,
  ok,
  parseIdList,
  parseListQuery,
  ResultStringResponse,
  RisonQuerystring,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { typed } from '../../platform/typedRoutes.js';
import type { Services } from '../../services.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { pickColumns } from '../charts/chartColumns.js';
import { DashboardContentService } from './DashboardContentService.js';
import { DASHBOARD_LIST } from './dashboardList.js';
import { DashboardRepository } from './DashboardRepository.js';
import {
  DashboardCreateRequest,
  DashboardCreateResponse,
  DashboardGetResponse,
  DashboardKeyParams,
} from './dashboardSchemas.js';
import { registerDashboardStateRoutes } from './dashboardState.routes.js';
import { DashboardWriteRepository } from './DashboardWriteRepository.js';
import { DashboardWriteService } from './DashboardWriteService.js';

/**
 * /api/v1/dashboard/ (contract §6): the list API, detail by id or slug, create, save, delete, copy,
 * favourites, the page's charts, datasets and tabs, colours and native filters; permalinks and
 * filter state in dashboardState.routes.ts.
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'datasets' | 'lists' | 'dashboards' | 'dashboardStates'>,
): void {
  const api = typed(app);
  const { db, datasets } = services;
  const { dashboards } = services;
  const repository = new DashboardRepository(db);
  const writeRepository = new DashboardWriteRepository(db);
  const writes = new DashboardWriteService({
    dashboards: repository,
    writes: writeRepository,
    reads: dashboards,
    datasets,
  });
  const contents = new DashboardContentService({ reads: dashboards, writes: writeRepository, datasets });
  registerDashboardStateRoutes(app, services.dashboardStates);
  const base = '/api/v1/dashboard';
  const read = { access: access.can('can_read', 'Dashboard') };
  const write = { access: access.can('can_write', 'Dashboard') };
  const tags = ['Dashboards'];

  registerListRoutes(app, DASHBOARD_LIST, services.lists, {
    list: (q, principal) => dashboards.list(q, principal),
    bulkDelete: (ids, principal) => writes.delete(ids, principal),
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

  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, body: DashboardUpdateRequest, response: ok(DashboardUpdateResponse) },
    },
    async (request) => writes.update(request.params.id, request.body, principalOf(request)),
  );

  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await writes.delete([request.params.id], principalOf(request));
      return { message: 'OK' };
    },
  );

  api.post(
    `${base}/:id_or_slug/copy/`,
    {
      config: write,
      schema: {
        tags,
        params: DashboardKeyParams,
        body: DashboardCopyRequest,
        response: ok(DashboardCopyResponse),
      },
    },
    async (request) =>
      writes.copy(request.params.id_or_slug, request.body, principalOf(request), dashboards.rbac),
  );

  api.put(
    `${base}/:id/colors`,
    {
      config: write,
      schema: {
        tags,
        params: IdParams,
        querystring: MarkUpdatedQuerystring,
        body: DashboardColorsRequest,
        response: ok(EmptyResponse),
      },
    },
    async (request) => {
      const markUpdated = request.query.mark_updated ?? true;
      await writes.colors(request.params.id, request.body, markUpdated, principalOf(request));
      return {};
    },
  );

  api.put(
    `${base}/:id/filters`,
    {
      config: write,
      schema: {
        tags,
        params: IdParams,
        body: DashboardFiltersRequest,
        response: ok(DashboardFiltersResponse),
      },
    },
    async (request) => ({
      result: await writes.filters(request.params.id, request.body, principalOf(request)),
    }),
  );

  api.get(
    `${base}/:id_or_slug/charts`,
    { config: read, schema: { tags, params: DashboardKeyParams, response: ok(DashboardChartsResponse) } },
    async (request) => ({ result: await contents.charts(request.params.id_or_slug, principalOf(request)) }),
  );

  api.get(
    `${base}/:id_or_slug/datasets`,
    { config: read, schema: { tags, params: DashboardKeyParams, response: ok(DashboardDatasetsResponse) } },
    async (request) => ({ result: await contents.datasets(request.params.id_or_slug, principalOf(request)) }),
  );

  api.get(
    `${base}/:id_or_slug/tabs`,
    { config: read, schema: { tags, params: DashboardKeyParams, response: ok(DashboardTabsResponse) } },
    async (request) => ({ result: await contents.tabs(request.params.id_or_slug, principalOf(request)) }),
  );
}
