import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  it('answers a repeat as it was without asking the service, until anything changes', async () => {
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

    // A change on this node (here: the dataset's description) drops the kept answers.
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
