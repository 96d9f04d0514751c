import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

// A few flights between three airports (as the examples' flights table has them).
const FIXTURE = [
  'CREATE TABLE flights (origin VARCHAR, destination VARCHAR, delay INTEGER)',
  `INSERT INTO flights VALUES ('SEA', 'SFO', 10), ('SEA', 'SFO', 5), ('SEA', 'LAX', 7),
     ('SFO', 'LAX', 1), ('LAX', 'SEA', 20)`,
];

let t: TestApp;
let admin: Headers;
let datasetId: number;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'legacy fields', sqlalchemy_uri: fixture.uri },
  });
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: 'flights' },
  });
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

async function chartData(query: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin,
    payload: { datasource: { id: datasetId, type: 'table' }, queries: [query] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { colnames: string[]; data: Record<string, unknown>[]; query: string }[] }>()
    .result[0]!;
}

const SUM_DELAY = {
  expressionType: 'SIMPLE',
  column: { column_name: 'delay' },
  aggregate: 'SUM',
  label: 'SUM(delay)',
};

describe("chart data reads deprecated query fields as Superset's QueryObject does", () => {
  it('groups by groupby when columns is empty (what the legacy sankey sends)', async () => {
    const result = await chartData({
      columns: [],
      groupby: ['origin', 'destination'],
      metrics: [SUM_DELAY],
      orderby: [[SUM_DELAY, false]],
      row_limit: 100,
    });
    expect(result.colnames).toEqual(['origin', 'destination', 'SUM(delay)']);
    expect(result.data).toEqual([
      { origin: 'LAX', destination: 'SEA', 'SUM(delay)': 20 },
      { origin: 'SEA', destination: 'SFO', 'SUM(delay)': 15 },
      { origin: 'SEA', destination: 'LAX', 'SUM(delay)': 7 },
      { origin: 'SFO', destination: 'LAX', 'SUM(delay)': 1 },
    ]);
  });

  it('lets a non-empty groupby replace columns, and an empty one leave columns alone', async () => {
    const replaced = await chartData({ columns: ['destination'], groupby: ['origin'], metrics: [SUM_DELAY] });
    expect(replaced.colnames).toEqual(['origin', 'SUM(delay)']);
    const kept = await chartData({ columns: ['origin'], groupby: [], metrics: [SUM_DELAY] });
    expect(kept.colnames).toEqual(['origin', 'SUM(delay)']);
    expect(kept.data).toHaveLength(3);
  });

  it('takes timeseries_limit and timeseries_limit_metric as the series limit', async () => {
    const result = await chartData({
      columns: ['origin', 'destination'],
      series_columns: ['origin'],
      metrics: [SUM_DELAY],
      timeseries_limit: 1,
      timeseries_limit_metric: SUM_DELAY,
      order_desc: true,
      row_limit: 100,
    });
    // Only the origin with the largest total delay (SEA: 22) keeps its rows.
    expect(new Set(result.data.map((r) => r.origin))).toEqual(new Set(['SEA']));
  });

  it('moves a non-empty top-level where into extras, replacing the extras one', async () => {
    const result = await chartData({
      columns: ['origin'],
      metrics: [SUM_DELAY],
      where: "origin = 'SFO'",
      extras: { where: "origin = 'SEA'" },
    });
    expect(result.data).toEqual([{ origin: 'SFO', 'SUM(delay)': 1 }]);
  });
});
