import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard } from './dashboards.testkit.js';

let w: ChartWorld;
beforeAll(async () => {
  w = await createChartWorld();
});
afterAll(async () => w.close());

type Json = Record<string, unknown>;
const detail = async (id: number) =>
  (await call(w, 'GET', `/api/v1/dashboard/${id}`, w.admin)).json<{ result: Json }>().result;
const chartIdsOf = async (id: number) =>
  (await call(w, 'GET', `/api/v1/dashboard/${id}/charts`, w.admin))
    .json<{ result: { id: number }[] }>()
    .result.map((c) => c.id);

function chartLayout(chartId: number): Json {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['CHART-x'], parents: ['ROOT_ID'] },
    'CHART-x': {
      type: 'CHART',
      id: 'CHART-x',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { chartId, width: 4, height: 50 },
    },
  };
}

describe('POST /api/v1/dashboard/<id_or_slug>/copy/', () => {
  let original: number;
  let chart: number;
  beforeAll(async () => {
    original = await createDashboard(w, w.reader, {
      dashboard_title: 'Original',
      slug: 'original',
      published: true,
    });
    chart = await createChart(w, w.reader, { slice_name: 'Copied chart' });
    const saved = await call(w, 'PUT', `/api/v1/dashboard/${original}`, w.reader, {
      position_json: JSON.stringify(chartLayout(chart)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('makes a draft owned by the caller with the same layout and charts', async () => {
    const res = await call(w, 'POST', '/api/v1/dashboard/original/copy/', w.other, {
      dashboard_title: 'My copy',
      css: '.c {}',
      json_metadata: JSON.stringify({ color_scheme: 'x' }),
      duplicate_slices: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json<{ result: { id: number; last_modified_time: number } }>();
    expect(result.last_modified_time).toBeGreaterThan(0);
    const copy = await detail(result.id);
    expect(copy).toMatchObject({
      dashboard_title: 'My copy',
      css: '.c {}',
      slug: null,
      published: false,
      owners: [{ id: w.otherId }],
    });
    expect(JSON.parse(copy.json_metadata as string)).toEqual({ color_scheme: 'x' });
    const layout = JSON.parse(copy.position_json as string) as Record<string, { meta?: Json }>;
    expect(layout['CHART-x']!.meta!.chartId).toBe(chart);
    expect(await chartIdsOf(result.id)).toEqual([chart]);
  });

  it('duplicates the charts and maps every chart id of layout and metadata to the copies', async () => {
    const metadata = {
      positions: chartLayout(chart),
      expanded_slices: { [String(chart)]: true },
      timed_refresh_immune_slices: [chart],
      chart_configuration: {
        [String(chart)]: { id: chart, crossFilters: { scope: 'global', chartsInScope: [chart] } },
      },
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          scope: { rootPath: ['ROOT_ID'], excluded: [chart] },
          chartsInScope: [chart],
        },
      ],
    };
    const res = await call(w, 'POST', `/api/v1/dashboard/${original}/copy/`, w.other, {
      dashboard_title: 'Deep copy',
      json_metadata: JSON.stringify(metadata),
      duplicate_slices: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ result: { id: number } }>().result.id;
    const charts = await chartIdsOf(id);
    expect(charts).toHaveLength(1);
    const copied = charts[0]!;
    expect(copied).not.toBe(chart);
    const chartCopy = await call(
      w,
      'GET',
      `/api/v1/chart/${copied}?q=(columns:!(slice_name,owners.id,params))`,
      w.admin,
    );
    expect(chartCopy.json()).toMatchObject({
      result: {
        slice_name: 'Copied chart',
        owners: [{ id: w.otherId }],
        params: expect.stringContaining('region'),
      },
    });
    const copy = await detail(id);
    const stored = JSON.parse(copy.json_metadata as string) as Json;
    expect(stored).toEqual({
      expanded_slices: { [String(copied)]: true },
      timed_refresh_immune_slices: [copied],
      chart_configuration: {
        [String(copied)]: { id: copied, crossFilters: { scope: 'global', chartsInScope: [copied] } },
      },
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          scope: { rootPath: ['ROOT_ID'], excluded: [copied] },
          chartsInScope: [copied],
        },
      ],
    });
    const layout = JSON.parse(copy.position_json as string) as Record<string, { meta?: Json }>;
    expect(layout['CHART-x']!.meta!.chartId).toBe(copied);
    // The original keeps its own chart.
    expect(await chartIdsOf(original)).toEqual([chart]);
  });

  it('refuses bad input with 400 and a dashboard the caller may not see with 404', async () => {
    const missing = await call(w, 'POST', `/api/v1/dashboard/${original}/copy/`, w.other, {
      dashboard_title: 'x',
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await call(w, 'POST', `/api/v1/dashboard/${original}/copy/`, w.other, {
      json_metadata: '{"nope":1}',
    });
    expect(unknown.json()).toEqual({ message: { 'json_metadata.nope': ['Unknown field.'] } });
    const draft = await createDashboard(w, w.reader);
    const hidden = await call(w, 'POST', `/api/v1/dashboard/${draft}/copy/`, w.other, {
      json_metadata: '{}',
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/dashboard/<pk>/colors', () => {
  it('changes only the colour keys, and changed_on only when marked updated', async () => {
    const id = await createDashboard(w, w.reader, {
      json_metadata: JSON.stringify({ color_scheme: 'a', refresh_frequency: 10 }),
    });
    const before = (await detail(id)).changed_on;
    const res = await call(w, 'PUT', `/api/v1/dashboard/${id}/colors?mark_updated=false`, w.reader, {
      color_scheme: 'b',
      label_colors: { East: '#ff0000' },
      shared_label_colors: ['East'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    const got = await detail(id);
    expect(got.changed_on).toBe(before);
    expect(JSON.parse(got.json_metadata as string)).toEqual({
      color_scheme: 'b',
      refresh_frequency: 10,
      label_colors: { East: '#ff0000' },
      shared_label_colors: ['East'],
    });
    await call(w, 'PUT', `/api/v1/dashboard/${id}/colors`, w.reader, { color_namespace: 'ns' });
    expect((await detail(id)).changed_on).not.toBe(before);
    const bad = await call(w, 'PUT', `/api/v1/dashboard/${id}/colors`, w.reader, { refresh_frequency: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await call(w, 'PUT', `/api/v1/dashboard/${id}/colors`, w.other, {})).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/dashboard/<pk>/filters', () => {
  it('deletes, modifies, appends and reorders native filters', async () => {
    const filters = [
      { id: 'F1', name: 'One' },
      { id: 'F2', name: 'Two' },
      { id: 'F3', name: 'Three' },
    ];
    const id = await createDashboard(w, w.reader, {
      json_metadata: JSON.stringify({ native_filter_configuration: filters, color_scheme: 'keep' }),
    });
    const res = await call(w, 'PUT', `/api/v1/dashboard/${id}/filters`, w.reader, {
      deleted: ['F2'],
      modified: [
        { id: 'F3', name: 'Three again' },
        { id: 'F4', name: 'Four' },
      ],
      reordered: ['F3', 'F1'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      { id: 'F3', name: 'Three again' },
      { id: 'F1', name: 'One' },
      { id: 'F4', name: 'Four' },
    ];
    expect(res.json()).toEqual({ result: expected });
    const stored = JSON.parse((await detail(id)).json_metadata as string) as Json;
    expect(stored).toEqual({ native_filter_configuration: expected, color_scheme: 'keep' });
    const other = await call(w, 'PUT', `/api/v1/dashboard/${id}/filters`, w.admin, { deleted: ['F1'] });
    expect(other.json<{ result: { id: string }[] }>().result.map((f) => f.id)).toEqual(['F3', 'F4']);
  });

  it('answers 403 to a non-owner who sees the dashboard', async () => {
    const id = await createDashboard(w, w.reader, { published: true });
    await createChart(w, w.reader, { dashboards: [id] });
    expect(
      (await call(w, 'PUT', `/api/v1/dashboard/${id}/filters`, w.other, { deleted: [] })).statusCode,
    ).toBe(403);
  });
});
