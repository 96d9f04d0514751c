import {
  CreatedIdResponse,
  IdParams,
  ok,
  SqlLabBootstrapResponse,
  TableSchemaExpandedResponse,
  TabQueryParams,
  TabStateResponse,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { legacyFields, sendJson } from '../../platform/legacyForm.js';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import type { TabStateService } from './TabStateService.js';

/**
 * Superset's legacy TabStateView and TableSchemaView (form bodies, bare JSON answers) and the
 * SQL Lab bootstrap GET /api/v1/sqllab/.
 */
export function registerTabStateRoutes(app: FastifyInstance, tabs: TabStateService): void {
  const tab = (permission: string): { access: ReturnType<typeof access.can> } => ({
    access: access.can(permission, 'TabStateView'),
  });
  const table = (permission: string): { access: ReturnType<typeof access.can> } => ({
    access: access.can(permission, 'TableSchemaView'),
  });
  const tags = ['SQL Lab'];
  // Routes answering with sendJson send JSON text as Superset's json_success does: no schema serialises it.
  const api = typed(app);

  api.get(
    '/api/v1/sqllab/',
    {
      config: { access: access.can('can_read', 'SQLLab') },
      schema: { tags, response: ok(SqlLabBootstrapResponse) },
    },
    async (request) => ({
      result: await tabs.bootstrap(principalOf(request)),
    }),
  );

  api.post(
    '/tabstateview/',
    { config: tab('can_post'), schema: { tags, response: ok(CreatedIdResponse) } },
    async (request) => tabs.create(legacyFields(request), principalOf(request)),
  );

  api.get(
    '/tabstateview/:id',
    { config: tab('can_get'), schema: { tags, params: IdParams, response: ok(TabStateResponse) } },
    async (request) => tabs.get(request.params.id, principalOf(request)),
  );

  api.put(
    '/tabstateview/:id',
    { config: tab('can_put'), schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendJson(reply, await tabs.update(request.params.id, legacyFields(request), principalOf(request))),
  );

  api.delete(
    '/tabstateview/:id',
    { config: tab('can_delete'), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await tabs.delete(request.params.id, principalOf(request));
      return sendJson(reply, 'OK');
    },
  );

  api.post(
    '/tabstateview/:id/activate',
    { config: tab('can_activate'), schema: { tags, params: IdParams } },
    async (request, reply) => sendJson(reply, await tabs.activate(request.params.id, principalOf(request))),
  );

  api.post(
    '/tabstateview/:id/migrate_query',
    { config: tab('can_migrate_query'), schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendJson(
        reply,
        await tabs.migrateQuery(request.params.id, legacyFields(request), principalOf(request)),
      ),
  );

  api.delete(
    '/tabstateview/:id/query/:client_id',
    { config: tab('can_delete_query'), schema: { tags, params: TabQueryParams } },
    async (request, reply) => {
      const { id, client_id } = request.params;
      await tabs.deleteQuery(id, client_id, principalOf(request));
      return sendJson(reply, 'OK');
    },
  );

  api.post(
    '/tableschemaview/',
    { config: table('can_post'), schema: { tags, response: ok(CreatedIdResponse) } },
    async (request) => tabs.addTableSchema(legacyFields(request), principalOf(request)),
  );

  api.delete(
    '/tableschemaview/:id',
    { config: table('can_delete'), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await tabs.deleteTableSchema(request.params.id, principalOf(request));
      return sendJson(reply, 'OK');
    },
  );

  api.post(
    '/tableschemaview/:id/expanded',
    {
      config: table('can_expanded'),
      schema: { tags, params: IdParams, response: ok(TableSchemaExpandedResponse) },
    },
    async (request) => tabs.setExpanded(request.params.id, legacyFields(request), principalOf(request)),
  );
}
