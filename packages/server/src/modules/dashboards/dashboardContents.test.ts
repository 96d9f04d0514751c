import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard } from './dashboards.testkit.js';

let w: ChartWorld;
let board: number;
let chartA: number;
let chartB: number;
let hiddenChart: number;

/** ROOT > TABS > (TAB "First" > TABS > TAB "Inner", TAB "Second" holding the charts). */
const TABBED = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-top'] },
  'TABS-top': { type: 'TABS', id: 'TABS-top', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
  'TAB-a': {
    type: 'TAB',
    id: 'TAB-a',
    children: ['TABS-in'],
    parents: ['ROOT_ID', 'TABS-top'],
    meta: { text: 'First' },
  },
  'TABS-in': { type: 'TABS', id: 'TABS-in', children: ['TAB-c'], parents: ['ROOT_ID', 'TABS-top', 'TAB-a'] },
  'TAB-c': {
    type: 'TAB',
    id: 'TAB-c',
    children: [],
    parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-in'],
    meta: { text: 'Inner' },
  },
  'TAB-b': {
    type: 'TAB',
    id: 'TAB-b',
    children: [],
    parents: ['ROOT_ID', 'TABS-top'],
    meta: { text: 'Second' },
  },
};

const NATIVE_FILTERS = [{ id: 'NATIVE_FILTER-1', name: 'Region', filterType: 'filter_select', targets: [] }];

beforeAll(async () => {
  w = await createChartWorld();
  board = await createDashboard(w, w.reader, {
    dashboard_title: 'Contents',
    slug: 'contents',
    published: true,
    position_json: JSON.stringify(TABBED),
    json_metadata: JSON.stringify({ native_filter_configuration: NATIVE_FILTERS }),
  });
  chartA = await createChart(w, w.reader, {
    slice_name: 'A',
    description: 'First chart',
    dashboards: [board],
  });
  chartB = await createChart(w, w.reader, {
    slice_name: 'B',
    viz_type: 'big_number_total',
    cache_timeout: 60,
    dashboards: [board],
  });
  // A chart on a dataset of a database the readers have no access to.
  const db = await call(w, 'POST', '/api/v1/database/', w.admin, {
    database_name: 'hidden db',
    sqlalchemy_uri: 'duckdb:///:memory:',
  });
  const dbId = db.json<{ id: number }>().id;
  const virtual = await call(w, 'POST', '/api/v1/dataset/', w.admin, {
    database: dbId,
    schema: 'main',
    table_name: 'hidden_virtual',
    sql: 'select 1 as x',
  });
  expect(virtual.statusCode, virtual.body).toBe(201);
  const hiddenDataset = virtual.json<{ id: number }>().id;
  hiddenChart = await createChart(w, w.admin, { slice_name: 'Hidden', datasource_id: hiddenDataset });
  const linked = await call(w, 'PUT', `/api/v1/chart/${hiddenChart}`, w.admin, { dashboards: [board] });
  expect(linked.statusCode, linked.body).toBe(200);
});
afterAll(async () => w.close());

