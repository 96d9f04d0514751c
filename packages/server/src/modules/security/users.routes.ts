import {
  created,
  IdParams,
  MessageResponse,
  ok,
  UserCreateRequest,
  UserResponse,
  UserUpdateRequest,
} from '@loupe/core';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import type { ListService } from '../../platform/list/ListService.js';
import { registerListRoutes } from '../../platform/list/listRoutes.js';
import { access } from '../../security/routeAccess.js';
import { USER_LIST } from './userList.js';
import type { UserService } from './UserService.js';

export function registerUserRoutes(app: FastifyInstance, users: UserService, lists: ListService): void {
  const base = '/api/v1/security/users';
  const read = { access: access.can('can_read', 'User') };
  const write = { access: access.can('can_write', 'User') };
  const tags = ['Users'];
  const api = typed(app);
  registerListRoutes(app, USER_LIST, lists, { bulkDelete: (ids, principal) => users.delete(ids, principal) });

  api.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: IdParams, response: ok(UserResponse) } },
    async (request) => {
      const { id } = request.params;
      return { id, result: await users.get(id) };
    },
  );
  api.post(
    `${base}/`,
    { config: write, schema: { tags, body: UserCreateRequest, response: created(UserResponse) } },
    async (request, reply) => {
      const result = await users.create(request.body, principalOf(request));
      return reply.code(201).send({ id: result.id, result });
    },
  );
  api.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: IdParams, body: UserUpdateRequest, response: ok(UserResponse) },
    },
    async (request) => {
      const { id } = request.params;
      return { id, result: await users.update(id, request.body, principalOf(request)) };
    },
  );
  api.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, response: ok(MessageResponse) } },
    async (request) => {
      await users.delete([request.params.id], principalOf(request));
      return { message: 'OK' };
    },
  );
}
