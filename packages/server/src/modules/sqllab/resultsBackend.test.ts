import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { RedisResultsBackend } from './redisResultsBackend.js';
import { InProcessResultsBackend } from './resultsBackend.js';
import { clientId, createDatabase, execute, waitForQuery } from './sqllab.testkit.js';

describe('InProcessResultsBackend', () => {
  it('keeps payloads until their TTL passes', async () => {
    const backend = new InProcessResultsBackend({ ttlMs: 30, maxEntries: 10 });
    await backend.set('k', { data: [1] });
    expect(await backend.get('k')).toEqual({ data: [1] });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await backend.get('k')).toBeUndefined();
  });

  it('drops the oldest payloads past its size bound', async () => {
    const backend = new InProcessResultsBackend({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await backend.set(key, { key });
    expect(await backend.get('a')).toBeUndefined();
    expect(await backend.get('c')).toEqual({ key: 'c' });
  });
});

describe('RedisResultsBackend', () => {
  it('keeps JSON payloads until their TTL passes, big integers as exact strings', async () => {
    const backend = new RedisResultsBackend(inject('redisUrl'), 200, (error) => {
      throw error;
    });
    try {
      await backend.set('big', { data: [{ n: 9007199254740993n, s: 'x' }] });
      expect(await backend.get('big')).toEqual({ data: [{ n: '9007199254740993', s: 'x' }] });
      expect(await backend.get('unknown')).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await backend.get('big')).toBeUndefined();
    } finally {
      await backend.close();
    }
  });

  it('reports a Redis it cannot reach to its error listener instead of crashing the process', async () => {
    const errors: Error[] = [];
    const backend = new RedisResultsBackend('redis://127.0.0.1:1', 200, (error) => errors.push(error));
    try {
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/ECONNREFUSED/);
    } finally {
      await backend.close();
    }
  });
});

describe('/sqllab/results/ once results are gone', () => {
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

  it('shows fewer rows on request, and answers 410 for a known key whose results expired', async () => {
    const id = clientId();
    await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT v FROM n ORDER BY v',
      runAsync: true,
    });
    const { resultsKey } = await waitForQuery(t.app, admin, id);
    const few = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${resultsKey}',rows:5)`,
      headers: admin,
    });
    expect(few.json().data).toHaveLength(5);
    expect(few.json().displayLimitReached).toBe(true);
    // Results expire in the backend while the query row keeps its key.
    await t.services.db
      .updateTable('query')
      .set({ results_key: 'expired-key' })
      .where('client_id', '=', id)
      .execute();
    const gone = await t.app.inject({ url: "/api/v1/sqllab/results/?q=(key:'expired-key')", headers: admin });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0]).toMatchObject({ error_type: 'RESULTS_BACKEND_ERROR' });
  });
});
