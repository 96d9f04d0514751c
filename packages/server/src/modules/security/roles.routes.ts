import {
  created,
  IdParams,
  MessageResponse,
  ok,
  RoleCreateRequest,
  RolePermissionIdsRequest,
  RolePermissionIdsResponse,
  RolePermissionsResponse,
  RoleResponse,
  RoleUpdateRequest,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import type { RoleService } from './RoleService.js';
import { PERMISSION_VIEW_LIST, ROLE_LIST } from './userList.js';

export function registerRoleRoutes(app: FastifyInstance, roles: RoleService, lists: ListService): void {
  const base = '/api/v1/security/roles';
  const read = { access: access.can('can_read', 'Role') };
  const write = { access: access.can('can_write', 'Role') };
  const tags = ['Roles'];
  const api = typed(app);
  registerListRoutes(app, ROLE_LIST, lists, {
    bulkDelete: (ids) => roles.delete(ids),
    decorate: (page) => roles.nameListPermissions(page),
  });
  // Pairs come from the permission catalog; they are listed, never deleted through the API.
  registerListRoutes(app, PERMISSION_VIEW_LIST, lists, {});

  api.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: IdParams, response: ok(RoleResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await roles.get(id) };
    },
  );
  api.post(
    `${base}/`,
    { config: write, schema: { tags, body: RoleCreateRequest, response: created(RoleResponse) } },
    async (request, reply) => {
      const result = await roles.create(request.body);
      return reply.code(201).send({ id: result.id, result });
    },
  );
  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, body: RoleUpdateRequest, response: ok(RoleResponse) },
    },
    async (request) => {
      const { id } = request.params;
      return { id, result: await roles.update(id, request.body) };
    },
  );
  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await roles.delete([request.params.id]);
      return { message: 'OK' };
    },
  );

  // FAB's role-permission endpoints, kept for clients that manage roles that way.
  api.get(
    `${base}/:id/permissions/`,
    { config: read, schema: { tags, params: IdParams, response: ok(RolePermissionsResponse) } },
    async (request) => ({
      result: (await roles.get(request.params.id)).permissions,
    }),
  );
  api.post(
    `${base}/:id/permissions`,
    {
      config: write,
      schema: {
        tags,
        params: IdParams,
        body: RolePermissionIdsRequest,
        response: ok(RolePermissionIdsResponse),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { permission_view_menu_ids } = request.body;
      await roles.update(id, { permissions: permission_view_menu_ids });
      return { result: { permission_view_menu_ids } };
    },
  );
}
