import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DatabaseLimiter } from '../../platform/databaseLimiter.js';
import { createPgTestSchema, type PgTestDatabase } from '../../testing/pgTestDatabase.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { clientId, createDatabase, execute, waitForQuery } from './sqllab.testkit.js';

let t: TestApp;
let admin: Headers;
let pgDb: PgTestDatabase;
let dbId: number;
let shortDbId: number;
let cappedDbId: number;

/** The test database as a SQLAlchemy URI. */
function sqlalchemyUri(url: string): string {
  const parsed = new URL(url);
  return `postgresql://${parsed.username || 'postgres'}@${parsed.host}${parsed.pathname}`;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  pgDb = await createPgTestSchema(inject('pgUrl'));
  const uri = sqlalchemyUri(pgDb.url);
  dbId = await createDatabase(t.app, admin, {
    database_name: 'pg',
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  shortDbId = await createDatabase(t.app, admin, {
    database_name: 'pg short',
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
    extra: JSON.stringify({ query_timeout: 1 }),
  });
  cappedDbId = await createDatabase(t.app, admin, {
    database_name: 'pg one at a time',
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
    allow_run_async: true,
    extra: JSON.stringify({ max_concurrent_queries: 1 }),
  });
});

afterAll(async () => {
  await t.close();
  await pgDb.drop();
});

/**
 * An hour: longer than any test may take, so a test that sees it end proves it was cancelled (no
 * clock needed to tell a cancel from the query finishing by itself).
 */
const LONG_SLEEP = 'SELECT pg_sleep(3600)';

/** Whether PostgreSQL still runs a backend with LONG_SLEEP as its query text. */
async function sleeping(): Promise<boolean> {
  const res = await execute(t.app, admin, {
    database_id: dbId,
    sql: `SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE '${LONG_SLEEP}%' AND state = 'active'`,
  });
  return Number(res.json().data[0].n) > 0;
}

describe('SQL Lab on PostgreSQL', () => {
  it('runs several statements one at a time and keeps big integers exact', async () => {
    const res = await execute(t.app, admin, {
      database_id: dbId,
      sql: 'SELECT 1 AS a; SELECT 9007199254740993::bigint AS big, now() AS at',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].big).toBe('9007199254740993');
    expect(res.json().columns[1]).toMatchObject({ name: 'at', is_dttm: true, type_generic: 2 });
  });

  it('stops a running sync query on the server', async () => {
    const id = clientId();
    const run = execute(t.app, admin, { database_id: dbId, client_id: id, sql: LONG_SLEEP });
    await waitForQuery(t.app, admin, id, ['running']);
    await expect.poll(sleeping, { timeout: 5000 }).toBe(true);
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: id },
    });
    expect(stop.json()).toEqual({ result: 'OK' });
    // The answer is the cancel, not the hour-long sleep ending.
    const res = await run;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_type).toBe('QUERY_CANCELLED');
    expect((await waitForQuery(t.app, admin, id)).state).toBe('stopped');
    await expect.poll(sleeping, { timeout: 5000 }).toBe(false);
  });

  it('stops a queued or running async query', async () => {
    const id = clientId();
    const res = await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: LONG_SLEEP,
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    await waitForQuery(t.app, admin, id, ['running']);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: id },
    });
    expect((await waitForQuery(t.app, admin, id, ['stopped'])).state).toBe('stopped');
    await expect.poll(sleeping, { timeout: 5000 }).toBe(false);
  });

  it('cancels the engine query when the client goes away mid-run', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const id = clientId();
    const aborter = new AbortController();
    const request = fetch(`${address}/api/v1/sqllab/execute/`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ database_id: dbId, client_id: id, sql: LONG_SLEEP }),
      signal: aborter.signal,
    }).catch((error: unknown) => error);
    await waitForQuery(t.app, admin, id, ['running']);
    await expect.poll(sleeping, { timeout: 5000 }).toBe(true);
    aborter.abort();
    await request;
    expect((await waitForQuery(t.app, admin, id)).state).toBe('stopped');
    await expect.poll(sleeping, { timeout: 5000 }).toBe(false);
  });

  it('cancels running queries when the server closes', async () => {
    const other = await createTestApp();
    const headers = await other.bearer();
    const otherDb = await createDatabase(other.app, headers, {
      database_name: 'pg',
      sqlalchemy_uri: sqlalchemyUri(pgDb.url),
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    const id = clientId();
    await execute(other.app, headers, {
      database_id: otherDb,
      client_id: id,
      sql: LONG_SLEEP,
      runAsync: true,
    });
    await waitForQuery(other.app, headers, id, ['running']);
    await expect.poll(sleeping, { timeout: 5000 }).toBe(true);
    // close() returning at all (the sleep lasts an hour) shows it cancelled the query instead of waiting.
    await other.close();
    await expect.poll(sleeping, { timeout: 5000 }).toBe(false);
  });

  it("times out at the database's query_timeout", async () => {
    const id = clientId();
    const res = await execute(t.app, admin, {
      database_id: shortDbId,
      client_id: id,
      sql: 'SELECT pg_sleep(5)',
    });
    expect(res.statusCode).toBe(408);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message:
        'The query was killed after 1 seconds. It might be too complex, or the database might be under heavy load.',
    });
    expect(await waitForQuery(t.app, admin, id)).toMatchObject({ state: 'timed_out' });
  });

  it('shows the engine message of a failing statement', async () => {
    const res = await execute(t.app, admin, {
      database_id: dbId,
      sql: 'SELECT 1; SELECT * FROM missing_table',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/relation "missing_table" does not exist/);
    expect(res.json().errors[0].extra).toMatchObject({
      engine_name: 'PostgreSQL',
      statement: 'SELECT * FROM missing_table',
      statement_num: 2,
      statement_count: 2,
    });
  });

  it('runs one query at a time on a database capped at 1; the next waits for the first to end', async () => {
    // Watches the capped database's queries at the limiter: when each asks for a slot and when its
    // work starts and ends there, so the test sees the waiting itself instead of timing it.
    const original = DatabaseLimiter.prototype.run;
    const events: string[] = [];
    let asked = 0;
    function watched(
      this: DatabaseLimiter,
      database: Parameters<DatabaseLimiter['run']>[0],
      task: () => Promise<unknown>,
      signal?: AbortSignal,
    ): Promise<unknown> {
      if (database.id !== cappedDbId) return original.call(this, database, task, signal);
      const n = ++asked;
      return original.call(
        this,
        database,
        async () => {
          events.push(`start ${n}`);
          try {
            return await task();
          } finally {
            events.push(`end ${n}`);
          }
        },
        signal,
      );
    }
    const limiter = vi
      .spyOn(DatabaseLimiter.prototype, 'run')
      .mockImplementation(watched as typeof DatabaseLimiter.prototype.run);
    try {
      const first = clientId();
      const second = clientId();
      const third = clientId();
      const run = (id: string, sql: string, runAsync: boolean): ReturnType<typeof execute> =>
        execute(t.app, admin, { database_id: cappedDbId, client_id: id, sql, runAsync });
      expect((await run(first, LONG_SLEEP, true)).statusCode).toBe(202);
      await waitForQuery(t.app, admin, first, ['running']);
      expect((await run(second, 'SELECT 2 AS two', true)).statusCode).toBe(202);
      await vi.waitFor(() => expect(asked).toBe(2));
      const sync = run(third, 'SELECT 3 AS three', false);
      await vi.waitFor(() => expect(asked).toBe(3));
      // All three asked; only the first holds the slot, the others wait in the order they came.
      expect(events).toEqual(['start 1']);
      expect((await waitForQuery(t.app, admin, second, ['pending'])).state).toBe('pending');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: admin,
        payload: { client_id: first },
      });
      const res = await sync;
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([{ three: 3 }]);
      expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
      expect((await waitForQuery(t.app, admin, first)).state).toBe('stopped');
      expect((await waitForQuery(t.app, admin, second)).state).toBe('success');
    } finally {
      limiter.mockRestore();
    }
  });
});