describe('GET /api/v1/dashboard/<id_or_slug>/charts', () => {
  it("answers the dashboard's charts as Superset's chart entities, by id or slug", async () => {
    const res = await call(w, 'GET', `/api/v1/dashboard/${board}/charts`, w.reader);
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json<{ result: Record<string, unknown>[] }>();
    expect(result.map((c) => c.id)).toEqual([chartA, chartB, hiddenChart]);
    expect(result[0]).toMatchObject({
      id: chartA,
      slice_name: 'A',
      description: 'First chart',
      description_markeddown: 'First chart',
      slice_url: `/explore/?slice_id=${chartA}`,
      viz_type: 'table',
      changed_on: expect.any(String),
      form_data: {
        metrics: ['count'],
        groupby: ['region'],
        slice_id: chartA,
        viz_type: 'table',
        datasource: `${w.datasetId}__table`,
      },
    });
    expect(result[1]).toMatchObject({
      cache_timeout: 60,
      form_data: { cache_timeout: 60, viz_type: 'big_number_total' },
    });
    // The reader may not use the hidden chart's dataset: it is listed without its form data.
    expect(result[2]).toMatchObject({ id: hiddenChart, slice_name: 'Hidden' });
    expect(result[2]).not.toHaveProperty('form_data');
    const admin = await call(w, 'GET', '/api/v1/dashboard/contents/charts', w.admin);
    expect(admin.json<{ result: Record<string, unknown>[] }>().result[2]).toHaveProperty('form_data');
  });

  it('answers 404 for a dashboard the caller may not see', async () => {
    expect((await call(w, 'GET', `/api/v1/dashboard/${board}/charts`, w.outsider)).statusCode).toBe(404);
    expect((await call(w, 'GET', '/api/v1/dashboard/no-such/charts', w.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/dashboard/<id_or_slug>/datasets', () => {
  it('answers the datasource JSON of the datasets the caller may use', async () => {
    const res = await call(w, 'GET', `/api/v1/dashboard/${board}/datasets`, w.reader);
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json<{ result: Record<string, unknown>[] }>();
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      id: w.datasetId,
      uid: `${w.datasetId}__table`,
      type: 'table',
      columns: expect.arrayContaining([expect.objectContaining({ column_name: 'region' })]),
      metrics: expect.any(Array),
      database: expect.objectContaining({ id: expect.any(Number) }),
    });
    const admin = await call(w, 'GET', '/api/v1/dashboard/contents/datasets', w.admin);
    expect(admin.json<{ result: unknown[] }>().result).toHaveLength(2);
  });
});

describe('GET /api/v1/dashboard/<id_or_slug>/tabs', () => {
  it('answers the tab tree, every tab title and the native filters', async () => {
    const res = await call(w, 'GET', `/api/v1/dashboard/contents/tabs`, w.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: {
        all_tabs: { 'TAB-a': 'First', 'TAB-c': 'Inner', 'TAB-b': 'Second' },
        tab_tree: [
          {
            value: 'TAB-a',
            title: 'First',
            parents: ['ROOT_ID', 'TABS-top'],
            children: [
              {
                value: 'TAB-c',
                title: 'Inner',
                parents: ['ROOT_ID', 'TABS-top', 'TAB-a', 'TABS-in'],
                children: [],
              },
            ],
          },
          { value: 'TAB-b', title: 'Second', parents: ['ROOT_ID', 'TABS-top'], children: [] },
        ],
        native_filters: NATIVE_FILTERS,
      },
    });
  });

  it('answers no tabs for a dashboard without a layout', async () => {
    const plain = await createDashboard(w, w.reader);
    const res = await call(w, 'GET', `/api/v1/dashboard/${plain}/tabs`, w.reader);
    expect(res.json()).toEqual({ result: { all_tabs: {}, tab_tree: [], native_filters: [] } });
  });
});

describe("the dashboard editor's chart pane list", () => {
  it('lists my charts by name, newest first, without filter boxes, 200 a page clamped to 100', async () => {
    const box = await createChart(w, w.other, { slice_name: 'Pane box', viz_type: 'filter_box' });
    const mine = await createChart(w, w.other, { slice_name: 'Pane mine' });
    const notMine = await createChart(w, w.reader, { slice_name: 'Pane not mine' });
    // Superset's SliceAdder also names computed columns (thumbnail_url, url...) in `columns`, which
    // this list refuses; without `columns` every one of them is answered.
    const q =
      `(filters:!((col:viz_type,opr:neq,value:filter_box),(col:owners,opr:rel_m_m,value:${w.otherId}),(col:slice_name,opr:ct,value:pane)),` +
      'order_column:changed_on_delta_humanized,order_direction:desc,page_size:200)';
    const res = await call(w, 'GET', `/api/v1/chart/?q=${encodeURIComponent(q)}`, w.other);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ ids: number[]; result: Record<string, unknown>[] }>();
    expect(page.ids).toEqual([mine]);
    expect(page.result[0]).toMatchObject({
      slice_name: 'Pane mine',
      url: `/explore/?slice_id=${mine}`,
      changed_on_delta_humanized: expect.any(String),
      thumbnail_url: null,
      datasource_name_text: expect.any(String),
    });
    const all = `(filters:!((col:slice_name,opr:ct,value:pane)),order_column:changed_on_delta_humanized,order_direction:desc)`;
    const both = await call(w, 'GET', `/api/v1/chart/?q=${encodeURIComponent(all)}`, w.other);
    // All three without the neq filter (it is what left the filter box out). Their order is not
    // checked: made within one second, they share a changed_on.
    expect([...both.json<{ ids: number[] }>().ids].sort((a, b) => a - b)).toEqual(
      [box, mine, notMine].sort((a, b) => a - b),
    );
    const fav = await call(w, 'POST', `/api/v1/chart/${mine}/favorites/`, w.other);
    expect(fav.statusCode).toBe(200);
    const favQ = `(filters:!((col:id,opr:chart_is_favorite,value:!t),(col:created_by,opr:rel_o_m,value:${w.otherId})))`;
    const favourites = await call(w, 'GET', `/api/v1/chart/?q=${encodeURIComponent(favQ)}`, w.other);
    expect(favourites.json<{ ids: number[] }>().ids).toEqual([mine]);
  });
});
