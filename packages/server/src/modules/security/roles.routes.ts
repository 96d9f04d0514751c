import { IdParams, RoleCreateRequest, RoleUpdateRequest } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { RoleService } from './RoleService.js';
import { PERMISSION_VIEW_LIST, ROLE_LIST } from './userList.js';

const PermissionIdsBody = Type.Object(
  { permission_view_menu_ids: Type.Array(Type.Integer()) },
  { additionalProperties: false },
);

export function registerRoleRoutes(app: FastifyInstance, roles: RoleService, lists: ListService): void {
  const base = '/api/v1/security/roles';
  const read = { access: access.can('can_read', 'Role') };
  const write = { access: access.can('can_write', 'Role') };
  const tags = ['Roles'];
  registerListRoutes(app, ROLE_LIST, lists, {
    bulkDelete: (ids) => roles.delete(ids),
    decorate: (page) => roles.nameListPermissions(page),
  });
  // Pairs come from the permission catalog; they are listed, never deleted through the API.
  registerListRoutes(app, PERMISSION_VIEW_LIST, lists, {});

  app.get(`${base}/:id`, { config: read, schema: { tags, params: IdParams } }, async (request) => {
    const { id } = request.params as IdParams;
    return { id, result: await roles.get(id) };
  });
  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: RoleCreateRequest } },
    async (request, reply) => {
      const result = await roles.create(request.body as RoleCreateRequest);
      return reply.code(201).send({ id: result.id, result });
    },
  );
  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, body: RoleUpdateRequest } },
    async (request) => {
      const { id } = request.params as IdParams;
      return { id, result: await roles.update(id, request.body as RoleUpdateRequest) };
    },
  );
  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await roles.delete([(request.params as IdParams).id]);
    return { message: 'OK' };
  });

  // FAB's role-permission endpoints, kept for clients that manage roles that way.
  app.get(
    `${base}/:id/permissions/`,
    { config: read, schema: { tags, params: IdParams } },
    async (request) => ({
      result: (await roles.get((request.params as IdParams).id)).permissions,
    }),
  );
  app.post(
    `${base}/:id/permissions`,
    { config: write, schema: { tags, params: IdParams, body: PermissionIdsBody } },
    async (request) => {
      const { id } = request.params as IdParams;
      const { permission_view_menu_ids } = request.body as { permission_view_menu_ids: number[] };
      await roles.update(id, { permissions: permission_view_menu_ids });
      return { result: { permission_view_menu_ids } };
    },
  );
}
