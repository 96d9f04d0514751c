import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, loginCsrf, type TestApp } from '../../testing/testApp.testkit.js';
import { TOO_MANY_LOGINS } from './auth.routes.js';

/** LOUPE_LOGIN_RATE_LIMIT: one counter per username and one per address, shared by both login routes. */
describe('login rate limit', () => {
  let t: TestApp;
  let admin: Headers;
  let gammaId: number;

  beforeAll(async () => {
    t = await createTestApp({ LOUPE_LOGIN_RATE_LIMIT: '3', LOUPE_LOGIN_RATE_WINDOW_SECONDS: '600' });
    // The admin's bearer login counts once for admin and 127.0.0.1; the tests use other addresses.
    admin = await t.bearer();
    gammaId = await roleIdOf(t.app, admin, 'Gamma');
  });

  afterAll(async () => {
    await t.close();
  });

  async function newUser(): Promise<{ username: string; password: string }> {
    const body = newUserBody([gammaId]);
    await createUser(t.app, admin, body);
    return body;
  }

  function apiLogin(username: string, password: string, address: string): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      remoteAddress: address,
      payload: { username, password },
    });
  }

  async function pageLogin(
    username: string,
    password: string,
    address: string,
  ): Promise<LightMyRequestResponse> {
    const pre = await loginCsrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/login/',
      remoteAddress: address,
      headers: { cookie: pre.cookie, 'x-csrftoken': pre.csrf },
      payload: { username, password },
    });
  }

  it("counts one username's attempts on both routes from any address, then 429 even with the right password", async () => {
    const user = await newUser();
    const statuses = [
      (await apiLogin(user.username, 'wrong', '10.1.0.1')).statusCode,
      (await pageLogin(user.username, 'wrong', '10.1.0.2')).statusCode,
      (await apiLogin(user.username, 'wrong', '10.1.0.3')).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    for (const blocked of [
      await pageLogin(user.username, user.password, '10.1.0.4'),
      await apiLogin(user.username, user.password, '10.1.0.5'),
    ]) {
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY_LOGINS });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.cookies.find((c) => c.name === 'session')).toBeUndefined();
    }
    // Other users are not held back by this one's counter.
    const other = await newUser();
    expect((await apiLogin(other.username, other.password, '10.1.0.6')).statusCode).toBe(200);
  });

  it("counts one address's attempts on both routes whatever usernames it tries", async () => {
    const address = '10.2.0.1';
    const statuses = [
      (await pageLogin('guess-a', 'x', address)).statusCode,
      (await apiLogin('guess-b', 'x', address)).statusCode,
      (await pageLogin('guess-c', 'x', address)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    const user = await newUser();
    const blocked = await apiLogin(user.username, user.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_LOGINS });
    expect((await apiLogin(user.username, user.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count login posts refused for their CSRF token', async () => {
    const user = await newUser();
    const address = '10.3.0.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login/',
        remoteAddress: address,
        payload: { username: user.username, password: 'wrong' },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await pageLogin(user.username, user.password, address)).statusCode).toBe(200);
  });
});
