import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokens,
  meStatus,
  putUser,
  refreshStatus,
  type ApiTokens,
} from '../../testing/sessions.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';

let t: TestApp;
let admin: Headers;
let gammaId: number;
let alphaId: number;

beforeAll(async () => {
  // The default principal cache (LOUPE_AUTH_CACHE_SECONDS=5) is on: revocations must pass it at once.
  t = await createTestApp();
  admin = await t.bearer();
  gammaId = await roleIdOf(t.app, admin, 'Gamma');
  alphaId = await roleIdOf(t.app, admin, 'Alpha');
});

afterAll(async () => {
  await t.close();
});

async function newUser(): Promise<{ id: number; username: string; password: string }> {
  const body = newUserBody([gammaId]);
  const { id } = await createUser(t.app, admin, body);
  return { id, username: body.username, password: body.password };
}

function logout(headers: Headers): Promise<LightMyRequestResponse> {
  return t.app.inject({ url: '/logout/', headers });
}

describe('logout', () => {
  it('revokes the session: the cookie no longer authenticates, even replayed', async () => {
    const { cookie } = await sessionLogin(t.app);
    expect(await meStatus(t.app, { cookie })).toBe(200);
    const res = await logout({ cookie });
    expect(res.statusCode).toBe(302);
    expect(await meStatus(t.app, { cookie })).toBe(401);
    // Replaying the logout itself changes nothing and still lands on the login page.
    expect((await logout({ cookie })).statusCode).toBe(302);
    expect(await meStatus(t.app, { cookie })).toBe(401);
  });

  it("leaves the user's other sessions signed in", async () => {
    const user = await newUser();
    const first = await sessionLogin(t.app, user.username, user.password);
    const second = await sessionLogin(t.app, user.username, user.password);
    await logout({ cookie: first.cookie });
    expect(await meStatus(t.app, { cookie: first.cookie })).toBe(401);
    expect(await meStatus(t.app, { cookie: second.cookie })).toBe(200);
  });

  it("with an API client's access token revokes that login: its access and refresh tokens", async () => {
    const user = await newUser();
    const login = await apiTokens(t.app, user.username, user.password);
    const other = await apiTokens(t.app, user.username, user.password);
    expect(await meStatus(t.app, login.bearer)).toBe(200);
    expect((await logout(login.bearer)).statusCode).toBe(302);
    expect(await meStatus(t.app, login.bearer)).toBe(401);
    expect(await refreshStatus(t.app, login.refresh)).toBe(401);
    expect(await meStatus(t.app, other.bearer)).toBe(200);
    expect(await refreshStatus(t.app, other.refresh)).toBe(200);
  });

  it('revokes access tokens that the refresh token of that login gave', async () => {
    const user = await newUser();
    const login = await apiTokens(t.app, user.username, user.password);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${login.refresh}` },
    });
    const bearer = { authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}` };
    expect(await meStatus(t.app, bearer)).toBe(200);
    await logout(login.bearer);
    expect(await meStatus(t.app, bearer)).toBe(401);
  });
});

describe("changing a user's password or roles", () => {
  async function signedIn(user: { username: string; password: string }): Promise<{
    cookie: Headers;
    api: ApiTokens;
  }> {
    const { cookie } = await sessionLogin(t.app, user.username, user.password);
    const api = await apiTokens(t.app, user.username, user.password);
    expect(await meStatus(t.app, { cookie })).toBe(200);
    return { cookie: { cookie }, api };
  }

  it.each<[string, (ids: { gamma: number; alpha: number }) => Record<string, unknown>]>([
    ['a new password', () => ({ password: 'a-brand-new-password' })],
    ['other roles', ({ gamma, alpha }) => ({ roles: [gamma, alpha] })],
    ['deactivation', () => ({ active: false })],
  ])('%s revokes all their sessions and refresh tokens', async (_name, change) => {
    const user = await newUser();
    const bystander = await signedIn(await newUser());
    const before = [await signedIn(user), await signedIn(user)];
    expect(await putUser(t.app, admin, user.id, change({ gamma: gammaId, alpha: alphaId }))).toBe(200);
    for (const { cookie, api } of before) {
      expect(await meStatus(t.app, cookie)).toBe(401);
      expect(await refreshStatus(t.app, api.refresh)).toBe(401);
    }
    expect(await meStatus(t.app, bystander.cookie)).toBe(200);
    expect(await refreshStatus(t.app, bystander.api.refresh)).toBe(200);
  });

  it('lets the user sign in again afterwards', async () => {
    const user = await newUser();
    await putUser(t.app, admin, user.id, { password: 'another-new-password' });
    const { cookie } = await sessionLogin(t.app, user.username, 'another-new-password');
    expect(await meStatus(t.app, { cookie })).toBe(200);
    const api = await apiTokens(t.app, user.username, 'another-new-password');
    expect(await refreshStatus(t.app, api.refresh)).toBe(200);
  });

  it('keeps a deactivated and reactivated user’s old sessions revoked', async () => {
    const user = await newUser();
    const { cookie } = await signedIn(user);
    await putUser(t.app, admin, user.id, { active: false });
    await putUser(t.app, admin, user.id, { active: true });
    expect(await meStatus(t.app, cookie)).toBe(401);
  });

  it('revokes nothing for a change of name or the same roles again', async () => {
    const user = await newUser();
    const { cookie, api } = await signedIn(user);
    expect(await putUser(t.app, admin, user.id, { last_name: 'Renamed', roles: [gammaId, gammaId] })).toBe(
      200,
    );
    expect(await meStatus(t.app, cookie)).toBe(200);
    expect(await refreshStatus(t.app, api.refresh)).toBe(200);
  });

  it('leaves access tokens to their short TTL, with the new grants applied at once', async () => {
    const user = await newUser();
    const { api } = await signedIn(user);
    await putUser(t.app, admin, user.id, { roles: [gammaId, alphaId] });
    const roles = await t.app.inject({ url: '/api/v1/me/roles/', headers: api.bearer });
    expect(roles.statusCode).toBe(200);
    expect(Object.keys(roles.json<{ result: { roles: object } }>().result.roles).sort()).toEqual([
      'Alpha',
      'Gamma',
    ]);
  });
});

describe('revocation across server nodes on one SQLite store', () => {
  let dataDir: string;
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-nodes-'));
    nodeA = await createTestApp({ LOUPE_DATA_DIR: dataDir });
    // Node B keeps no principal cache, so it reads every revocation from the store.
    nodeB = await createTestApp({ LOUPE_DATA_DIR: dataDir, LOUPE_AUTH_CACHE_SECONDS: '0' });
  });

  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a logout on one node ends the session on the other, and a password change the user's sessions", async () => {
    const { cookie } = await sessionLogin(nodeA.app);
    expect(await meStatus(nodeB.app, { cookie })).toBe(200);
    await nodeA.app.inject({ url: '/logout/', headers: { cookie } });
    expect(await meStatus(nodeB.app, { cookie })).toBe(401);

    const adminA = await nodeA.bearer();
    const body = newUserBody([await roleIdOf(nodeA.app, adminA, 'Gamma')]);
    const user = await createUser(nodeA.app, adminA, body);
    const session = await sessionLogin(nodeB.app, body.username, body.password);
    const api = await apiTokens(nodeB.app, body.username, body.password);
    expect(await putUser(nodeA.app, adminA, user.id, { password: 'changed-on-node-a' })).toBe(200);
    expect(await meStatus(nodeB.app, { cookie: session.cookie })).toBe(401);
    expect(await refreshStatus(nodeB.app, api.refresh)).toBe(401);
  });
});
