import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestSchema } from '../../testing/pgTestDatabase.js';
import { roleIdOf } from '../../testing/securityApi.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard, listDashboards } from './dashboards.testkit.js';

/**
 * Dashboards on a PostgreSQL metadata store (production's): the visibility subqueries, the
 * favourite upsert, the title/slug filters and the slug uniqueness must behave as on SQLite.
 */
describe('dashboards on PostgreSQL metadata', () => {
  let w: ChartWorld;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    drop = pg.drop;
    w = await createChartWorld({ LOUPE_METADATA_URL: pg.url });
  });

  afterAll(async () => {
    await w.close();
    await drop();
  });

  it('creates, finds by slug, filters and scopes dashboards', async () => {
    const draft = await createDashboard(w, w.reader, { dashboard_title: 'PG draft', slug: 'pg draft' });
    const shown = await createDashboard(w, w.reader, { dashboard_title: 'PG Sales', published: true });
    await createChart(w, w.reader, { dashboards: [shown] });
    const dup = await call(w, 'POST', '/api/v1/dashboard/', w.other, { slug: 'pg-draft' });
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
    const bySlug = await call(w, 'GET', '/api/v1/dashboard/pg-draft', w.reader);
    expect(bySlug.json<{ result: { id: number } }>().result.id).toBe(draft);

    const q = '(filters:!((col:dashboard_title,opr:title_or_slug,value:pg)),order_column:id)';
    expect((await listDashboards(w, w.reader, q)).ids).toEqual([draft, shown]);
    expect((await listDashboards(w, w.other, q)).ids).toEqual([shown]);
    expect((await listDashboards(w, w.outsider, q)).ids).toEqual([]);
    expect((await call(w, 'GET', '/api/v1/dashboard/pg-draft', w.other)).statusCode).toBe(404);

    for (let i = 0; i < 2; i += 1)
      expect((await call(w, 'POST', `/api/v1/dashboard/${shown}/favorites/`, w.other)).statusCode).toBe(200);
    const fav = await listDashboards(w, w.other, '(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))');
    expect(fav.ids).toEqual([shown]);
    const owned = await listDashboards(
      w,
      w.admin,
      `(filters:!((col:owners,opr:rel_m_m,value:${w.readerId}),(col:published,opr:eq,value:!t)))`,
    );
    expect(owned.ids).toEqual([shown]);
  });

  it('saves a layout, keeps filter state and permalinks, copies and deletes with them', async () => {
    const board = await createDashboard(w, w.reader, { dashboard_title: 'PG save', published: true });
    const chart = await createChart(w, w.reader, { slice_name: 'PG chart' });
    const positions = {
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['CHART-1'], parents: ['ROOT_ID'] },
      'CHART-1': {
        type: 'CHART',
        id: 'CHART-1',
        children: [],
        meta: { chartId: chart, width: 4, height: 50 },
      },
    };
    const saved = await call(w, 'PUT', `/api/v1/dashboard/${board}`, w.reader, {
      json_metadata: JSON.stringify({ positions, color_scheme: 'pg' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const charts = await call(w, 'GET', `/api/v1/dashboard/${board}/charts`, w.other);
    expect(charts.json<{ result: { id: number }[] }>().result.map((c) => c.id)).toEqual([chart]);

    const state = await call(w, 'POST', `/api/v1/dashboard/${board}/filter_state?tab_id=3`, w.other, {
      value: '{"a":1}',
    });
    expect(state.statusCode, state.body).toBe(201);
    const { key } = state.json<{ key: string }>();
    const again = await call(w, 'POST', `/api/v1/dashboard/${board}/filter_state?tab_id=3`, w.other, {
      value: '{"a":2}',
    });
    expect(again.json<{ key: string }>().key).toBe(key);
    expect((await call(w, 'GET', `/api/v1/dashboard/${board}/filter_state/${key}`, w.other)).json()).toEqual({
      value: '{"a":2}',
    });
    const link = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, w.other, { anchor: 'x' });
    const permalink = link.json<{ key: string }>().key;
    expect((await call(w, 'GET', `/api/v1/dashboard/permalink/${permalink}`, w.other)).json()).toEqual({
      dashboardId: String(board),
      state: { anchor: 'x' },
    });

    const copy = await call(w, 'POST', `/api/v1/dashboard/${board}/copy/`, w.other, {
      dashboard_title: 'PG copy',
      json_metadata: '{}',
      duplicate_slices: true,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<{ result: { id: number } }>().result.id;
    const copied = await call(w, 'GET', `/api/v1/dashboard/${copyId}/charts`, w.other);
    expect(copied.json<{ result: { slice_name: string }[] }>().result.map((c) => c.slice_name)).toEqual([
      'PG chart',
    ]);

    const deleted = await call(w, 'DELETE', `/api/v1/dashboard/?q=!(${board})`, w.reader);
    expect(deleted.json()).toEqual({ message: 'Deleted 1 dashboard' });
    expect((await call(w, 'GET', `/api/v1/dashboard/permalink/${permalink}`, w.other)).statusCode).toBe(404);
    const left = await w.t.services.db
      .selectFrom('key_value')
      .select('id')
      .where('value', 'like', `{"dashboardId":"${board}",%`)
      .execute();
    expect(left).toEqual([]);
  });

  it('applies the DASHBOARD_RBAC roles clause on PostgreSQL', async () => {
    const pg = await createPgTestSchema(inject('pgUrl'));
    const rw = await createChartWorld({
      LOUPE_METADATA_URL: pg.url,
      LOUPE_FEATURE_FLAGS: '{"DASHBOARD_RBAC":true}',
    });
    try {
      const gamma = await roleIdOf(rw.t.app, rw.admin, 'Gamma');
      const byRole = await createDashboard(rw, rw.reader, { published: true, roles: [gamma] });
      const draft = await createDashboard(rw, rw.reader, { roles: [gamma] });
      expect((await call(rw, 'GET', `/api/v1/dashboard/${byRole}`, rw.outsider)).statusCode).toBe(200);
      expect((await call(rw, 'GET', `/api/v1/dashboard/${draft}`, rw.outsider)).statusCode).toBe(404);
      expect((await listDashboards(rw, rw.outsider, '(order_column:id)')).ids).toEqual([byRole]);
    } finally {
      await rw.close();
      await pg.drop();
    }
  });
});
