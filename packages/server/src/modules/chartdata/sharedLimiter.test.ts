import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseLimiter, type LimitedDatabase } from '../../platform/databaseLimiter.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { clientId, createDatabase, execute } from '../sqllab/sqllab.testkit.js';

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
  vi.restoreAllMocks();
  await t.close();
  fixture.remove();
});

/** A promise with its resolve at hand. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("a database's cap on concurrent queries", () => {
  it('holds for SQL Lab and chart queries together: a chart waits for the running SQL Lab query', async () => {
    // The limiter is watched, not replaced: each call to it is seen as it is queued, and the SQL Lab
    // query's task as it starts, so the test waits on events rather than on time.
    const original = DatabaseLimiter.prototype.run;
    const sqlLabStarted = deferred<void>();
    const chartQueued = deferred<DatabaseLimiter>();
    let calls = 0;
    vi.spyOn(DatabaseLimiter.prototype, 'run').mockImplementation(function <T>(
      this: DatabaseLimiter,
      database: LimitedDatabase,
      task: () => Promise<T>,
      signal?: AbortSignal,
    ): Promise<T> {
      calls += 1;
      if (calls === 1) {
        const started = (): Promise<T> => {
          sqlLabStarted.resolve();
          return task();
        };
        return original.call(this, database, started, signal) as Promise<T>;
      }
      // The limiter queues (or starts) a task synchronously, so its state is settled on return.
      const result = original.call(this, database, task, signal) as Promise<T>;
      chartQueued.resolve(this);
      return result;
    });

    const id = clientId();
    const slow = execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT count(*) AS n FROM range(100000000000) WHERE hash(range) % 7 = 0',
    });
    await sqlLabStarted.promise;
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
    const limiter = await chartQueued.promise;
    // One slot, held by SQL Lab; the chart's query waits in the database's queue, unanswered.
    expect(limiter.load(dbId)).toEqual({ running: 1, waiting: 1 });
    expect(answered).toBe(false);

    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: id },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    // Stopped wherever it was (the stop may land before DuckDB began executing it).
    expect((await slow).json().errors[0].error_type).toBe('QUERY_CANCELLED');
    const res = await chart;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].data).toEqual([{ total: 45 }]);
    expect(calls).toBe(2);
    expect(limiter.load(dbId)).toEqual({ running: 0, waiting: 0 });
  });
});
