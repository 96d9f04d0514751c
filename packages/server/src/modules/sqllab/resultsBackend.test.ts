import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { MemoryResultCache } from '../../platform/cache/memoryResultCache.js';
import { RedisResultCache } from '../../platform/cache/redisResultCache.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { InProcessJobs } from './jobs/sqlLabJobs.js';
import { createSqlLabBackends } from './sqlLabBackends.js';
import { RESULTS_TTL_SECONDS } from './SqlLabService.js';
import { clientId, createDatabase, execute, waitForQuery } from './sqllab.testkit.js';

describe('createSqlLabBackends', () => {
  it('keeps results in process within their byte budget, reporting a payload too large to keep', async () => {
    const errors: Error[] = [];
    const { results, jobs } = createSqlLabBackends({ redisUrl: undefined, resultsMaxBytes: 200 }, (error) =>
      errors.push(error),
    );
    try {
      expect(results).toBeInstanceOf(MemoryResultCache);
      expect(jobs).toBeInstanceOf(InProcessJobs);
      await results.set('small', { data: [{ n: 1 }] }, RESULTS_TTL_SECONDS);
      await results.set('large', { data: [{ s: 'x'.repeat(300) }] }, RESULTS_TTL_SECONDS);
      expect(await results.get('small')).toEqual({ data: [{ n: 1 }] });
      expect(await results.get('large')).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/larger than the whole cache \(200\)/);
    } finally {
      await results.close();
      await jobs.close();
    }
  });

  it('keeps results in Redis under loupe:sqllab:results:, big integers as exact strings', async () => {
    const url = inject('redisUrl');
    const { results, jobs } = createSqlLabBackends({ redisUrl: url, resultsMaxBytes: 200 }, (error) => {
      throw error;
    });
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      expect(results).toBeInstanceOf(RedisResultCache);
      // The byte budget is the in-process cache's; Redis bounds itself (maxmemory).
      await results.set(key, { data: [{ n: 9007199254740993n, s: 'x'.repeat(300) }] }, RESULTS_TTL_SECONDS);
      expect(await results.get(key)).toEqual({ data: [{ n: '9007199254740993', s: 'x'.repeat(300) }] });
      const pttl = await raw.pttl(`loupe:sqllab:results:${key}`);
      expect(pttl).toBeGreaterThan((RESULTS_TTL_SECONDS - 60) * 1000);
      expect(pttl).toBeLessThanOrEqual(RESULTS_TTL_SECONDS * 1000);
    } finally {
      await raw.del(`loupe:sqllab:results:${key}`);
      await results.close();
      await jobs.close();
      await raw.quit();
    }
  });
});

describe('/sqllab/results/ and the results backend', () => {
  let t: TestApp;
  let admin: Headers;
  let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
  let dbId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
    fixture = await createDuckdbFixture(['CREATE TABLE n AS SELECT range AS v FROM range(20)']);
    dbId = await createDatabase(t.app, admin, {
      database_name: 'n',
      sqlalchemy_uri: fixture.uri,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
  });

  afterAll(async () => {
    await t.close();
    fixture.remove();
  });

  it('stores an async run under its results key for a day, shows fewer rows on request, and answers 410 once they are gone', async () => {
    const set = vi.spyOn(t.services.results, 'set');
    const id = clientId();
    await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT v FROM n ORDER BY v',
      runAsync: true,
    });
    const { resultsKey } = await waitForQuery(t.app, admin, id);
    expect(set).toHaveBeenCalledWith(
      resultsKey,
      expect.objectContaining({ status: 'success' }),
      RESULTS_TTL_SECONDS,
    );
    expect(RESULTS_TTL_SECONDS).toBe(24 * 3600);
    const few = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${resultsKey}',rows:5)`,
      headers: admin,
    });
    expect(few.json().data).toHaveLength(5);
    expect(few.json().displayLimitReached).toBe(true);
    // The backend lets the results go (expiry, eviction, a Redis that lost them) while the query row
    // keeps its key.
    await t.services.results.delete(resultsKey ?? '');
    const gone = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${resultsKey}')`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0]).toMatchObject({ error_type: 'RESULTS_BACKEND_ERROR' });
    set.mockRestore();
  });

  it('stores the results before the query row says success, so a client that sees success can read them', async () => {
    const results = t.services.results;
    const original = results.set.bind(results);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The backend is slow to store (a busy Redis): the write waits until the test lets it go.
    const set = vi.spyOn(results, 'set').mockImplementation(async (key, value, ttl) => {
      await gate;
      await original(key, value, ttl);
    });
    try {
      const id = clientId();
      await execute(t.app, admin, {
        database_id: dbId,
        client_id: id,
        sql: 'SELECT 42 AS answer',
        runAsync: true,
      });
      await vi.waitFor(() => expect(set).toHaveBeenCalled());
      expect((await waitForQuery(t.app, admin, id, ['running', 'success'])).state).toBe('running');
      release();
      const done = await waitForQuery(t.app, admin, id);
      expect(done.state).toBe('success');
      expect(await results.get(done.resultsKey ?? '')).toMatchObject({ data: [{ answer: 42 }] });
    } finally {
      release();
      set.mockRestore();
    }
  });
});
