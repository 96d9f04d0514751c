import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

let t: TestApp;
let admin: Headers;
let datasetId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp({ LOUPE_REDIS_URL: inject('redisUrl') });
  admin = await t.bearer();
  fixture = await createDuckdbFixture([
    `CREATE TABLE big (label VARCHAR, n BIGINT, sold_at TIMESTAMP)`,
    `INSERT INTO big VALUES ('a', 9007199254740993, '2024-05-01 00:00:00'), ('b', 1, '2024-06-01 00:00:00')`,
  ]);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'chartdata_redis', sqlalchemy_uri: fixture.uri },
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'big' },
  });
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

describe('chart data with LOUPE_REDIS_URL', () => {
  it('keeps results in Redis: the second request and GET by cache key read them back exactly', async () => {
    const payload = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ columns: ['label', 'n', 'sold_at'], orderby: [['label', true]] }],
    };
    const post = (extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin,
        payload: { ...payload, ...extra },
      });
    const one = (await post({ force: true })).json<{ result: Record<string, unknown>[] }>().result[0]!;
    expect(one.is_cached).toBe(false);
    const rows = [
      { label: 'a', n: '9007199254740993', sold_at: Date.UTC(2024, 4, 1) },
      { label: 'b', n: 1, sold_at: Date.UTC(2024, 5, 1) },
    ];
    expect(one.data).toEqual(rows);
    const two = (await post()).json<{ result: Record<string, unknown>[] }>().result[0]!;
    expect(two).toMatchObject({ is_cached: true, cache_key: one.cache_key, data: rows });
    const byKey = await t.app.inject({ url: `/api/v1/chart/data/${String(one.cache_key)}`, headers: admin });
    expect(byKey.json<{ result: Record<string, unknown>[] }>().result[0]).toMatchObject({ data: rows });
  });
});
