import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { apiTokens, meStatus, putUser, refreshStatus } from '../../testing/sessions.testkit.js';
import {
  createTestApp,
  sessionLogin,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../testing/testApp.testkit.js';

/**
 * Revocation on a PostgreSQL metadata store (production's) shared by two server nodes, each with its
 * own data dir and the same secret key, as a scaled-out deployment runs them.
 */
describe('session revocation across nodes on PostgreSQL metadata', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: Headers;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    const shared = { LOUPE_METADATA_URL: pg.url, LOUPE_SECRET_KEY: 'a-secret-key-both-nodes-share-0123' };
    nodeA = await createTestApp(shared);
    // Node B keeps no principal cache, so it reads every revocation from the store.
    nodeB = await createTestApp({ ...shared, LOUPE_AUTH_CACHE_SECONDS: '0' });
    admin = await nodeA.bearer();
  });

  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await drop();
  });

  it('a logout on node A ends the session and API login on node B', async () => {
    const { cookie } = await sessionLogin(nodeA.app);
    const api = await apiTokens(nodeA.app, 'admin', TEST_ADMIN_PASSWORD);
    expect(await meStatus(nodeB.app, { cookie })).toBe(200);
    await nodeA.app.inject({ url: '/logout/', headers: { cookie } });
    await nodeA.app.inject({ url: '/logout/', headers: api.bearer });
    expect(await meStatus(nodeB.app, { cookie })).toBe(401);
    expect(await meStatus(nodeB.app, api.bearer)).toBe(401);
    expect(await refreshStatus(nodeB.app, api.refresh)).toBe(401);
  });

  it("a password change, then a role change, on node A revoke the user's logins on node B", async () => {
    const gamma = await roleIdOf(nodeA.app, admin, 'Gamma');
    const body = newUserBody([gamma]);
    const user = await createUser(nodeA.app, admin, body);
    const first = await sessionLogin(nodeB.app, body.username, body.password);
    const firstApi = await apiTokens(nodeB.app, body.username, body.password);
    expect(await putUser(nodeA.app, admin, user.id, { password: 'changed-on-node-a' })).toBe(200);
    expect(await meStatus(nodeB.app, { cookie: first.cookie })).toBe(401);
    expect(await refreshStatus(nodeB.app, firstApi.refresh)).toBe(401);

    const second = await sessionLogin(nodeB.app, body.username, 'changed-on-node-a');
    expect(await meStatus(nodeB.app, { cookie: second.cookie })).toBe(200);
    const alpha = await roleIdOf(nodeA.app, admin, 'Alpha');
    expect(await putUser(nodeA.app, admin, user.id, { roles: [alpha] })).toBe(200);
    expect(await meStatus(nodeB.app, { cookie: second.cookie })).toBe(401);

    // The user's revocation record goes with the user.
    const del = await nodeA.app.inject({
      method: 'DELETE',
      url: `/api/v1/security/users/${user.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
  });
});
