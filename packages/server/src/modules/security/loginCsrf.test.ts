import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CSRF_INVALID, LOGIN_CSRF_MISSING } from '../../security/loginCsrf.js';
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

const CSRF_URL = '/api/v1/security/csrf_token/';
const PRE_COOKIE = 'loupe_login_csrf';

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

function postLogin(
  headers: Record<string, string>,
  payload: Record<string, string> = { username: 'admin', password: TEST_ADMIN_PASSWORD },
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/login/', headers, payload });
}

function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'session')?.value;
}

describe('GET /api/v1/security/csrf_token/ for an anonymous browser', () => {
  it('answers a token bound to a new HttpOnly, SameSite=Strict pre-session cookie, not cached', async () => {
    const res = await t.app.inject({ url: CSRF_URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: expect.stringMatching(/^[\w-]{43}$/) });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === PRE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('keeps the browser’s pre-session: the same cookie gets the same token and no new cookie', async () => {
    const first = await loginCsrf(t.app);
    const again = await t.app.inject({ url: CSRF_URL, headers: { cookie: first.cookie } });
    expect(again.json()).toEqual({ result: first.csrf });
    expect(again.cookies.find((c) => c.name === PRE_COOKIE)).toBeUndefined();
  });

  it('gives each browser its own token', async () => {
    const a = await loginCsrf(t.app);
    const b = await loginCsrf(t.app);
    expect(a.cookie).not.toBe(b.cookie);
    expect(a.csrf).not.toBe(b.csrf);
  });

  it('replaces a malformed pre-session cookie', async () => {
    const res = await t.app.inject({ url: CSRF_URL, headers: { cookie: `${PRE_COOKIE}=short` } });
    expect(res.cookies.find((c) => c.name === PRE_COOKIE)?.value).toMatch(/^[\w-]{22}$/);
  });
});

describe('POST /login/ needs the login CSRF token', () => {
  it('accepts the token of its pre-session cookie in X-CSRFToken and spends the pre-session', async () => {
    const pre = await loginCsrf(t.app);
    const res = await postLogin({ cookie: pre.cookie, 'x-csrftoken': pre.csrf });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBeTruthy();
    const spent = res.cookies.find((c) => c.name === PRE_COOKIE);
    expect(spent?.value).toBe('');
    expect(spent?.maxAge).toBe(0);
  });

  it("accepts the token in the form's csrf_token field, as Superset's login form posts it", async () => {
    const pre = await loginCsrf(t.app);
    const form = new URLSearchParams({
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
      csrf_token: pre.csrf,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { cookie: pre.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeTruthy();
  });

  it.each<[string, () => Promise<Record<string, string>>, string]>([
    ['no token', async () => ({ cookie: (await loginCsrf(t.app)).cookie }), LOGIN_CSRF_MISSING],
    [
      'a token without its cookie',
      async () => ({ 'x-csrftoken': (await loginCsrf(t.app)).csrf }),
      LOGIN_CSRF_INVALID,
    ],
    [
      "another browser's token",
      async () => ({
        cookie: (await loginCsrf(t.app)).cookie,
        'x-csrftoken': (await loginCsrf(t.app)).csrf,
      }),
      LOGIN_CSRF_INVALID,
    ],
    [
      'a made-up token',
      async () => ({ cookie: (await loginCsrf(t.app)).cookie, 'x-csrftoken': 'x'.repeat(43) }),
      LOGIN_CSRF_INVALID,
    ],
  ])('refuses %s with 400 {message}', async (_name, headers, message) => {
    const res = await postLogin(await headers());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('changes nothing when refused: no session, no login counted, right or wrong password', async () => {
    const body = newUserBody([gammaId]);
    const user = await createUser(t.app, admin, body);
    const { cookie } = await loginCsrf(t.app);
    for (const password of [body.password, 'wrong-password']) {
      const res = await postLogin({ cookie }, { username: body.username, password });
      expect(res.statusCode).toBe(400);
      expect(res.cookies).toEqual([]);
    }
    expect(await getUser(t.app, admin, user.id)).toMatchObject({
      login_count: 0,
      fail_login_count: 0,
      last_login: null,
    });
  });

  it('accepts a signed-in browser’s session token, and ends the session it replaces', async () => {
    const before = await sessionLogin(t.app);
    const res = await postLogin({ cookie: before.cookie, 'x-csrftoken': before.csrf });
    expect(res.statusCode).toBe(200);
    const after = sessionCookieOf(res);
    expect(after).toBeTruthy();
    expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie: before.cookie } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/v1/me/', headers: { cookie: `session=${after}` } })).statusCode,
    ).toBe(200);
  });

  it('does not ask the JSON login API for a CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
  });
});

describe('login CSRF behind HTTPS', () => {
  let secure: TestApp;

  beforeAll(async () => {
    secure = await createTestApp({ LOUPE_SECURE_COOKIES: 'true' });
  });

  afterAll(async () => {
    await secure.close();
  });

  it('names the pre-session cookie __Host- and marks it Secure', async () => {
    const res = await secure.app.inject({ url: CSRF_URL });
    const cookie = res.cookies.find((c) => c.name === '__Host-loupe_login_csrf');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie).not.toHaveProperty('domain');
    const login = await secure.app.inject({
      method: 'POST',
      url: '/login/',
      headers: {
        cookie: `${cookie?.name}=${cookie?.value}`,
        'x-csrftoken': res.json<{ result: string }>().result,
      },
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
