import type { UserCreateRequest, UserResult } from '@loupe/core';
import type { FastifyInstance } from 'fastify';

export type Headers = Record<string, string>;

/** The id of a role found by exact name through the roles API. */
export async function roleIdOf(app: FastifyInstance, headers: Headers, name: string): Promise<number> {
  const res = await app.inject({
    url: `/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'${name}')))`,
    headers,
  });
  const found = res.json<{ result: { id: number; name: string }[] }>().result.find((r) => r.name === name);
  if (!found) throw new Error(`role ${name} not found: ${res.statusCode} ${res.body}`);
  return found.id;
}

let counter = 0;

/** A valid user-creation body with unique username and email; override any field. */
export function newUserBody(roles: number[], overrides: Partial<UserCreateRequest> = {}): UserCreateRequest {
  counter += 1;
  const username = overrides.username ?? `user${counter}_${process.pid}`;
  return {
    first_name: 'Test',
    last_name: `User ${counter}`,
    username,
    email: `${username}@example.com`,
    active: true,
    roles,
    password: `pw-${username}`,
    ...overrides,
  };
}

/** Creates a user through POST /api/v1/security/users/ and returns it; throws unless 201. */
export async function createUser(
  app: FastifyInstance,
  headers: Headers,
  body: UserCreateRequest,
): Promise<UserResult> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/security/users/', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result: UserResult }>().result;
}

/** Reads one user through GET /api/v1/security/users/<id>. */
export async function getUser(app: FastifyInstance, headers: Headers, id: number): Promise<UserResult> {
  const res = await app.inject({ url: `/api/v1/security/users/${id}`, headers });
  if (res.statusCode !== 200) throw new Error(`get user failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result: UserResult }>().result;
}
