import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { createDatabase } from './sqllab.testkit.js';

let t: TestApp;
let admin: Headers;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let dbId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  dbId = await createDatabase(t.app, admin, {
    database_name: 'sales',
    sqlalchemy_uri: fixture.uri,
    expose_in_sqllab: true,
  });
});

afterAll(async () => {
  await t.close();
  fixture.remove();
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
    expect(missing.statusCode).toBe(500);
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
