import type { UserResult } from '@loupe/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  getUser,
  newUserBody,
  roleIdOf,
  type Headers,
} from '../../testing/securityApi.testkit.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/testApp.testkit.js';

const USERS = '/api/v1/security/users';

let t: TestApp;
let admin: Headers;
const role: Record<'Admin' | 'Alpha' | 'Gamma' | 'sql_lab', number> = {
  Admin: 0,
  Alpha: 0,
  Gamma: 0,
  sql_lab: 0,
};

interface ListBody {
  count: number;
  ids: number[];
  result: (UserResult & Record<string, unknown>)[];
  [key: string]: unknown;
}

async function list(q: string): Promise<{ status: number; body: ListBody }> {
  const res = await t.app.inject({ url: `${USERS}/?q=${encodeURIComponent(q)}`, headers: admin });
  return { status: res.statusCode, body: res.json<ListBody>() };
}

async function usernames(q: string): Promise<string[]> {
  const { status, body } = await list(q);
  expect(status).toBe(200);
  return body.result.map((u) => u.username);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  for (const name of Object.keys(role) as (keyof typeof role)[]) {
    role[name] = await roleIdOf(t.app, admin, name);
  }
  await createUser(t.app, admin, newUserBody([role.Gamma], { username: 'f_alice' }));
});

afterAll(async () => {
  await t.close();
});

describe('CRUD', () => {
  it('creates, reads, updates and deletes a user with Superset envelopes', async () => {
    const body = newUserBody([role.Gamma], { first_name: 'Dora' });
    const created = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: body });
    expect(created.statusCode).toBe(201);
    const { id, result } = created.json<{ id: number; result: UserResult }>();
    expect(result).toEqual({
      id,
      first_name: 'Dora',
      last_name: body.last_name,
      username: body.username,
      email: body.email,
      active: true,
      roles: [{ id: role.Gamma, name: 'Gamma' }],
      created_on: expect.any(String),
      changed_on: expect.any(String),
      last_login: null,
      login_count: 0,
      fail_login_count: 0,
    });

    const got = await t.app.inject({ url: `${USERS}/${id}`, headers: admin });
    expect(got.json()).toEqual({ id, result });

    const put = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${id}`,
      headers: admin,
      payload: { last_name: 'Renamed', roles: [role.Alpha, role.sql_lab] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      id,
      result: {
        ...result,
        last_name: 'Renamed',
        roles: [
          { id: role.Alpha, name: 'Alpha' },
          { id: role.sql_lab, name: 'sql_lab' },
        ],
        changed_on: expect.any(String),
      },
    });

    const del = await t.app.inject({ method: 'DELETE', url: `${USERS}/${id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'OK' });
    const gone = await t.app.inject({ url: `${USERS}/${id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: expect.any(String) });
  });

  it.each([['GET'], ['PUT'], ['DELETE']] as const)('%s of a missing user is 404', async (method) => {
    const res = await t.app.inject({
      method,
      url: `${USERS}/99999`,
      headers: admin,
      ...(method === 'PUT' && { payload: { last_name: 'x' } }),
    });
    expect(res.statusCode).toBe(404);
  });

  it('bulk deletes with q=!(a,b)', async () => {
    const a = await createUser(t.app, admin, newUserBody([role.Gamma]));
    const b = await createUser(t.app, admin, newUserBody([role.Gamma]));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/?q=!(${a.id},${b.id})`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted 2 users' });
    for (const id of [a.id, b.id]) {
      expect((await t.app.inject({ url: `${USERS}/${id}`, headers: admin })).statusCode).toBe(404);
    }
  });

  it('fails a bulk delete naming an unknown id with 404 and deletes nothing', async () => {
    const a = await createUser(t.app, admin, newUserBody([role.Gamma]));
    const res = await t.app.inject({ method: 'DELETE', url: `${USERS}/?q=!(${a.id},99999)`, headers: admin });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${USERS}/${a.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('refuses to delete your own user, alone or in bulk', async () => {
    const other = await createUser(t.app, admin, newUserBody([role.Gamma]));
    const single = await t.app.inject({ method: 'DELETE', url: `${USERS}/1`, headers: admin });
    expect(single.statusCode).toBe(422);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `${USERS}/?q=!(1,${other.id})`,
      headers: admin,
    });
    expect(bulk.statusCode).toBe(422);
    expect((await getUser(t.app, admin, 1)).username).toBe('admin');
    expect((await getUser(t.app, admin, other.id)).id).toBe(other.id);
  });

  it('refuses to deactivate your own user', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/1`,
      headers: admin,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(422);
    expect((await getUser(t.app, admin, 1)).active).toBe(true);
  });
});

describe('validation', () => {
  it('names every missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: {} });
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: Record<string, string[]> }>();
    expect(Object.keys(message).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'roles',
      'username',
    ]);
    expect(message.username).toEqual(['Missing data for required field.']);
  });

  it.each([
    ['POST', `${USERS}/`, { ...newUserBody([1]), is_admin: true }],
    ['PUT', `${USERS}/1`, { nickname: 'x' }],
  ] as const)('%s refuses unknown fields', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: admin, payload });
    expect(res.statusCode).toBe(400);
    const field = Object.keys(payload).find((k) => k === 'is_admin' || k === 'nickname') as string;
    expect(res.json()).toEqual({ message: { [field]: ['Unknown field.'] } });
  });

  it('does not coerce body types: a number for a name or a bare id for roles is a 400', async () => {
    for (const payload of [
      newUserBody([role.Gamma], { first_name: 123 as unknown as string }),
      { ...newUserBody([role.Gamma]), roles: role.Gamma },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers a duplicate username with 422 and saves nothing', async () => {
    const before = (await list('(page_size:100)')).body.count;
    const body = newUserBody([role.Gamma], { username: 'f_alice', email: 'second-alice@example.com' });
    const res = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { username: [expect.any(String)] } });
    expect((await list('(page_size:100)')).body.count).toBe(before);
    expect(await usernames(`(filters:!((col:email,opr:eq,value:'${body.email}')))`)).toEqual([]);
  });

  it('answers the loser of two concurrent creates with 422, not 500', async () => {
    const body = newUserBody([role.Gamma]);
    const post = (): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: body });
    const statuses = (await Promise.all([post(), post()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
    expect(await usernames(`(filters:!((col:username,opr:eq,value:'${body.username}')))`)).toEqual([
      body.username,
    ]);
  });

  it('answers an email that differs only in case with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${USERS}/`,
      headers: admin,
      payload: newUserBody([role.Gamma], { email: 'F_ALICE@EXAMPLE.COM' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { email: [expect.any(String)] } });
  });

  it('answers a role id that does not exist with 422 and saves nothing', async () => {
    const body = newUserBody([role.Gamma, 9999]);
    const res = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: { roles: [expect.stringContaining('9999')] } });
    expect(await usernames(`(filters:!((col:username,opr:eq,value:'${body.username}')))`)).toEqual([]);
  });
});

