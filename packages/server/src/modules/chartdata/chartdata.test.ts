import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../../engines/EngineSpec.js';
import type { Principal } from '../../security/routeAccess.js';
import { parseQueryContext } from './chartDataRequest.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, sessionLogin, type TestApp } from '../../testing/testApp.testkit.js';

const URL = '/api/v1/chart/data';

// Four regions over three months; totals north 23, south 26, east 2, west 3.
const FIXTURE = [
  `CREATE TABLE sales (id INTEGER, region VARCHAR, amount DOUBLE, sold_at TIMESTAMP)`,
  `INSERT INTO sales VALUES
     (1, 'north', 10, '2024-01-05 10:00:00'), (2, 'north', 5, '2024-01-20 00:00:00'),
     (3, 'north', 7, '2024-02-10 00:00:00'), (4, 'north', 1, '2024-03-03 00:00:00'),
     (5, 'south', 20, '2024-01-07 00:00:00'), (6, 'south', 2, '2024-02-14 00:00:00'),
     (7, 'south', 4, '2024-03-09 00:00:00'), (8, 'east', 1, '2024-01-11 00:00:00'),
     (9, 'east', 1, '2024-02-02 00:00:00'), (10, 'west', 3, '2024-03-20 00:00:00'),
     (11, 'north', 100, '2023-01-15 00:00:00'), (12, 'south', 50, '2023-02-15 00:00:00')`,
];

const SUM_AMOUNT = {
  expressionType: 'SIMPLE',
  column: { column_name: 'amount' },
  aggregate: 'SUM',
  label: 'SUM(amount)',
};
const MONTH_AXIS = {
  expressionType: 'SQL',
  sqlExpression: 'sold_at',
  label: 'sold_at',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1M',
};
const Q1_2024 = '2024-01-01 : 2024-04-01';
/** What Superset's client sends with a time range: the x-axis column's TEMPORAL_RANGE filter. */
const during = (range: string) => ({
  time_range: range,
  filters: [{ col: 'sold_at', op: 'TEMPORAL_RANGE', val: range }],
});
const ms = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

interface QueryResultBody {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  sql_rowcount: number;
  query: string;
  cache_key: string;
  cached_dttm: string | null;
  cache_timeout: number;
  is_cached: boolean;
  status: string;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
}

let t: TestApp;
let admin: Headers;
let datasetId: number;
let connection: EngineConnection;
/** Engine queries the chart-data path ran on the fixture's connection since the last test began. */
const engine: { calls: number; last?: Promise<unknown> } = { calls: 0 };
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;

beforeAll(async () => {
  // SQLite allowed for the SQLite test below (refused by default, as Superset).
  t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
  admin = await t.bearer();
  fixture = await createDuckdbFixture(FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'chartdata', sqlalchemy_uri: fixture.uri },
  });
  const dbId = db.json<{ id: number }>().id;
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: 'sales' },
  });
  datasetId = ds.json<{ id: number }>().id;
  connection = t.services.connections.get((await t.services.repositories.databases.findById(dbId))!);
  const run = connection.execute.bind(connection);
  connection.execute = (sql, options) => {
    engine.calls += 1;
    const running = run(sql, options);
    engine.last = running;
    return running;
  };
});

beforeEach(() => {
  engine.calls = 0;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

function body(query: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { datasource: { id: datasetId, type: 'table' }, queries: [query], ...extra };
}

async function post(payload: Record<string, unknown>, headers: Headers = admin) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload });
}

async function first(payload: Record<string, unknown>): Promise<QueryResultBody> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: QueryResultBody[] }>().result[0]!;
}

const monthlyByRegion = (extra: Record<string, unknown> = {}) => ({
  columns: [MONTH_AXIS, 'region'],
  metrics: [SUM_AMOUNT],
  ...during(Q1_2024),
  series_columns: ['region'],
  series_limit: 2,
  series_limit_metric: SUM_AMOUNT,
  orderby: [[SUM_AMOUNT, false]],
  ...extra,
});

