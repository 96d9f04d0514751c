import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

// Orders sold in 2024 and shipped later: the dashboard's time filter and time column decide which count.
const FIXTURE = [
  'CREATE TABLE orders (id INTEGER, region VARCHAR, sold_at TIMESTAMP, shipped_at TIMESTAMP)',
  `INSERT INTO orders VALUES
     (1, 'north', '2024-01-05', '2024-02-01'), (2, 'north', '2024-01-20', '2024-01-25'),
     (3, 'south', '2024-02-10', '2024-03-15'), (4, 'south', '2024-03-03', '2024-03-04')`,
];

let t: TestApp;
let admin: Headers;
let datasetId: number;
let remove: () => void;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  const fixture = await createDuckdbFixture(FIXTURE);
  remove = () => fixture.remove();
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'dashboard-time', sqlalchemy_uri: fixture.uri },
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'orders' },
  });
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  remove();
});

const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

/** A chart's query as Superset's client builds it: its own "No filter" range on sold_at, plus what a dashboard adds. */
async function count(extra: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin,
    payload: {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          metrics: [COUNT],
          filters: [{ col: 'sold_at', op: 'TEMPORAL_RANGE', val: 'No filter' }],
          ...extra,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json<{ result: { data: { count: number }[] }[] }>().result[0]!.data[0]!.count);
}

describe('dashboard time overrides on the chart data path', () => {
  it("a dashboard time range replaces the chart's 'No filter' time range filter", async () => {
    expect(await count({})).toBe(4);
    expect(await count({ time_range: '2024-01-01 : 2024-02-01' })).toBe(2);
  });

  it("a dashboard time column takes the place of the chart's time range filter", async () => {
    // Shipped in January: only order 2 (order 1 was sold in January but shipped in February).
    expect(await count({ granularity: 'shipped_at', time_range: '2024-01-01 : 2024-02-01' })).toBe(1);
  });
});