describe('permissions', () => {
  it('Gamma gets 403 Forbidden on users and roles but 200 on /me/', async () => {
    const body = newUserBody([role.Gamma]);
    await createUser(t.app, admin, body);
    const gamma = await t.bearer(body.username, body.password);
    const forbidden: [string, string, unknown?][] = [
      ['GET', `${USERS}/`],
      ['GET', `${USERS}/1`],
      ['GET', `${USERS}/_info`],
      ['GET', `${USERS}/related/roles`],
      ['POST', `${USERS}/`, newUserBody([role.Admin])],
      ['PUT', `${USERS}/1`, { last_name: 'x' }],
      ['DELETE', `${USERS}/1`],
      ['GET', '/api/v1/security/roles/'],
      ['POST', '/api/v1/security/roles/', { name: 'mine' }],
      ['GET', '/api/v1/security/permissions-resources/'],
    ];
    for (const [method, url, payload] of forbidden) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: gamma,
        ...(payload ? { payload } : {}),
      });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, { message: 'Forbidden' }]);
    }
    expect((await t.app.inject({ url: '/api/v1/me/', headers: gamma })).statusCode).toBe(200);
  });

  it('anonymous callers get 401 on users', async () => {
    expect((await t.app.inject({ url: `${USERS}/` })).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('lets a new user log in, and a changed password replaces the old one', async () => {
    const body = newUserBody([role.Gamma]);
    const user = await createUser(t.app, admin, body);
    await expect(t.bearer(body.username, body.password)).resolves.toHaveProperty('authorization');
    const put = await t.app.inject({
      method: 'PUT',
      url: `${USERS}/${user.id}`,
      headers: admin,
      payload: { password: 'brand-new-secret' },
    });
    expect(put.statusCode).toBe(200);
    await expect(t.bearer(body.username, body.password)).rejects.toThrow(/401/);
    await expect(t.bearer(body.username, 'brand-new-secret')).resolves.toHaveProperty('authorization');
  });

  it('never appear in any response', async () => {
    const body = newUserBody([role.Gamma], { password: 'visible-secret-123' });
    const created = await t.app.inject({ method: 'POST', url: `${USERS}/`, headers: admin, payload: body });
    const id = created.json<{ id: number }>().id;
    const responses = [
      created,
      await t.app.inject({ url: `${USERS}/${id}`, headers: admin }),
      await t.app.inject({
        method: 'PUT',
        url: `${USERS}/${id}`,
        headers: admin,
        payload: { password: 'other-secret-456' },
      }),
      await t.app.inject({ url: `${USERS}/?q=(page_size:100)`, headers: admin }),
      await t.app.inject({ url: `${USERS}/?q=(columns:!(id,username))`, headers: admin }),
      await t.app.inject({ url: '/api/v1/me/', headers: admin }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.body).not.toMatch(/visible-secret-123|other-secret-456|\$argon2|"password"/);
      expect(res.body).not.toContain(TEST_ADMIN_PASSWORD);
    }
  });
});
