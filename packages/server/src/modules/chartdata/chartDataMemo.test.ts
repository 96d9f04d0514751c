import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTab } from '../../testing/sqlLabState.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import type { TestApp } from '../../testing/testApp.testkit.js';
import { createSalesApp, type SalesApp } from './chartData.testkit.js';
import { ChartDataMemo } from './chartDataMemo.js';

let app: SalesApp;
let t: TestApp;
let admin: Headers;
let datasetId: number;

beforeAll(async () => {
  app = await createSalesApp('memo');
  ({ t, admin, datasetId } = app);
});

afterAll(() => app.close());

const total = (force = false) => ({
  datasource: { id: datasetId, type: 'table' },
  force,
  queries: [
    {
      columns: ['region'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
      orderby: [['region', true]],
    },
  ],
});

async function post(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('repeat chart-data requests answered from the cache', () => {
  it('answers a repeat as it was without asking the service, until the dataset changes', async () => {
    const data = vi.spyOn(t.services.chartData, 'data');
    const computed = await post(total());
    expect(computed.json().result[0].is_cached).toBe(false);
    const cached = await post(total());
    expect(cached.json().result[0]).toMatchObject({
      is_cached: true,
      data: [
        { region: 'north', total: 8 },
        { region: 'south', total: 4 },
      ],
    });
    expect(data).toHaveBeenCalledTimes(2);

    const repeat = await post(total());
    expect(repeat.body).toBe(cached.body);
    expect(repeat.headers['content-type']).toMatch(/^application\/json/);
    expect(data).toHaveBeenCalledTimes(2);
    // force always asks again.
    await post(total(true));
    expect(data).toHaveBeenCalledTimes(3);

    // A change to the dataset (here only its description) drops the kept answers.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${datasetId}`,
      headers: admin,
      payload: { description: 'Sales by region' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await post(total());
    expect(data).toHaveBeenCalledTimes(4);
  });
});

/** Warms the memo for `total()` and gives how many times the service computed it so far. */
async function memoised(data: { mock: { calls: unknown[] } }): Promise<number> {
  await post(total());
  await post(total());
  const calls = data.mock.calls.length;
  await post(total());
  // The third request came from the memo: the service was not asked.
  expect(data.mock.calls.length).toBe(calls);
  return calls;
}

describe('what drops the repeat answers', () => {
  it('keeps them across writes that cannot change chart data: SQL Lab tab autosave, saved queries, permalinks, explore state', async () => {
    const data = vi.spyOn(t.services.chartData, 'data');
    const calls = await memoised(data);
    const dataset = await t.services.repositories.datasets.findById(datasetId);
    const dbId = dataset!.database_id;
    const tabId = await createTab(t, admin, dbId);
    // What SQL Lab's editor sends as the user types (its autosave).
    const autosave = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${tabId}`,
      headers: admin,
      payload: { sql: 'SELECT region FROM sales', label: 'Regions' },
    });
    expect(autosave.statusCode, autosave.body).toBe(200);
    const writes = [
      { url: '/api/v1/saved_query/', payload: { db_id: dbId, label: 'q', sql: 'SELECT 1' } },
      { url: '/api/v1/sqllab/permalink', payload: { dbId, schema: 'main', sql: 'SELECT 1' } },
      {
        url: '/api/v1/explore/form_data',
        payload: { datasource_id: datasetId, datasource_type: 'table', form_data: '{"viz_type":"table"}' },
      },
    ];
    for (const { url, payload } of writes) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    }
    await post(total());
    expect(data).toHaveBeenCalledTimes(calls);
    data.mockRestore();
  });

  it.each([
    [
      'a dataset column sync from its source',
      async (): Promise<{ url: string; method: 'PUT'; payload: object }> => ({
        method: 'PUT',
        url: `/api/v1/dataset/${datasetId}/refresh`,
        payload: {},
      }),
    ],
    [
      'a database edit',
      async (): Promise<{ url: string; method: 'PUT'; payload: object }> => {
        const dataset = await t.services.repositories.datasets.findById(datasetId);
        return {
          method: 'PUT',
          url: `/api/v1/database/${dataset!.database_id}`,
          payload: { cache_timeout: 300 },
        };
      },
    ],
    [
      'a chart edit',
      async (): Promise<{ url: string; method: 'PUT'; payload: object }> => {
        const chart = await t.app.inject({
          method: 'POST',
          url: '/api/v1/chart/',
          headers: admin,
          payload: {
            slice_name: 'memo',
            viz_type: 'table',
            datasource_id: datasetId,
            datasource_type: 'table',
          },
        });
        expect(chart.statusCode, chart.body).toBe(201);
        return { method: 'PUT', url: `/api/v1/chart/${chart.json().id}`, payload: { cache_timeout: 60 } };
      },
    ],
    [
      'a role edit',
      async (): Promise<{ url: string; method: 'PUT'; payload: object }> => {
        const role = await t.app.inject({
          method: 'POST',
          url: '/api/v1/security/roles/',
          headers: admin,
          payload: { name: `memo-${Math.random().toString(36).slice(2)}` },
        });
        expect(role.statusCode, role.body).toBe(201);
        return {
          method: 'PUT',
          url: `/api/v1/security/roles/${role.json().id}`,
          payload: { name: `r-${role.json().id}` },
        };
      },
    ],
  ])('drops them on %s', async (_name, prepare) => {
    // Prepared first: creating the chart or role does not matter here, the edit does.
    const change = await prepare();
    const data = vi.spyOn(t.services.chartData, 'data');
    const calls = await memoised(data);
    const res = await t.app.inject({ ...change, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    await post(total());
    expect(data).toHaveBeenCalledTimes(calls + 1);
    data.mockRestore();
  });
});

describe('ChartDataMemo', () => {
  it('keeps an answer only if nothing changed while it was computed, and not at all when off', () => {
    const memo = new ChartDataMemo(5000);
    const key = memo.keyOf(1, '{"a":1}')!;
    expect(memo.keyOf(1, `{"a":"${'x'.repeat(70_000)}"}`)).toBeUndefined();
    expect(memo.keyOf(1, '{"a":1}')).toBe(key);
    expect(memo.keyOf(2, '{"a":1}')).not.toBe(key);
    const before = memo.mark();
    memo.clear();
    memo.set(key, 'stale', 5000, before);
    expect(memo.get(key)).toBeUndefined();
    memo.set(key, 'fresh', 5000, memo.mark());
    expect(memo.get(key)).toBe('fresh');

    const off = new ChartDataMemo(0);
    off.set(key, 'x', 5000, off.mark());
    expect(off.get(key)).toBeUndefined();
  });
});
