import { IdParams } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { legacyFields, sendJson } from '../../platform/legacyForm.js';
import { access } from '../../security/routeAccess.js';
import type { TabStateService } from './TabStateService.js';

const QueryParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  client_id: Type.String({ minLength: 1, maxLength: 11 }),
});
type QueryParams = Static<typeof QueryParams>;

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

  app.get(
    '/api/v1/sqllab/',
    { config: { access: access.can('can_read', 'SQLLab') }, schema: { tags } },
    async (request) => ({
      result: await tabs.bootstrap(request.principal!),
    }),
  );

  app.post('/tabstateview/', { config: tab('can_post'), schema: { tags } }, async (request) =>
    tabs.create(legacyFields(request), request.principal!),
  );

  app.get(
    '/tabstateview/:id',
    { config: tab('can_get'), schema: { tags, params: IdParams } },
    async (request) => tabs.get((request.params as IdParams).id, request.principal!),
  );

  app.put(
    '/tabstateview/:id',
    { config: tab('can_put'), schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendJson(
        reply,
        await tabs.update((request.params as IdParams).id, legacyFields(request), request.principal!),
      ),
  );

  app.delete(
    '/tabstateview/:id',
    { config: tab('can_delete'), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await tabs.delete((request.params as IdParams).id, request.principal!);
      return sendJson(reply, 'OK');
    },
  );

  app.post(
    '/tabstateview/:id/activate',
    { config: tab('can_activate'), schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendJson(reply, await tabs.activate((request.params as IdParams).id, request.principal!)),
  );

  app.post(
    '/tabstateview/:id/migrate_query',
    { config: tab('can_migrate_query'), schema: { tags, params: IdParams } },
    async (request, reply) =>
      sendJson(
        reply,
        await tabs.migrateQuery((request.params as IdParams).id, legacyFields(request), request.principal!),
      ),
  );

  app.delete(
    '/tabstateview/:id/query/:client_id',
    { config: tab('can_delete_query'), schema: { tags, params: QueryParams } },
    async (request, reply) => {
      const { id, client_id } = request.params as QueryParams;
      await tabs.deleteQuery(id, client_id, request.principal!);
      return sendJson(reply, 'OK');
    },
  );

  app.post('/tableschemaview/', { config: table('can_post'), schema: { tags } }, async (request) =>
    tabs.addTableSchema(legacyFields(request), request.principal!),
  );

  app.delete(
    '/tableschemaview/:id',
    { config: table('can_delete'), schema: { tags, params: IdParams } },
    async (request, reply) => {
      await tabs.deleteTableSchema((request.params as IdParams).id, request.principal!);
      return sendJson(reply, 'OK');
    },
  );

  app.post(
    '/tableschemaview/:id/expanded',
    { config: table('can_expanded'), schema: { tags, params: IdParams } },
    async (request) =>
      tabs.setExpanded((request.params as IdParams).id, legacyFields(request), request.principal!),
  );
}
