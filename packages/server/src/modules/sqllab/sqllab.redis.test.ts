import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema, type PgTestDatabase } from '../../testing/pgTestDatabase.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { clientId, createDatabase, execute, waitForQuery } from './sqllab.testkit.js';

// Two nodes on one PostgreSQL metadata store and one Redis, as a deployment behind a load balancer.
let a: TestApp;
let b: TestApp;
let adminA: Headers;
let adminB: Headers;
let pgDb: PgTestDatabase;
let dbId: number;

/** The test database as a SQLAlchemy URI. */
function sqlalchemyUri(url: string): string {
  const parsed = new URL(url);
  return `postgresql://${parsed.username || 'postgres'}@${parsed.host}${parsed.pathname}`;
}

beforeAll(async () => {
  pgDb = await createPgTestSchema(inject('pgUrl'));
  const env = {
    LOUPE_METADATA_URL: pgDb.url,
    LOUPE_REDIS_URL: inject('redisUrl'),
    LOUPE_SECRET_KEY: 'redis-test-secret-key-shared-by-both-nodes',
  };
  a = await createTestApp(env);
  b = await createTestApp(env);
  adminA = await a.bearer();
  adminB = await b.bearer();
  dbId = await createDatabase(a.app, adminA, {
    database_name: 'pg',
    sqlalchemy_uri: sqlalchemyUri(pgDb.url),
    expose_in_sqllab: true,
    allow_run_async: true,
  });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await pgDb.drop();
});

/** An hour: longer than any test may take, so seeing it end proves it was cancelled. */
const LONG_SLEEP = 'SELECT pg_sleep(3600)';

/** Whether PostgreSQL still runs a backend with LONG_SLEEP as its query text. */
async function sleeping(): Promise<boolean> {
  const res = await execute(a.app, adminA, {
    database_id: dbId,
    sql: `SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE '${LONG_SLEEP}%' AND state = 'active'`,
  });
  return Number(res.json().data[0].n) > 0;
}

describe('SQL Lab with LOUPE_REDIS_URL', () => {
  it('runs an async query on a BullMQ worker and keeps its results in Redis', async () => {
    const id = clientId();
    const res = await execute(a.app, adminA, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT 9007199254740993::bigint AS big, 2 AS two',
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    const done = await waitForQuery(a.app, adminA, id);
    expect(done.state).toBe('success');
    expect(done.resultsKey).toBeTruthy();
    const stored = new Redis(inject('redisUrl'));
    try {
      const raw = await stored.get(`loupe:sqllab:results:${done.resultsKey}`);
      expect(JSON.parse(raw ?? '{}').data).toEqual([{ big: '9007199254740993', two: 2 }]);
      // The same TTL as the in-process backend: a day.
      const ttl = await stored.pttl(`loupe:sqllab:results:${done.resultsKey}`);
      expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
    } finally {
      stored.disconnect();
    }
    const results = await a.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`,
      headers: adminA,
    });
    expect(results.statusCode).toBe(200);
    expect(results.json().data).toEqual([{ big: '9007199254740993', two: 2 }]);
  });

  it('serves from node B the results of a query submitted on node A', async () => {
    const id = clientId();
    const res = await execute(a.app, adminA, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT 41 + 1 AS answer',
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    const done = await waitForQuery(b.app, adminB, id);
    expect(done.state).toBe('success');
    const results = await b.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`,
      headers: adminB,
    });
    expect(results.statusCode).toBe(200);
    expect(results.json().data).toEqual([{ answer: 42 }]);
  });

  it('stops from the other node a long query that one node runs', async () => {
    const id = clientId();
    const res = await execute(a.app, adminA, {
      database_id: dbId,
      client_id: id,
      sql: LONG_SLEEP,
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    await waitForQuery(a.app, adminA, id, ['running']);
    await expect.poll(sleeping, { timeout: 5000 }).toBe(true);
    // Either node's worker may have taken the job; the stop goes to the one that did not.
    const [runner, other, otherHeaders] = a.services.sqlLab.runsHere(id) ? [a, b, adminB] : [b, a, adminA];
    expect(runner.services.sqlLab.runsHere(id)).toBe(true);
    expect(other.services.sqlLab.runsHere(id)).toBe(false);
    const stop = await other.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: otherHeaders,
      payload: { client_id: id },
    });
    expect(stop.json()).toEqual({ result: 'OK' });
    // The hour-long sleep ended: the stop reached the node that runs it.
    await expect.poll(sleeping, { timeout: 5000 }).toBe(false);
    expect((await waitForQuery(a.app, adminA, id)).state).toBe('stopped');
  });
});
