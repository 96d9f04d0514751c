import type { MeResult, MeRolesResult, UserResult } from '@loupe/core';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  getUser,
  newUserBody,
  roleIdOf,
  type Headers,
} from '../../testing/securityApi.testkit.js';
import {
  createTestApp,
  loginCsrf,
  sessionLogin,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../testing/testApp.testkit.js';
import { INVALID_LOGIN } from './AuthService.js';

let t: TestApp;
let admin: Headers;
let gammaId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  gammaId = await roleIdOf(t.app, admin, 'Gamma');
});

afterAll(async () => {
  await t.close();
});

function apiLogin(username: string, password: string, refresh?: boolean): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db', ...(refresh !== undefined && { refresh }) },
  });
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

describe('POST /api/v1/security/login', () => {
  it('returns an access and a refresh token', async () => {
    const res = await apiLogin('admin', TEST_ADMIN_PASSWORD, true);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; refresh_token: string }>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(body.access_token).toMatch(JWT_SHAPE);
    expect(body.refresh_token).toMatch(JWT_SHAPE);
    expect(body.refresh_token).not.toBe(body.access_token);
  });

  it('returns only an access token without refresh', async () => {
    const res = await apiLogin('admin', TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await apiLogin('admin', 'not-the-password');
    const unknown = await apiLogin('nobody-here', 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Not authorized' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an inactive user with the right password', async () => {
    const body = newUserBody([gammaId], { active: false });
    await createUser(t.app, admin, body);
    const res = await apiLogin(body.username, body.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authorized' });
  });

  it('rejects a body without a password as a validation error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { password: ['Missing data for required field.'] } });
  });
});

describe('POST /api/v1/security/refresh', () => {
  async function tokens(): Promise<{ access_token: string; refresh_token: string }> {
    return (await apiLogin('admin', TEST_ADMIN_PASSWORD, true)).json();
  }

  it('gives a new access token for a refresh token', async () => {
    const { refresh_token } = await tokens();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json<{ access_token: string }>();
    expect(Object.keys(res.json())).toEqual(['access_token']);
    const me = await t.app.inject({
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ result: MeResult }>().result.username).toBe('admin');
  });

  it.each([
    ['an access token', async (): Promise<string | undefined> => (await tokens()).access_token],
    ['garbage', async (): Promise<string | undefined> => 'not.a.token'],
    ['no token', async (): Promise<string | undefined> => undefined],
  ])('refuses %s with 401', async (_name, token) => {
    const value = await token();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: value ? { authorization: `Bearer ${value}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token } = await tokens();
    const res = await t.app.inject({
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('/api/v1/me/', () => {
  it('describes the caller', async () => {
    const res = await t.app.inject({ url: '/api/v1/me/', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        id: 1,
        username: 'admin',
        first_name: 'Admin',
        last_name: 'User',
        email: 'admin@localhost',
        is_active: true,
        is_anonymous: false,
      },
    });
  });

  it('lists roles as [permission, view] pairs', async () => {
    const res = await t.app.inject({ url: '/api/v1/me/roles/', headers: admin });
    expect(res.statusCode).toBe(200);
    const result = res.json<{ result: MeRolesResult }>().result;
    expect(result).toMatchObject({ id: 1, username: 'admin', is_active: true });
    expect(Object.keys(result.roles)).toEqual(['Admin']);
    for (const pair of result.roles.Admin ?? []) {
      expect(pair).toEqual([expect.any(String), expect.any(String)]);
    }
    expect(result.roles.Admin).toContainEqual(['can_read', 'User']);
    expect(result.roles.Admin).toContainEqual(['can_write', 'Role']);
    expect(result.permissions).toEqual({ datasource_access: [], database_access: [] });
  });

  it("shows a Gamma user only Gamma's pairs", async () => {
    const body = newUserBody([gammaId]);
    await createUser(t.app, admin, body);
    const res = await t.app.inject({
      url: '/api/v1/me/roles/',
      headers: await t.bearer(body.username, body.password),
    });
    const roles = res.json<{ result: MeRolesResult }>().result.roles;
    expect(Object.keys(roles)).toEqual(['Gamma']);
    expect(roles.Gamma).toContainEqual(['can_read', 'Chart']);
    expect(roles.Gamma).not.toContainEqual(['can_read', 'User']);
  });

  it('is 401 {message} for an anonymous caller', async () => {
    const res = await t.app.inject({ url: '/api/v1/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['a garbage bearer', 'Bearer garbage'],
    ['a three-part non-token', 'Bearer x.y.z'],
  ])('is 401 for %s', async (_name, authorization) => {
    const res = await t.app.inject({ url: '/api/v1/me/', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('is 401 for a well-formed token signed with another key', async () => {
    const forged = await new SignJWT({ type: 'access', sid: 'x', fresh: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-key-0123456789'));
    const res = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });

  it("stops accepting a user's token once the user is deactivated", async () => {
    const body = newUserBody([gammaId]);
    const user = await createUser(t.app, admin, body);
    const headers = await t.bearer(body.username, body.password);
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${user.id}`,
      headers: admin,
      payload: { active: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me/', headers })).statusCode).toBe(401);
  });
});

describe('session login and CSRF', () => {
  it('POST /login/ sets an HttpOnly session cookie that authenticates', async () => {
    const { cookie, response } = await sessionLogin(t.app);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(response.json()).toMatchObject({ result: { id: 1, username: 'admin' } });
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('POST /login/ with a wrong password is 401 without a cookie', async () => {
    const pre = await loginCsrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { cookie: pre.cookie, 'x-csrftoken': pre.csrf },
      payload: { username: 'admin', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: INVALID_LOGIN });
    expect(res.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  function createRole(headers: Headers): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers,
      payload: { name: `csrf-role-${Math.random().toString(36).slice(2)}` },
    });
  }

  it('refuses a cookie mutation without X-CSRFToken (SIP-40 errors)', async () => {
    const { cookie } = await sessionLogin(t.app);
    const res = await createRole({ cookie });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: { message: string; error_type: string; level: string }[] }>();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('CSRF token');
    expect(errors[0]).toMatchObject({ error_type: expect.any(String), level: 'error' });
  });

  it('refuses a cookie mutation with a wrong token', async () => {
    const { cookie } = await sessionLogin(t.app);
    const res = await createRole({ cookie, 'x-csrftoken': 'wrong-token' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CSRF token');
  });

  it("refuses another session's token", async () => {
    const first = await sessionLogin(t.app);
    const second = await sessionLogin(t.app);
    expect(second.csrf).not.toBe(first.csrf);
    const res = await createRole({ cookie: first.cookie, 'x-csrftoken': second.csrf });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a cookie mutation with the right token', async () => {
    const { cookie, csrf } = await sessionLogin(t.app);
    const res = await createRole({ cookie, 'x-csrftoken': csrf });
    expect(res.statusCode).toBe(201);
  });

  it('does not ask bearer clients for a CSRF token', async () => {
    const res = await createRole(admin);
    expect(res.statusCode).toBe(201);
  });

  it('GET /logout/ clears the cookie and redirects to /login/', async () => {
    const { cookie } = await sessionLogin(t.app);
    const res = await t.app.inject({ url: '/logout/', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login/');
    const cleared = res.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
  });
});

describe('login counters', () => {
  it('count successes and failures on the user', async () => {
    const body = newUserBody([gammaId]);
    const user = await createUser(t.app, admin, body);
    expect(user).toMatchObject({ login_count: 0, fail_login_count: 0, last_login: null });

    expect((await apiLogin(body.username, 'wrong')).statusCode).toBe(401);
    expect((await apiLogin(body.username, 'wrong')).statusCode).toBe(401);
    let row: UserResult = await getUser(t.app, admin, user.id);
    expect(row).toMatchObject({ login_count: 0, fail_login_count: 2, last_login: null });

    const before = Date.now();
    expect((await apiLogin(body.username, body.password)).statusCode).toBe(200);
    await sessionLogin(t.app, body.username, body.password);
    row = await getUser(t.app, admin, user.id);
    expect(row.login_count).toBe(2);
    expect(row.fail_login_count).toBe(0);
    expect(Date.parse(row.last_login ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });
});
