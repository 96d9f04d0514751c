import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase, execute } from './sqllab.testkit.js';

let t: TestApp;
let admin: Headers;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let dbId: number;
let ctasFixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let ctasDbId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  dbId = await createDatabase(t.app, admin, {
    database_name: 'sales',
    sqlalchemy_uri: fixture.uri,
    expose_in_sqllab: true,
  });
  ctasFixture = await createDuckdbFixture(['CREATE SCHEMA work']);
  ctasDbId = await createDatabase(t.app, admin, {
    database_name: 'ctas',
    sqlalchemy_uri: ctasFixture.uri,
    expose_in_sqllab: true,
    allow_ctas: true,
    allow_cvas: true,
  });
});

afterAll(async () => {
  await t.close();
  fixture.remove();
  ctasFixture.remove();
});

describe('estimate and format', () => {
  it("estimates each statement's cost with the engine's EXPLAIN, templates rendered", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: {
        database_id: dbId,
        sql: "SELECT * FROM sales WHERE region = '{{ r }}'; SELECT 1",
        template_params: '{"r": "north"}',
      },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().result as Record<string, unknown>[];
    expect(result.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(result)).toContain('sales');
  });

  it('refuses to estimate DML where it is not allowed, and shows engine errors', async () => {
    const dml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: { database_id: dbId, sql: 'DELETE FROM sales' },
    });
    expect(dml.json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: { database_id: dbId, sql: 'SELECT * FROM nowhere' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toMatch(/nowhere/);
  });

  it("formats SQL in the engine's dialect", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/format_sql/',
      headers: admin,
      payload: { sql: 'select a,b from t where x=1', engine: 'duckdb' },
    });
    expect(res.json()).toEqual({ result: 'select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1' });
  });
});

describe('CREATE TABLE / VIEW AS SELECT', () => {
  it('writes the last SELECT into a table or a view where the database allows it', async () => {
    const table = await execute(t.app, admin, {
      database_id: ctasDbId,
      sql: 'SELECT 1 AS a UNION ALL SELECT 2',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'made',
      schema: 'work',
    });
    expect(table.statusCode).toBe(200);
    expect(table.json().query).toMatchObject({
      ctas: true,
      ctas_method: 'TABLE',
      tempTable: 'made',
      tempSchema: 'work',
    });
    expect(table.json().query.executedSql).toBe(
      'CREATE TABLE "work"."made" AS\nSELECT 1 AS a UNION ALL SELECT 2',
    );
    const view = await execute(t.app, admin, {
      database_id: ctasDbId,
      sql: 'SELECT a * 10 AS b FROM work.made',
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: 'tens',
    });
    expect(view.statusCode).toBe(200);
    const read = await execute(t.app, admin, { database_id: ctasDbId, sql: 'SELECT b FROM tens ORDER BY b' });
    expect(read.json().data).toEqual([{ b: 10 }, { b: 20 }]);
  });

  it('refuses where the database does not allow it or the script does not end in a SELECT', async () => {
    const off = await execute(t.app, admin, { database_id: dbId, sql: 'SELECT 1', select_as_cta: true });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0].message).toBe('This database does not allow CREATE TABLE AS SELECT.');
    const two = await execute(t.app, admin, {
      database_id: ctasDbId,
      sql: 'SELECT 1; SELECT 2',
      select_as_cta: true,
      ctas_method: 'VIEW',
    });
    expect(two.json().errors[0].message).toMatch(/^CVAS \(create view as select\) can only be run/);
    const notSelect = await execute(t.app, admin, {
      database_id: ctasDbId,
      sql: 'SHOW TABLES',
      select_as_cta: true,
    });
    expect(notSelect.json().errors[0].message).toMatch(/^CTAS \(create table as select\) can only be run/);
  });
});
