import type { QueryObject } from '@loupe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { overriddenQuery } from './annotationData.js';

/** The examples' flights columns, six days of them; `secret_flights` is a dataset the reader may not read. */
const FLIGHTS = [
  'CREATE TABLE flights (date TIMESTAMP, delay INTEGER, distance INTEGER, origin VARCHAR, destination VARCHAR)',
  `INSERT INTO flights SELECT TIMESTAMP '2024-01-01' + INTERVAL (i) DAY, (i + 1) * 10, 100, 'SEA', 'SFO' FROM range(6) t(i)`,
  'CREATE TABLE secret_flights AS SELECT * FROM flights',
];

const day = (d: number, h = 0): number => Date.UTC(2024, 0, d, h);

interface QueryResult {
  data: Record<string, unknown>[];
  annotation_data: Record<string, { columns?: string[]; records: Record<string, unknown>[] }>;
}

describe('chart data annotation_data', () => {
  let t: TestApp;
  let admin: Headers;
  let reader: Headers;
  let flights: number;
  let layer: number;
  let delaysChart: number;
  let secretChart: number;
  let bareChart: number;
  let removeFixture: () => void;

  const lineContext = (datasetId: number, extra: Record<string, unknown> = {}) => ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    result_format: 'json',
    result_type: 'full',
    queries: [
      {
        columns: ['date'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(delay)', label: 'delay' }],
        filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        time_range: 'No filter',
        orderby: [['date', true]],
        row_limit: 100,
        ...extra,
      },
    ],
  });

  const createChart = async (name: string, datasetId: number, queryContext?: object): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: name,
        viz_type: 'echarts_timeseries_line',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'echarts_timeseries_line' }),
        ...(queryContext ? { query_context: JSON.stringify(queryContext) } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  const annotate = async (body: Record<string, unknown>): Promise<void> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/annotation_layer/${layer}/annotation/`,
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  const chartData = (headers: Headers, annotationLayers: object[], timeRange = '2024-01-02 : 2024-01-04') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: {
        datasource: { id: flights, type: 'table' },
        force: false,
        result_format: 'json',
        result_type: 'full',
        queries: [
          {
            columns: ['origin'],
            metrics: ['count'],
            filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: timeRange }],
            time_range: timeRange,
            annotation_layers: annotationLayers,
          },
        ],
      },
    });

  const native = (name: string, value: unknown, extra: object = {}) => ({
    name,
    annotationType: 'EVENT',
    sourceType: 'NATIVE',
    value,
    show: true,
    ...extra,
  });
  const line = (name: string, value: unknown, overrides: object = {}) => ({
    name,
    annotationType: 'TIME_SERIES',
    sourceType: 'line',
    value,
    show: true,
    overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.bearer();
    const fixture = await createDuckdbFixture(FLIGHTS);
    removeFixture = fixture.remove;
    const db = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'examples', sqlalchemy_uri: fixture.uri },
    });
    const dataset = async (table: string): Promise<number> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database: db.json<{ id: number }>().id, schema: 'main', table_name: table },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    flights = await dataset('flights');
    const secret = await dataset('secret_flights');

    const perm = (await t.services.repositories.datasets.findById(flights))!.perm!;
    const pairIds = await t.services.repositories.permissions.pairIdsFor([['datasource_access', perm]]);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'flights readers', permissions: pairIds },
    });
    const body = newUserBody([await roleIdOf(t.app, admin, 'Gamma'), role.json<{ id: number }>().id]);
    await createUser(t.app, admin, body);
    reader = await t.bearer(body.username, body.password);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      headers: admin,
      payload: { name: 'Stored holidays' },
    });
    layer = created.json<{ id: number }>().id;
    await annotate({
      short_descr: 'Long freeze',
      start_dttm: '2023-12-31T00:00:00',
      end_dttm: '2024-01-10T00:00:00',
    });
    await annotate({ short_descr: 'Holiday', start_dttm: '2024-01-02T00:00:00', json_metadata: '{"k": 1}' });
    await annotate({
      short_descr: 'Storm',
      long_descr: 'Snow storm',
      start_dttm: '2024-01-03T12:00:00',
      end_dttm: '2024-01-05T00:00:00',
    });
    await annotate({ short_descr: 'Old', start_dttm: '2023-12-01T00:00:00' });
    await annotate({ short_descr: 'Later', start_dttm: '2024-01-04T00:00:00' });

    delaysChart = await createChart('Delays', flights, lineContext(flights));
    secretChart = await createChart('Secret delays', secret, lineContext(secret));
    bareChart = await createChart('No context', flights);
  });

  afterAll(async () => {
    await t.close();
    removeFixture();
  });

  it('answers a NATIVE layer with the annotations overlapping the time range, times in epoch ms', async () => {
    const res = await chartData(reader, [
      native('Holidays', layer),
      native('Hidden', layer, { show: false }),
      { name: 'Formula', annotationType: 'FORMULA', sourceType: '', value: 'x * 2', show: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: QueryResult[] }>().result[0]!;
    expect(Object.keys(result.annotation_data)).toEqual(['Holidays']);
    expect(result.annotation_data.Holidays).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        {
          start_dttm: Date.UTC(2023, 11, 31),
          end_dttm: day(10),
          short_descr: 'Long freeze',
          long_descr: null,
          json_metadata: null,
        },
        {
          start_dttm: day(2),
          end_dttm: day(2),
          short_descr: 'Holiday',
          long_descr: null,
          json_metadata: '{"k": 1}',
        },
        {
          start_dttm: day(3, 12),
          end_dttm: day(5),
          short_descr: 'Storm',
          long_descr: 'Snow storm',
          json_metadata: null,
        },
      ],
    });
    const all = await chartData(reader, [native('Holidays', layer)], 'No filter');
    expect(all.json<{ result: QueryResult[] }>().result[0]!.annotation_data.Holidays!.records).toHaveLength(
      5,
    );
  });

  it("answers a line layer with the other chart's data, its time range taken from this chart when overridden", async () => {
    const res = await chartData(reader, [
      line('Delays', delaysChart, { time_range: null }),
      line('All', delaysChart),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ result: QueryResult[] }>().result[0]!.annotation_data;
    expect(data.Delays).toEqual({
      records: [
        { date: day(2), delay: 20 },
        { date: day(3), delay: 30 },
      ],
    });
    expect(data.All!.records.map((r) => r.delay)).toEqual([10, 20, 30, 40, 50, 60]);
    const given = await chartData(reader, [
      line('Given', delaysChart, { time_range: '2024-01-05 : 2024-01-07' }),
    ]);
    expect(given.json<{ result: QueryResult[] }>().result[0]!.annotation_data.Given!.records).toEqual([
      { date: day(5), delay: 50 },
      { date: day(6), delay: 60 },
    ]);
  });

  it('refuses a line layer on a chart whose dataset the caller may not read, without its data', async () => {
    const res = await chartData(reader, [line('Secret', secretChart, { time_range: null })]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }] });
    expect(res.body).not.toContain('"delay"');
    const asAdmin = await chartData(admin, [line('Secret', secretChart, { time_range: null })]);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
  });

  it('answers 400 for an unknown layer, an unknown chart and a chart without a query context', async () => {
    const unknownLayer = await chartData(admin, [native('Gone', 987654)]);
    expect(unknownLayer.statusCode).toBe(400);
    expect(unknownLayer.json<{ message: string }>().message).toMatch(/layer 987654 does not exist/);
    const unknownChart = await chartData(admin, [line('Gone', 987654)]);
    expect([unknownChart.statusCode, unknownChart.json()]).toEqual([
      400,
      { message: 'The chart does not exist' },
    ]);
    const bare = await chartData(admin, [line('Bare', bareChart)]);
    expect([bare.statusCode, bare.json()]).toEqual([
      400,
      { message: 'The chart query context does not exist' },
    ]);
  });

  it("adds annotation_data to a saved chart's data too", async () => {
    const annotated = await createChart(
      'Annotated delays',
      flights,
      lineContext(flights, { annotation_layers: [native('Holidays', layer)] }),
    );
    const res = await t.app.inject({ url: `/api/v1/chart/${annotated}/data/`, headers: reader });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ result: QueryResult[] }>().result[0]!;
    expect(result.data).toHaveLength(6);
    expect(result.annotation_data.Holidays!.records.map((r) => r.short_descr)).toEqual([
      'Old',
      'Long freeze',
      'Holiday',
      'Storm',
      'Later',
    ]);
  });
});

describe('overriddenQuery', () => {
  const current: QueryObject = {
    time_range: 'Last week',
    granularity: 'ds',
    extras: { time_grain_sqla: 'P1W' },
  };
  const target: QueryObject = {
    columns: [
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'date',
        label: 'date',
        expressionType: 'SQL',
        timeGrain: 'P1D',
      },
    ],
    filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    time_range: 'No filter',
    granularity: 'date',
    extras: { time_grain_sqla: 'P1D' },
    annotation_layers: [
      { name: 'nested', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, show: true },
    ],
  };

  it("takes the current chart's values for null overrides and drops the target's own layers", () => {
    const query = overriddenQuery(target, current, {
      time_range: null,
      granularity: null,
      time_grain_sqla: null,
    });
    expect(query).toMatchObject({
      time_range: 'Last week',
      filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'Last week' }],
      granularity: 'ds',
      extras: { time_grain_sqla: 'P1W' },
      columns: [{ timeGrain: 'P1W' }],
      annotation_layers: [],
    });
  });

  it('uses non-null overrides as given and leaves what is not overridden', () => {
    const query = overriddenQuery(target, current, { time_grain_sqla: 'P1M' });
    expect(query).toMatchObject({
      time_range: 'No filter',
      granularity: 'date',
      extras: { time_grain_sqla: 'P1M' },
    });
  });
});
