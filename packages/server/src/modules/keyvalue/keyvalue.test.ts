import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';

describe('key-value share links and SQL Lab permalinks', () => {
  let t: TestApp;
  let admin: Headers;
  let gamma: Headers;
  let sqlLab: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
    const gammaRole = await roleIdOf(t.app, admin, 'Gamma');
    const g = newUserBody([gammaRole]);
    const s = newUserBody([gammaRole, await roleIdOf(t.app, admin, 'sql_lab')]);
    await createUser(t.app, admin, g);
    await createUser(t.app, admin, s);
    gamma = await t.bearer(g.username, g.password);
    sqlLab = await t.bearer(s.username, s.password);
  });
  afterAll(async () => t.close());

  it('stores form data in the legacy KV store and reads the same text back', async () => {
    const data = JSON.stringify({ dbId: 1, sql: 'SELECT 1', title: 'Shared' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    const read = await t.app.inject({ url: `/kv/${id}/`, headers: sqlLab });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe(data);
    expect((await t.app.inject({ url: '/kv/99999/', headers: admin })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/kv/store/', headers: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('round-trips a SQL Lab permalink under an opaque key', async () => {
    const state = {
      dbId: 3,
      schema: 'main',
      sql: 'SELECT 42',
      name: 'Answer',
      templateParams: '{}',
      autorun: false,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: sqlLab,
      payload: state,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json<{ key: string; url: string }>();
    expect(key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(url).toBe(`/sqllab/p/${key}`);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: sqlLab,
      payload: state,
    });
    expect(second.json<{ key: string }>().key).not.toBe(key);
    const read = await t.app.inject({ url: `/api/v1/sqllab/permalink/${key}`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(state);
    expect((await t.app.inject({ url: '/api/v1/sqllab/permalink/nope', headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('reads a legacy share through the permalink API as kv:<id>, as Superset clients open ?id= links', async () => {
    const state = { dbId: 1, schema: 'main', sql: 'SELECT 7', name: 'Old link', autorun: false };
    const stored = async (data: string): Promise<number> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/kv/store/',
        headers: admin,
        payload: { data },
      });
      return res.json<{ id: number }>().id;
    };
    const id = await stored(JSON.stringify(state));
    const read = await t.app.inject({ url: `/api/v1/sqllab/permalink/kv:${id}`, headers: sqlLab });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(state);
    // A missing share, or one whose text is not a JSON object, is no query to open.
    const missing = await t.app.inject({ url: '/api/v1/sqllab/permalink/kv:999999', headers: sqlLab });
    expect(missing.statusCode).toBe(404);
    const text = await stored('not json');
    const notQuery = await t.app.inject({ url: `/api/v1/sqllab/permalink/kv:${text}`, headers: sqlLab });
    expect(notQuery.statusCode).toBe(422);
    const denied = await t.app.inject({ url: `/api/v1/sqllab/permalink/kv:${id}`, headers: gamma });
    expect(denied.statusCode).toBe(403);
  });

  it('checks the permalink permission and the payload', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: gamma,
      payload: { dbId: 1, sql: 'SELECT 1' },
    });
    expect(denied.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: sqlLab,
      payload: { schema: 'main' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('needs the CSRF token for cookie-authenticated stores', async () => {
    const { cookie, csrf } = await sessionLogin(t.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = new URLSearchParams({ data: '{"sql":"SELECT 1"}' }).toString();
    const without = await t.app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: { cookie, ...form },
      payload,
    });
    expect(without.statusCode).toBe(400);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/kv/store/',
      headers: { cookie, 'x-csrftoken': csrf, ...form },
      payload,
    });
    expect(withToken.statusCode, withToken.body).toBe(200);
    const permalink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: { cookie },
      payload: { dbId: 1, sql: 'SELECT 1' },
    });
    expect(permalink.statusCode).toBe(400);
  });
});
