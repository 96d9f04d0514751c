import { IdParams, UserCreateRequest, UserUpdateRequest } from '@loupe/core';
import type { FastifyInstance } from 'fastify';
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
  registerListRoutes(app, USER_LIST, lists, { bulkDelete: (ids, principal) => users.delete(ids, principal) });

  app.get(`${base}/:id`, { config: read, schema: { tags, params: IdParams } }, async (request) => {
    const { id } = request.params as IdParams;
    return { id, result: await users.get(id) };
  });
  app.post(
    `${base}/`,
    { config: write, schema: { tags, body: UserCreateRequest } },
    async (request, reply) => {
      const result = await users.create(request.body as UserCreateRequest, request.principal!);
      return reply.code(201).send({ id: result.id, result });
    },
  );
  app.put(
    `${base}/:id`,
    { config: write, schema: { tags, params: IdParams, body: UserUpdateRequest } },
    async (request) => {
      const { id } = request.params as IdParams;
      return { id, result: await users.update(id, request.body as UserUpdateRequest, request.principal!) };
    },
  );
  app.delete(`${base}/:id`, { config: write, schema: { tags, params: IdParams } }, async (request) => {
    await users.delete([(request.params as IdParams).id], request.principal!);
    return { message: 'OK' };
  });
}
