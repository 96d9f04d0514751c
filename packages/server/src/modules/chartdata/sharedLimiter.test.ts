import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { clientId, createDatabase, execute, waitForQuery } from '../sqllab/sqllab.testkit.js';

let t: TestApp;
let admin: Headers;
let dbId: number;
let datasetId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(['CREATE TABLE t AS SELECT range AS n FROM range(10)']);
  dbId = await createDatabase(t.app, admin, {
    database_name: 'capped',
    sqlalchemy_uri: fixture.uri,
    expose_in_sqllab: true,
    extra: JSON.stringify({ max_concurrent_queries: 1 }),
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: 't' },
  });
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

describe("a database's cap on concurrent queries", () => {
  it('holds for SQL Lab and chart queries together: a chart waits for the running SQL Lab query', async () => {
    const id = clientId();
    const slow = execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT count(*) AS n FROM range(100000000000) WHERE hash(range) % 7 = 0',
    });
    await waitForQuery(t.app, admin, id, ['running']);
    let answered = false;
    const chart = t.app
      .inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin,
        payload: {
          datasource: { id: datasetId, type: 'table' },
          queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'total' }] }],
        },
      })
      .then((res) => {
        answered = true;
        return res;
      });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(answered).toBe(false);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: id },
    });
    await slow;
    const res = await chart;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].data).toEqual([{ total: 45 }]);
  });
});
