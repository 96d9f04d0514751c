import {
  created,
  DashboardPermalinkRequest,
  DashboardPermalinkValue,
  FilterStateKeyResponse,
  FilterStateRequest,
  FilterStateValueResponse,
  FormDataUpdateResponse,
  IdParams,
  KeyParams,
  MessageResponse,
  ok,
  TabQuerystring,
} from '@loupe/core';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { DashboardKeyParams } from './dashboardSchemas.js';
import type { DashboardStateService } from './DashboardStateService.js';

const IdKeyParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  key: Type.String({ minLength: 1, maxLength: 64 }),
});

/**
 * A dashboard's permalinks and native-filter state (contract §6), with Superset's own permission
 * views: DashboardPermalinkRestApi and DashboardFilterStateRestApi (read for GET, write otherwise).
 */
export function registerDashboardStateRoutes(app: FastifyInstance, states: DashboardStateService): void {
  const api = typed(app);
  const base = '/api/v1/dashboard';
  const tags = ['Dashboard Permanent Link'];
  const filterTags = ['Dashboard Filter State'];
  const stateRead = { access: access.can('can_read', 'DashboardFilterStateRestApi') };
  const stateWrite = { access: access.can('can_write', 'DashboardFilterStateRestApi') };

  api.post(
    `${base}/:id_or_slug/permalink`,
    {
      config: { access: access.can('can_write', 'DashboardPermalinkRestApi') },
      schema: {
        tags,
        params: DashboardKeyParams,
        body: DashboardPermalinkRequest,
        response: created(Type.Object({ key: Type.String(), url: Type.String() })),
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const link = await states.createPermalink(
        request.params.id_or_slug,
        request.body,
        principalOf(request),
        origin,
      );
      return reply.code(201).send(link);
    },
  );

  api.get(
    `${base}/permalink/:key`,
    {
      config: { access: access.can('can_read', 'DashboardPermalinkRestApi') },
      schema: { tags, params: KeyParams, response: ok(DashboardPermalinkValue) },
    },
    async (request) => states.readPermalink(request.params.key, principalOf(request)),
  );

  api.post(
    `${base}/:id/filter_state`,
    {
      config: stateWrite,
      schema: {
        tags: filterTags,
        params: IdParams,
        querystring: TabQuerystring,
        body: FilterStateRequest,
        response: created(FilterStateKeyResponse),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const key = await states.createFilterState(
        id,
        request.body.value,
        request.query.tab_id,
        principalOf(request),
      );
      return reply.code(201).send({ key });
    },
  );

  api.put(
    `${base}/:id/filter_state/:key`,
    {
      config: stateWrite,
      schema: {
        tags: filterTags,
        params: IdKeyParams,
        querystring: TabQuerystring,
        body: FilterStateRequest,
        response: ok(FormDataUpdateResponse),
      },
    },
    async (request) => {
      const { id, key } = request.params;
      const principal = principalOf(request);
      return {
        message: await states.updateFilterState(id, key, request.body.value, request.query.tab_id, principal),
      };
    },
  );

  api.get(
    `${base}/:id/filter_state/:key`,
    {
      config: stateRead,
      schema: { tags: filterTags, params: IdKeyParams, response: ok(FilterStateValueResponse) },
    },
    async (request) => ({
      value: await states.readFilterState(request.params.id, request.params.key, principalOf(request)),
    }),
  );

  api.delete(
    `${base}/:id/filter_state/:key`,
    { config: stateWrite, schema: { tags: filterTags, params: IdKeyParams, response: ok(MessageResponse) } },
    async (request) => {
      await states.deleteFilterState(request.params.id, request.params.key, principalOf(request));
      return { message: 'Deleted successfully' };
    },
  );
}
