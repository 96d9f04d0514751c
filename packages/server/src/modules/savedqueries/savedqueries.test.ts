import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createSqliteDatabase } from '../../testing/sqlLabState.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

describe('saved queries API', () => {
  let t: TestApp;
  let admin: Headers;
  let alice: Headers;
  let aliceId: number;
  let bob: Headers;
  let dbId: number;
  let sqliteDir: string;

  beforeAll(async () => {
    t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
    sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-saved-'));
    admin = await t.bearer();
    const roles = [await roleIdOf(t.app, admin, 'Gamma'), await roleIdOf(t.app, admin, 'sql_lab')];
    const a = newUserBody(roles);
    const b = newUserBody(roles);
    aliceId = (await createUser(t.app, admin, a)).id;
    await createUser(t.app, admin, b);
    alice = await t.bearer(a.username, a.password);
    bob = await t.bearer(b.username, b.password);
    dbId = await createSqliteDatabase(t, admin, 'saved', sqliteDir);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  });

  async function save(headers: Headers, payload: Record<string, unknown>): Promise<number> {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/saved_query/', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  async function list(headers: Headers, q = ''): Promise<ListBody> {
    const res = await t.app.inject({
      url: `/api/v1/saved_query/${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  }

  it('creates, reads, updates and deletes a saved query', async () => {
    const payload = {
      db_id: dbId,
      label: 'Revenue',
      description: 'by region',
      schema: 'main',
      sql: 'SELECT 1',
      template_parameters: '{"a": 1}',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json<{ id: number; result: unknown }>();
    expect(result).toEqual(payload);
    const got = await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: admin });
    expect(got.json<{ result: unknown }>().result).toMatchObject({
      id,
      label: 'Revenue',
      sql: 'SELECT 1',
      database: { id: dbId, database_name: 'saved' },
      created_by: { first_name: expect.any(String) },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/saved_query/${id}`,
      headers: admin,
      payload: { label: 'Revenue 2', sql: 'SELECT 2' },
    });
    expect(put.json()).toEqual({ id, result: { label: 'Revenue 2', sql: 'SELECT 2' } });
    const after = await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: admin });
    expect(after.json<{ result: unknown }>().result).toMatchObject({
      label: 'Revenue 2',
      description: 'by region',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/saved_query/${id}`,
      headers: admin,
      payload: { sql: 'WITH x AS (SELECT * FROM a) SELECT * FROM main.sales JOIN x ON true' },
    });
    const tables = await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: admin });
    expect(tables.json<{ result: { sql_tables: unknown } }>().result.sql_tables).toEqual([
      { table: 'a', schema: null, catalog: null },
      { table: 'sales', schema: 'main', catalog: null },
    ]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/saved_query/${id}`, headers: admin });
    expect(del.json()).toEqual({ message: 'OK' });
    expect((await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses malformed JSON fields and unknown databases', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { label: 'x', template_parameters: '{nope' },
    });
    expect(bad.statusCode).toBe(400);
    const noDb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { label: 'x', db_id: 9999 },
    });
    expect(noDb.statusCode).toBe(422);
  });

  it('shows each user only their own saved queries', async () => {
    const mine = await save(alice, { label: 'Alice query', sql: 'SELECT 10' });
    const theirs = await save(bob, { label: 'Bob query', sql: 'SELECT 20' });
    const aliceList = await list(alice);
    expect(aliceList.ids).toContain(mine);
    expect(aliceList.ids).not.toContain(theirs);
    expect(aliceList.result.find((r) => r.id === mine)).toMatchObject({
      label: 'Alice query',
      created_by: { id: aliceId },
      changed_on_delta_humanized: expect.any(String),
    });
    expect((await t.app.inject({ url: `/api/v1/saved_query/${theirs}`, headers: alice })).statusCode).toBe(
      404,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/saved_query/${theirs}`,
      headers: alice,
      payload: { label: 'stolen' },
    });
    expect(put.statusCode).toBe(404);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved_query/?q=!(${mine},${theirs})`,
      headers: alice,
    });
    expect(bulk.statusCode).toBe(404);
    expect((await list(admin)).ids).toEqual(expect.arrayContaining([mine, theirs]));
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved_query/?q=!(${mine})`,
      headers: alice,
    });
    expect(own.json()).toEqual({ message: 'Deleted 1 saved query' });
  });

  it("never names another user's labels and schemas, or a database the user may not use", async () => {
    const hiddenDb = await createSqliteDatabase(t, admin, 'hidden', sqliteDir);
    const pairIds = await t.services.repositories.permissions.pairIdsFor([
      ['database_access', `[saved].(id:${dbId})`],
    ]);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'saved readers', permissions: pairIds },
    });
    const roles = [
      await roleIdOf(t.app, admin, 'Gamma'),
      await roleIdOf(t.app, admin, 'sql_lab'),
      role.json<{ id: number }>().id,
    ];
    const c = newUserBody(roles);
    await createUser(t.app, admin, c);
    const carol = await t.bearer(c.username, c.password);
    await save(bob, { label: 'Bob secret label', schema: 'bob_schema', sql: 'SELECT 30' });
    await save(admin, { label: 'Admin label', schema: 'admin_schema', db_id: hiddenDb, sql: 'SELECT 31' });
    await save(carol, { label: 'Carol label', schema: 'carol_schema', db_id: dbId, sql: 'SELECT 32' });
    const values = async (headers: Headers, url: string): Promise<unknown[]> => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { text: unknown }[] }>().result.map((r) => r.text);
    };
    expect(await values(carol, '/api/v1/saved_query/distinct/label')).toEqual(['Carol label']);
    expect(await values(carol, '/api/v1/saved_query/distinct/schema')).toEqual(['carol_schema']);
    expect(await values(carol, '/api/v1/saved_query/distinct/label?q=(filter:secret)')).toEqual([]);
    expect(await values(carol, '/api/v1/saved_query/related/database')).toEqual(['saved']);
    expect(
      await values(carol, `/api/v1/saved_query/related/database?q=(include_ids:!(${hiddenDb}))`),
    ).toEqual(['saved']);
    expect(await values(admin, '/api/v1/saved_query/distinct/label?q=(filter:label)')).toEqual([
      'Admin label',
      'Bob secret label',
      'Carol label',
    ]);
    expect(await values(admin, '/api/v1/saved_query/related/database')).toEqual(
      expect.arrayContaining(['hidden', 'saved']),
    );
  });

  it('filters by all text, database, schema, creator and favourites', async () => {
    const a = await save(admin, { label: 'Weekly sales', db_id: dbId, schema: 'main', sql: 'SELECT 1' });
    const b = await save(admin, {
      label: 'Other',
      description: 'about SALES too',
      schema: 'aux',
      sql: 'SELECT 2',
    });
    const c = await save(admin, { label: 'Unrelated', sql: 'SELECT 3' });
    const byText = await list(admin, '(filters:!((col:label,opr:all_text,value:sales)))');
    expect(byText.ids).toEqual(expect.arrayContaining([a, b]));
    expect(byText.ids).not.toContain(c);
    expect((await list(admin, `(filters:!((col:database,opr:rel_o_m,value:${dbId})))`)).ids).toContain(a);
    expect((await list(admin, `(filters:!((col:database,opr:rel_o_m,value:${dbId})))`)).ids).not.toContain(b);
    expect((await list(admin, '(filters:!((col:schema,opr:eq,value:aux)))')).ids).toEqual([b]);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: admin });
    const adminId = me.json<{ result: { id: number } }>().result.id;
    const byCreator = await list(admin, `(filters:!((col:created_by,opr:rel_o_m,value:${adminId})))`);
    expect(byCreator.ids).toEqual(expect.arrayContaining([a, b, c]));
    await t.services.db
      .insertInto('favstar')
      .values({ user_id: adminId, class_name: 'query', obj_id: c, dttm: null })
      .execute();
    expect((await list(admin, '(filters:!((col:id,opr:saved_query_is_fav,value:!t)))')).ids).toEqual([c]);
    expect((await list(admin, '(filters:!((col:id,opr:saved_query_is_fav,value:!f)))')).ids).not.toContain(c);
    const distinct = await t.app.inject({ url: '/api/v1/saved_query/distinct/schema', headers: admin });
    expect(distinct.json<{ result: { value: string }[] }>().result.map((r) => r.value)).toEqual(
      expect.arrayContaining(['main', 'aux']),
    );
    const related = await t.app.inject({ url: '/api/v1/saved_query/related/database', headers: admin });
    expect(related.json<{ result: { value: number }[] }>().result.map((r) => r.value)).toContain(dbId);
    const info = await t.app.inject({ url: '/api/v1/saved_query/_info?q=(keys:!(filters))', headers: admin });
    expect(info.json<{ filters: Record<string, { operator: string }[]> }>().filters.label).toContainEqual(
      expect.objectContaining({ operator: 'all_text' }),
    );
  });

  it('stores the schedule of the legacy FAB create form in extra_json', async () => {
    const extra = JSON.stringify({ schedule_info: { output_table: 'out', start_date: '2024-01-01' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/savedqueryviewapi/api/create',
      headers: { ...alice, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        label: 'Scheduled',
        sql: 'SELECT 5',
        db_id: String(dbId),
        extra_json: extra,
      }).toString(),
    });
    // Alice has no access to the database: the schedule is refused like any saved query would be.
    expect(res.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/savedqueryviewapi/api/create',
      headers: { ...alice, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ label: 'Scheduled', sql: 'SELECT 5', extra_json: extra }).toString(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { id, result } = ok.json<{ id: number; result: Record<string, unknown> }>();
    expect(result).toMatchObject({ label: 'Scheduled', extra_json: extra });
    const got = await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: alice });
    expect(JSON.parse(got.json<{ result: { extra_json: string } }>().result.extra_json)).toEqual({
      schedule_info: { output_table: 'out', start_date: '2024-01-01' },
    });
  });

  it('needs the CSRF token for cookie-authenticated writes', async () => {
    const { cookie, csrf } = await sessionLogin(t.app);
    const payload = { label: 'Cookie', sql: 'SELECT 1' };
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: { cookie },
      payload,
    });
    expect(without.statusCode).toBe(400);
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/savedqueryviewapi/api/create',
      headers: { cookie },
      payload,
    });
    expect(legacy.statusCode).toBe(400);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: { cookie, 'x-csrftoken': csrf },
      payload,
    });
    expect(withToken.statusCode, withToken.body).toBe(201);
  });
});
