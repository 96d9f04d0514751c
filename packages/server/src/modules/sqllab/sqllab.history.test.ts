import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import type { TestApp } from '../../testing/testApp.testkit.js';
import {
  clientId,
  execute,
  waitForQuery,
  createSqlLabTestApp,
  type SqlLabTestApp,
} from './sqllab.testkit.js';

let app: SqlLabTestApp;
let t: TestApp;
let admin: Headers;
let dbId: number;
let dmlDbId: number;

beforeAll(async () => {
  app = await createSqlLabTestApp();
  ({ t, admin, dbId, dmlDbId } = app);
});

afterAll(() => app.close());

describe('CSV export', () => {
  it('streams the full result, not just the shown rows', async () => {
    const id = clientId();
    await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: "SELECT range AS n, 'r,' || range AS label FROM range(25000) ORDER BY n",
      queryLimit: 10,
    });
    const res = await t.app.inject({ url: `/api/v1/sqllab/export/${id}/`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(25001);
    expect(lines.slice(0, 3)).toEqual(['n,label', '0,"r,0"', '1,"r,1"']);
    expect(lines[25000]).toBe('24999,"r,24999"');
  });
});

describe("other users' queries", () => {
  let other: Headers;
  let adminQuery: { id: string; queryId: number; resultsKey: string };

  beforeAll(async () => {
    const roles = [await roleIdOf(t.app, admin, 'Alpha'), await roleIdOf(t.app, admin, 'sql_lab')];
    const body = newUserBody(roles);
    await createUser(t.app, admin, body);
    other = await t.bearer(body.username, body.password);
    const id = clientId();
    await execute(t.app, admin, { database_id: dbId, client_id: id, sql: 'SELECT 1 AS one', runAsync: true });
    const done = await waitForQuery(t.app, admin, id);
    adminQuery = { id, queryId: done.queryId, resultsKey: done.resultsKey ?? '' };
    await execute(t.app, admin, { database_id: dbId, sql: 'SELEC 1' });
    await execute(t.app, admin, { database_id: dmlDbId, sql: 'SELECT 3 AS three' });
  });

  it('cannot read, stop or export them', async () => {
    const own = await execute(t.app, other, { database_id: dbId, sql: 'SELECT 2 AS two' });
    expect(own.statusCode).toBe(200);
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: other,
      payload: { client_id: adminQuery.id },
    });
    expect(stop.statusCode).toBe(404);
    const results = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${adminQuery.resultsKey}')`,
      headers: other,
    });
    expect(results.statusCode).toBe(404);
    const csv = await t.app.inject({ url: `/api/v1/sqllab/export/${adminQuery.id}/`, headers: other });
    expect(csv.statusCode).toBe(404);
    const get = await t.app.inject({ url: `/api/v1/query/${adminQuery.queryId}`, headers: other });
    expect(get.statusCode).toBe(404);
    const since = await t.app.inject({
      url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
      headers: other,
    });
    expect(since.json().result.map((q: { id: string }) => q.id)).not.toContain(adminQuery.id);
    const list = await t.app.inject({ url: '/api/v1/query/', headers: other });
    expect(list.json().count).toBe(1);
    expect(list.json().result[0]).toMatchObject({ sql: 'SELECT 2 AS two', status: 'success' });
    expect(list.json().result[0].sql_tables).toEqual([]);
  });

  it("orders by the database name and the user, with Superset's order names", async () => {
    const byDb = await t.app.inject({
      url: "/api/v1/query/?q=(order_column:'database.database_name',order_direction:asc,page_size:100)",
      headers: admin,
    });
    expect(byDb.statusCode).toBe(200);
    const names = byDb
      .json()
      .result.map((q: { database: { database_name: string } }) => q.database.database_name);
    expect(names).toEqual([...names].sort());
    const byUser = await t.app.inject({
      url: "/api/v1/query/?q=(order_column:'user.first_name',order_direction:desc)",
      headers: admin,
    });
    expect(byUser.statusCode).toBe(200);
  });

  it('lets an admin see every query, with user, database, status and time filters', async () => {
    const all = await t.app.inject({ url: '/api/v1/query/?q=(page_size:100)', headers: admin });
    expect(all.statusCode).toBe(200);
    const count = all.json().count as number;
    expect(all.json().result.some((q: { sql: string }) => q.sql === 'SELECT 2 AS two')).toBe(true);
    expect(all.json().list_columns).toEqual(
      expect.arrayContaining([
        'changed_on',
        'database',
        'schema',
        'sql',
        'executed_sql',
        'status',
        'tab_name',
        'user',
        'start_time',
        'end_time',
        'rows',
        'tmp_table_name',
        'tracking_url',
      ]),
    );
    const failed = await t.app.inject({
      url: '/api/v1/query/?q=(filters:!((col:status,opr:eq,value:failed)))',
      headers: admin,
    });
    expect(failed.json().count).toBeGreaterThan(0);
    expect(failed.json().result.every((q: { status: string }) => q.status === 'failed')).toBe(true);
    const scratch = await t.app.inject({
      url: `/api/v1/query/?q=(filters:!((col:database,opr:rel_o_m,value:${dmlDbId})))`,
      headers: admin,
    });
    expect(scratch.json().result.every((q: { database: { id: number } }) => q.database.id === dmlDbId)).toBe(
      true,
    );
    expect(scratch.json().count).toBeGreaterThan(0);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: other });
    const byUser = await t.app.inject({
      url: `/api/v1/query/?q=(filters:!((col:user,opr:rel_o_m,value:${me.json().result.id})))`,
      headers: admin,
    });
    expect(byUser.json().count).toBe(1);
    const future = await t.app.inject({
      url: "/api/v1/query/?q=(filters:!((col:start_time,opr:gt,value:'2100-01-01')))",
      headers: admin,
    });
    expect(future.json().count).toBe(0);
    const past = await t.app.inject({
      url: "/api/v1/query/?q=(filters:!((col:start_time,opr:gt,value:'2000-01-01')))",
      headers: admin,
    });
    expect(past.json().count).toBe(count);
    const one = await t.app.inject({ url: `/api/v1/query/${adminQuery.queryId}`, headers: admin });
    const withTable = await execute(t.app, other, { database_id: dbId, sql: 'SELECT count(*) FROM sales' });
    const tables = await t.app.inject({
      url: `/api/v1/query/${withTable.json().query.queryId as number}`,
      headers: other,
    });
    expect(tables.json().result.sql_tables).toEqual([{ table: 'sales', schema: null, catalog: null }]);
    expect(one.json()).toMatchObject({
      id: adminQuery.queryId,
      result: { client_id: adminQuery.id, status: 'success' },
    });
  });

  it('scopes distinct values and related databases as the list is scoped', async () => {
    await execute(t.app, admin, { database_id: dbId, sql: 'SELECT 4', schema: 'admins_schema' });
    await execute(t.app, other, { database_id: dbId, sql: 'SELECT 5', schema: 'main' });
    const values = async (headers: Headers, url: string): Promise<unknown[]> => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { value: unknown }[] }>().result.map((r) => r.value);
    };
    // The admin's failed run and schema are theirs alone.
    expect(await values(other, '/api/v1/query/distinct/status')).toEqual(['success']);
    expect(await values(other, '/api/v1/query/distinct/schema')).toEqual(['main']);
    expect(await values(admin, '/api/v1/query/distinct/status')).toEqual(
      expect.arrayContaining(['failed', 'success']),
    );
    expect(await values(admin, '/api/v1/query/distinct/schema')).toEqual(['admins_schema', 'main']);

    // A user without database access is named no database, not even by include_ids.
    const roles = [await roleIdOf(t.app, admin, 'Gamma'), await roleIdOf(t.app, admin, 'sql_lab')];
    const body = newUserBody(roles);
    await createUser(t.app, admin, body);
    const gamma = await t.bearer(body.username, body.password);
    expect(await values(gamma, '/api/v1/query/related/database')).toEqual([]);
    expect(await values(gamma, `/api/v1/query/related/database?q=(include_ids:!(${dbId}))`)).toEqual([]);
    expect(await values(admin, '/api/v1/query/related/database')).toEqual(
      expect.arrayContaining([dbId, dmlDbId]),
    );
  });
});