describe('POST /api/v1/chart/data', () => {
  it('answers a monthly SUM by region limited to the top 2 series, times in epoch ms', async () => {
    const result = await first(body(monthlyByRegion()));
    expect(result.status).toBe('success');
    expect(result.colnames).toEqual(['sold_at', 'region', 'SUM(amount)']);
    expect(result.coltypes).toEqual([2, 1, 0]);
    const rows = [...result.data].sort(
      (a, b) =>
        (a.sold_at as number) - (b.sold_at as number) || String(a.region).localeCompare(String(b.region)),
    );
    expect(rows).toEqual([
      { sold_at: ms('2024-01-01'), region: 'north', 'SUM(amount)': 15 },
      { sold_at: ms('2024-01-01'), region: 'south', 'SUM(amount)': 20 },
      { sold_at: ms('2024-02-01'), region: 'north', 'SUM(amount)': 7 },
      { sold_at: ms('2024-02-01'), region: 'south', 'SUM(amount)': 2 },
      { sold_at: ms('2024-03-01'), region: 'north', 'SUM(amount)': 1 },
      { sold_at: ms('2024-03-01'), region: 'south', 'SUM(amount)': 4 },
    ]);
    expect(result.rowcount).toBe(6);
    expect(result.sql_rowcount).toBe(6);
    expect(result.from_dttm).toBe(ms('2024-01-01'));
    expect(result.to_dttm).toBe(ms('2024-04-01'));
    expect(result.query).toMatch(/^SELECT /);
    expect(result.cache_key).toMatch(/^[0-9a-f]{64}$/);
    expect(result.label_map).toEqual({
      sold_at: ['sold_at'],
      region: ['region'],
      'SUM(amount)': ['SUM(amount)'],
    });
  });

  it('types a category x-axis as the engine does, not as time (a heatmap or bar chart of regions)', async () => {
    const regionAxis = { ...MONTH_AXIS, sqlExpression: 'region', label: 'region' };
    const result = await first(
      body({ columns: [regionAxis], metrics: [SUM_AMOUNT], orderby: [[SUM_AMOUNT, false]] }),
    );
    expect(result.colnames).toEqual(['region', 'SUM(amount)']);
    expect(result.coltypes).toEqual([1, 0]);
    expect(typeof result.data[0]!.region).toBe('string');
  });

  it('answers a legacy time series: granularity and time grain give __timestamp, bounded by time_range', async () => {
    const result = await first(
      body({
        granularity: 'sold_at',
        is_timeseries: true,
        extras: { time_grain_sqla: 'P1M' },
        metrics: [SUM_AMOUNT],
        time_range: Q1_2024,
        orderby: [[SUM_AMOUNT, false]],
      }),
    );
    expect(result.colnames).toEqual(['__timestamp', 'SUM(amount)']);
    expect(result.coltypes).toEqual([2, 0]);
    expect(result.data).toEqual([
      { __timestamp: ms('2024-01-01'), 'SUM(amount)': 36 },
      { __timestamp: ms('2024-02-01'), 'SUM(amount)': 10 },
      { __timestamp: ms('2024-03-01'), 'SUM(amount)': 8 },
    ]);
  });

  it('applies TEMPORAL_RANGE filters and reports applied and rejected filters', async () => {
    const result = await first(
      body({
        columns: ['region'],
        metrics: [SUM_AMOUNT],
        filters: [
          { col: 'sold_at', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-03-01' },
          { col: 'no_such_column', op: '==', val: 'x' },
        ],
        orderby: [['region', true]],
      }),
    );
    expect(result.data).toEqual([
      { region: 'east', 'SUM(amount)': 1 },
      { region: 'north', 'SUM(amount)': 7 },
      { region: 'south', 'SUM(amount)': 2 },
    ]);
    expect(result.from_dttm).toBe(ms('2024-02-01'));
    expect(result.to_dttm).toBe(ms('2024-03-01'));
    expect(result.applied_filters).toEqual([{ column: 'sold_at' }]);
    expect(result.rejected_filters).toEqual([{ column: 'no_such_column', reason: 'not_in_datasource' }]);
  });

  it('pivots and flattens the result with core post-processing', async () => {
    const result = await first(
      body(
        monthlyByRegion({
          post_processing: [
            {
              operation: 'pivot',
              options: {
                index: ['sold_at'],
                columns: ['region'],
                aggregates: { 'SUM(amount)': { operator: 'mean' } },
                drop_missing_columns: false,
              },
            },
            { operation: 'flatten' },
          ],
        }),
      ),
    );
    expect(result.colnames).toEqual(['sold_at', 'SUM(amount), north', 'SUM(amount), south']);
    expect(result.coltypes).toEqual([2, 0, 0]);
    expect(result.data).toEqual([
      { sold_at: ms('2024-01-01'), 'SUM(amount), north': 15, 'SUM(amount), south': 20 },
      { sold_at: ms('2024-02-01'), 'SUM(amount), north': 7, 'SUM(amount), south': 2 },
      { sold_at: ms('2024-03-01'), 'SUM(amount), north': 1, 'SUM(amount), south': 4 },
    ]);
    expect(result.label_map['SUM(amount), north']).toEqual(['SUM(amount)', 'north']);
    expect(result.sql_rowcount).toBe(6);
  });

  it('joins time offsets: each month next to the same month a year before', async () => {
    const result = await first(
      body({
        columns: [MONTH_AXIS],
        metrics: [SUM_AMOUNT],
        ...during('2024-01-01 : 2024-03-01'),
        time_offsets: ['1 year ago'],
        orderby: [[MONTH_AXIS, true]],
      }),
    );
    expect(result.colnames).toEqual(['sold_at', 'SUM(amount)', 'SUM(amount)__1 year ago']);
    expect(result.data).toEqual([
      { sold_at: ms('2024-01-01'), 'SUM(amount)': 36, 'SUM(amount)__1 year ago': 100 },
      { sold_at: ms('2024-02-01'), 'SUM(amount)': 10, 'SUM(amount)__1 year ago': 50 },
    ]);
    expect(result.label_map['SUM(amount)__1 year ago']).toEqual(['SUM(amount)', '1 year ago']);
    expect(engine.calls).toBe(2);
  });

  it('serves the second identical request from the cache without an engine query; force runs it again', async () => {
    const query = monthlyByRegion({ row_limit: 7 });
    const one = await first(body(query));
    expect(one.is_cached).toBe(false);
    expect(one.cached_dttm).toBeNull();
    expect(one.cache_timeout).toBe(86_400);
    expect(engine.calls).toBe(1);

    const two = await first(body(query));
    expect(two.is_cached).toBe(true);
    expect(two.cached_dttm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(two.cache_key).toBe(one.cache_key);
    expect(two.data).toEqual(one.data);
    expect(engine.calls).toBe(1);

    const forced = await first(body(query, { force: true }));
    expect(forced.is_cached).toBe(false);
    expect(forced.cache_key).toBe(one.cache_key);
    expect(engine.calls).toBe(2);

    const cached = await t.app.inject({ url: `${URL}/${one.cache_key}`, headers: admin });
    expect(cached.statusCode).toBe(200);
    expect(cached.json<{ result: QueryResultBody[] }>().result[0]).toMatchObject({
      is_cached: true,
      cache_key: one.cache_key,
      data: one.data,
    });
    expect((await t.app.inject({ url: `${URL}/${'0'.repeat(64)}`, headers: admin })).statusCode).toBe(404);
  });

  it('takes the cache timeout from the request, else the chart named in form_data; -1 caches nothing', async () => {
    const chart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'by region',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        cache_timeout: 120,
      },
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const query = { columns: ['region'], metrics: [SUM_AMOUNT], row_limit: 11 };
    const fromChart = await first(body(query, { form_data: { slice_id: chart.json<{ id: number }>().id } }));
    expect(fromChart.cache_timeout).toBe(120);
    const custom = await first(body(query, { custom_cache_timeout: 30 }));
    expect(custom.cache_timeout).toBe(30);

    engine.calls = 0;
    const uncached = { columns: ['region'], metrics: [SUM_AMOUNT], row_limit: 12 };
    await first(body(uncached, { custom_cache_timeout: -1 }));
    const again = await first(body(uncached, { custom_cache_timeout: -1 }));
    expect(again.is_cached).toBe(false);
    expect(engine.calls).toBe(2);
  });

  it("replays a chart's saved query context at GET /api/v1/chart/{pk}/data/", async () => {
    const saved = body({ columns: ['region'], metrics: [SUM_AMOUNT], orderby: [['region', true]] });
    const withContext = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'saved context',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        query_context: JSON.stringify(saved),
      },
    });
    expect(withContext.statusCode, withContext.body).toBe(201);
    const id = withContext.json<{ id: number }>().id;
    const res = await t.app.inject({ url: `/api/v1/chart/${id}/data/`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: QueryResultBody[] }>().result[0]!.data).toEqual([
      { region: 'east', 'SUM(amount)': 2 },
      { region: 'north', 'SUM(amount)': 123 },
      { region: 'south', 'SUM(amount)': 76 },
      { region: 'west', 'SUM(amount)': 3 },
    ]);
    const csv = await t.app.inject({ url: `/api/v1/chart/${id}/data/?format=csv`, headers: admin });
    expect(csv.body).toBe('region,SUM(amount)\neast,2\nnorth,123\nsouth,76\nwest,3\n');

    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'no context',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
      },
    });
    const none = await t.app.inject({
      url: `/api/v1/chart/${bare.json<{ id: number }>().id}/data/`,
      headers: admin,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Chart has no query context saved. Please save the chart again.',
    });
    expect((await t.app.inject({ url: '/api/v1/chart/999999/data/', headers: admin })).statusCode).toBe(404);
  });

  it('runs one engine query for 100 identical concurrent requests', async () => {
    const query = monthlyByRegion({ row_limit: 9 });
    const responses = await Promise.all(Array.from({ length: 100 }, () => post(body(query))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    const keys = new Set(responses.map((r) => r.json<{ result: QueryResultBody[] }>().result[0]!.cache_key));
    expect(keys.size).toBe(1);
    expect(engine.calls).toBe(1);
  });

  it('accepts the query context as the form field form_data and answers CSV', async () => {
    const payload = body(
      { columns: ['region'], metrics: [SUM_AMOUNT], ...during(Q1_2024), orderby: [['region', true]] },
      { result_format: 'csv' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_data: JSON.stringify(payload) }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="\d{8}_\d{6}\.csv"$/);
    expect(res.body).toBe('region,SUM(amount)\neast,2\nnorth,23\nsouth,26\nwest,3\n');
  });

  it('writes temporal columns into CSV as naive datetimes', async () => {
    const res = await post(
      body(
        { columns: [MONTH_AXIS], metrics: [SUM_AMOUNT], ...during('2024-01-01 : 2024-02-01') },
        { result_format: 'csv' },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('sold_at,SUM(amount)\n2024-01-01 00:00:00,36\n');
  });

  it('takes a session cookie without a CSRF token, as Superset exempts this POST', async () => {
    const { cookie } = await sessionLogin(t.app);
    const res = await post(body({ columns: ['region'], metrics: [SUM_AMOUNT] }), { cookie });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers XLSX as an attachment', async () => {
    const res = await post(body({ columns: ['region'], metrics: [SUM_AMOUNT] }, { result_format: 'xlsx' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"$/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('result types', () => {
  it('query gives the SQL without running it', async () => {
    const res = await post(body(monthlyByRegion(), { result_type: 'query' }));
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ result: { query: string; language: string }[] }>().result;
    expect(result!.language).toBe('sql');
    expect(result!.query).toContain('series_limit');
    expect(engine.calls).toBe(0);
  });

  it('results gives only the data fields', async () => {
    const res = await post(body({ columns: ['region'], metrics: [SUM_AMOUNT] }, { result_type: 'results' }));
    const [result] = res.json<{ result: Record<string, unknown>[] }>().result;
    expect(Object.keys(result!).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);
  });

  it('samples read every column without metrics', async () => {
    const res = await post(body({ metrics: [SUM_AMOUNT], columns: ['region'] }, { result_type: 'samples' }));
    const [result] = res.json<{ result: QueryResultBody[] }>().result;
    expect(result!.colnames).toEqual(['id', 'region', 'amount', 'sold_at']);
    expect(result!.coltypes).toEqual([0, 1, 0, 2]);
    expect(result!.rowcount).toBe(12);
    expect(result!.query).toMatch(/LIMIT 1000/);
  });

  it('samples keep the filters but report no time bounds', async () => {
    const res = await post(
      body({ metrics: [SUM_AMOUNT], ...during('2024-01-01 : 2024-02-01') }, { result_type: 'samples' }),
    );
    const [result] = res.json<{ result: QueryResultBody[] }>().result;
    expect(result!.data.map((r) => r.id).sort()).toEqual([1, 2, 5, 8]);
    expect(result!.from_dttm).toBeNull();
    expect(result!.to_dttm).toBeNull();
  });

  it('drill_detail reads every column under the filters', async () => {
    const res = await post(
      body(
        { metrics: [SUM_AMOUNT], filters: [{ col: 'region', op: '==', val: 'west' }] },
        { result_type: 'drill_detail' },
      ),
    );
    const [result] = res.json<{ result: QueryResultBody[] }>().result;
    expect(result!.data).toEqual([{ id: 10, region: 'west', amount: 3, sold_at: Date.UTC(2024, 2, 20) }]);
  });

  it('columns and timegrains describe the dataset and its engine', async () => {
    const cols = await post(body({}, { result_type: 'columns' }));
    const colData = cols.json<{ result: { data: { column_name: string; dtype: string }[] }[] }>().result[0]!
      .data;
    expect(colData.map((c) => c.column_name)).toEqual(['id', 'region', 'amount', 'sold_at']);
    const grains = await post(body({}, { result_type: 'timegrains' }));
    const grainData = grains.json<{ result: { data: { name: string; duration: string | null }[] }[] }>()
      .result[0]!.data;
    expect(grainData[0]).toEqual({ name: 'Original value', function: '{col}', duration: null });
    expect(grainData).toContainEqual({
      name: 'Month',
      function: "DATE_TRUNC('month', {col})",
      duration: 'P1M',
    });
  });
});

describe('bad requests and access', () => {
  it('refuses a user without datasource access with 403 and runs no query', async () => {
    const gammaRole = await roleIdOf(t.app, admin, 'Gamma');
    const gammaBody = newUserBody([gammaRole]);
    await createUser(t.app, admin, gammaBody);
    const gamma = await t.bearer(gammaBody.username, gammaBody.password);
    const res = await post(body(monthlyByRegion()), gamma);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [
        {
          error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
          level: 'warning',
          message:
            'This endpoint requires the datasource sales, database or `all_datasource_access` permission',
          extra: {
            link: '',
            datasource: 'sales',
            issue_codes: [{ code: 1017, message: "Issue 1017 - User doesn't have the proper permissions." }],
          },
        },
      ],
    });
    expect(engine.calls).toBe(0);
    // Nor may the user read the dataset's rows from the cache by key.
    const key = (await first(body(monthlyByRegion()))).cache_key;
    const cached = await t.app.inject({ url: `${URL}/${key}`, headers: gamma });
    expect(cached.statusCode).toBe(403);
  });

  it('answers 404 for an unknown datasource', async () => {
    const res = await post({ datasource: { id: 999_999, type: 'table' }, queries: [{}] });
    expect(res.statusCode).toBe(404);
  });

  it('answers schema errors with Request is incorrect', async () => {
    const res = await post({ queries: [], result_type: 'everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message:
        "Request is incorrect: {'datasource': ['Missing data for required field.'], 'result_type': ['Must be one of: columns, full, query, results, samples, timegrains, post_processed, drill_detail.']}",
    });
    const negative = await post(body({ columns: ['region'], row_limit: -1 }));
    expect(negative.json()).toEqual({
      message:
        "Request is incorrect: {'queries': {0: {'row_limit': ['Must be greater than or equal to 0.']}}}",
    });
    const asText = await first(body({ columns: ['region'], row_limit: '2', orderby: [['region', true]] }));
    expect(asText.rowcount).toBe(2);
    expect(asText.query).toMatch(/LIMIT 2\b/);
    const notJson = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request is not JSON' });
    const inQuery = await t.app.inject({
      method: 'POST',
      url: `${URL}?form_data=${encodeURIComponent(JSON.stringify(body({ columns: ['region'] })))}`,
      headers: admin,
    });
    expect(inQuery.statusCode, inQuery.body).toBe(200);
  });

  it('names an unknown column', async () => {
    const res = await post(body({ columns: ['nope'], metrics: [SUM_AMOUNT] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Columns missing in dataset: ['nope']" });
    expect(engine.calls).toBe(0);
  });

  it('answers an unreadable time range with the parse message', async () => {
    const res = await post(body({ columns: ['region'], metrics: [SUM_AMOUNT], time_range: 'blue moon' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Request is incorrect: {'time_range': ['Cannot parse time string [blue moon]']}",
    });
  });

  it('answers an invalid post-processing rule with 400', async () => {
    const res = await post(
      body({ columns: ['region'], metrics: [SUM_AMOUNT], post_processing: [{ operation: 'nope' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unsupported post processing operation: nope' });
  });
});

describe('on SQLite', () => {
  it('sends the month axis as a time in epoch ms although SQLite reports no type for it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'loupe-chartdata-'));
    try {
      const file = path.join(dir, 'sales.db');
      const db = new Database(file);
      db.exec(`CREATE TABLE sales (region TEXT, amount REAL, sold_at DATETIME);
        INSERT INTO sales VALUES ('north', 10, '2024-01-05 10:00:00'), ('north', 5, '2024-01-20 00:00:00'),
          ('south', 2, '2024-02-10 00:00:00')`);
      db.close();
      const database = await t.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin,
        payload: { database_name: 'chartdata_sqlite', sqlalchemy_uri: `sqlite:///${file}` },
      });
      expect(database.statusCode, database.body).toBe(201);
      const dataset = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database: database.json<{ id: number }>().id, schema: 'main', table_name: 'sales' },
      });
      expect(dataset.statusCode, dataset.body).toBe(201);
      const res = await post({
        datasource: { id: dataset.json<{ id: number }>().id, type: 'table' },
        queries: [
          { columns: [MONTH_AXIS], metrics: [SUM_AMOUNT], ...during(Q1_2024), orderby: [[MONTH_AXIS, true]] },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [result] = res.json<{ result: QueryResultBody[] }>().result;
      expect(result!.coltypes).toEqual([2, 0]);
      expect(result!.data).toEqual([
        { sold_at: ms('2024-01-01'), 'SUM(amount)': 15 },
        { sold_at: ms('2024-02-01'), 'SUM(amount)': 2 },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('cancelling', () => {
  const adminPrincipal: Principal = {
    user: { id: 1, username: 'admin', first_name: 'a', last_name: 'b', email: 'a@b.c', active: true },
    grants: { roles: { Admin: [] } },
    via: 'bearer',
    sid: 'test',
  };

  it('stops the engine query when the only client waiting for it goes away', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: {
        database: (await t.services.repositories.datasets.findById(datasetId))!.database_id,
        schema: 'main',
        table_name: 'endless',
        sql: 'SELECT a.range * b.range AS n FROM range(1000000) a, range(1000000) b',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const context = parseQueryContext({
      datasource: { id: created.json<{ id: number }>().id, type: 'table' },
      queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'total' }] }],
    });
    const client = new AbortController();
    const running = t.services.chartData.data(context, adminPrincipal, client.signal);
    setTimeout(() => client.abort(), 300);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    // The engine query itself ends (cancelled) rather than running on for its trillion rows.
    await expect(engine.last).rejects.toBeInstanceOf(Error);
    // The database's connection and its query slot are free again at once.
    const after = await first(body({ columns: ['region'], metrics: [SUM_AMOUNT] }, { force: true }));
    expect(after.status).toBe('success');
  });

  it('answers an engine failure with 400 Error: ...', async () => {
    const res = await post(
      body({ metrics: [{ expressionType: 'SQL', sqlExpression: 'no_such_function(amount)', label: 'x' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Error: .*no_such_function/);
  });
});

describe('legacy /superset/explore_json/', () => {
  it("answers the filter box's ILIKE value search with {column: [{id, text, metric}]}", async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'filter_box',
      time_range: 'No filter',
      filter_configs: [{ column: 'region', metric: 'count', asc: false }],
      adhoc_filters: [
        {
          clause: 'WHERE',
          expressionType: 'SIMPLE',
          subject: 'region',
          operator: 'ILIKE',
          comparator: '%OR%',
        },
      ],
    };
    const res = await t.app.inject({
      url: `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json<{ data: unknown; form_data: unknown; status: string; query: string }>();
    expect(payload.data).toEqual({ region: [{ id: 'north', text: 'north', metric: 5 }] });
    expect(payload.form_data).toEqual(formData);
    expect(payload.query).toMatch(/ILIKE|LIKE/i);
  });

  it('takes legacy form data as a form field, with query= and csv= switches', async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      groupby: ['region'],
      metrics: ['count'],
      time_range: 'No filter',
      order_desc: false,
      timeseries_limit_metric: 'count',
    };
    const form = {
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_data: JSON.stringify(formData) }).toString(),
    };
    const res = await t.app.inject({ method: 'POST', url: '/superset/explore_json/', ...form });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: Record<string, unknown>[] }>().data;
    expect([...rows].sort((a, b) => String(a.region).localeCompare(String(b.region)))).toEqual([
      { region: 'east', count: 2 },
      { region: 'north', count: 5 },
      { region: 'south', count: 4 },
      { region: 'west', count: 1 },
    ]);
    const query = await t.app.inject({ method: 'POST', url: '/superset/explore_json/?query=true', ...form });
    expect(query.json()).toEqual({ query: expect.stringMatching(/^SELECT /), language: 'sql' });
    const csv = await t.app.inject({ method: 'POST', url: '/superset/explore_json/?csv=true', ...form });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });
});
