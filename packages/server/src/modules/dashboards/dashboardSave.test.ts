import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleIdOf } from '../../testing/securityApi.testkit.js';
import { sessionLogin } from '../../testing/testApp.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard } from './dashboards.testkit.js';

let w: ChartWorld;
beforeAll(async () => {
  w = await createChartWorld();
});
afterAll(async () => w.close());

const put = (id: number, headers: Record<string, string>, body: object) =>
  call(w, 'PUT', `/api/v1/dashboard/${id}`, headers, body);
const detail = async (id: number) =>
  (await call(w, 'GET', `/api/v1/dashboard/${id}`, w.admin)).json<{ result: Record<string, unknown> }>()
    .result;
const chartNames = async (id: number) =>
  (await call(w, 'GET', `/api/v1/dashboard/${id}?q=(columns:!(charts))`, w.admin)).json<{
    result: { charts: string[] };
  }>().result.charts;

/** A Superset layout: ROOT > GRID > ROW > one CHART per id. */
function layout(chartIds: number[]): Record<string, unknown> {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        type: 'CHART',
        id: `CHART-${id}`,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50, sliceName: `chart ${id}` },
      },
    ]),
  );
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      type: 'ROW',
      id: 'ROW-1',
      children: Object.keys(charts),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  };
}

describe('PUT /api/v1/dashboard/<pk>', () => {
  it('saves the full body, answering the body and last_modified_time in epoch seconds', async () => {
    const id = await createDashboard(w, w.reader, { dashboard_title: 'Before', slug: 'save-before' });
    const before = Date.now() / 1000;
    const body = {
      dashboard_title: 'After',
      slug: ' save after ',
      owners: [w.readerId, w.otherId],
      roles: [],
      css: '.a { color: blue }',
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', refresh_frequency: 30 }),
      certified_by: 'Data team',
      certification_details: 'Checked',
      published: true,
      tags: [],
    };
    const res = await put(id, w.reader, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ id: number; result: Record<string, unknown>; last_modified_time: number }>();
    expect(answer.id).toBe(id);
    expect(answer.result).toEqual({ ...body, slug: 'save-after' });
    expect(answer.last_modified_time).toBeGreaterThanOrEqual(Math.floor(before));
    expect(answer.last_modified_time).toBeLessThanOrEqual(Date.now() / 1000);
    expect(Number.isInteger(answer.last_modified_time)).toBe(true);
    const got = await detail(id);
    expect(got).toMatchObject({
      dashboard_title: 'After',
      slug: 'save-after',
      css: '.a { color: blue }',
      published: true,
      certified_by: 'Data team',
      certification_details: 'Checked',
      owners: [{ id: w.readerId }, { id: w.otherId }],
      changed_by: { id: w.readerId },
    });
    expect(JSON.parse(got.json_metadata as string)).toEqual({
      color_scheme: 'bnbColors',
      refresh_frequency: 30,
    });
  });

  it('changes only what a partial body names, and keeps unnamed metadata keys', async () => {
    const id = await createDashboard(w, w.reader, {
      dashboard_title: 'Partial',
      css: '.keep {}',
      json_metadata: JSON.stringify({ import_time: 7, color_scheme: 'a' }),
    });
    expect((await put(id, w.reader, { published: true })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ dashboard_title: 'Partial', css: '.keep {}', published: true });
    const res = await put(id, w.reader, { json_metadata: JSON.stringify({ color_scheme: 'b' }) });
    expect(res.statusCode, res.body).toBe(200);
    const got = await detail(id);
    expect(JSON.parse(got.json_metadata as string)).toEqual({ import_time: 7, color_scheme: 'b' });
    expect(got.published).toBe(true);
  });

  it('stores the web empty title placeholder as given', async () => {
    const id = await createDashboard(w, w.reader);
    await put(id, w.reader, { dashboard_title: '[ untitled dashboard ]' });
    expect((await detail(id)).dashboard_title).toBe('[ untitled dashboard ]');
  });

  it('sets position_json and the chart links from json_metadata.positions, with chart uuids', async () => {
    const a = await createChart(w, w.reader, { slice_name: 'Layout A' });
    const b = await createChart(w, w.reader, { slice_name: 'Layout B' });
    const id = await createDashboard(w, w.reader);
    const positions = layout([b, a, 987654]);
    const res = await put(id, w.reader, {
      json_metadata: JSON.stringify({ positions, color_scheme: 'x' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await detail(id);
    const metadata = JSON.parse(got.json_metadata as string) as Record<string, unknown>;
    expect(metadata).toEqual({ color_scheme: 'x' });
    const stored = JSON.parse(got.position_json as string) as Record<
      string,
      { meta?: Record<string, unknown> }
    >;
    const chart = await call(w, 'GET', `/api/v1/chart/${a}?q=(columns:!(uuid))`, w.admin);
    expect(stored[`CHART-${a}`]!.meta).toMatchObject({
      chartId: a,
      uuid: chart.json<{ result: { uuid: string } }>().result.uuid,
    });
    expect(stored[`CHART-987654`]!.meta!.uuid).toBeUndefined();
    expect(stored.DASHBOARD_VERSION_KEY).toBe('v2');
    expect((await chartNames(id)).sort()).toEqual(['Layout A', 'Layout B']);

    // A later layout without chart A drops its link.
    await put(id, w.reader, { position_json: JSON.stringify(layout([b])) });
    expect(await chartNames(id)).toEqual(['Layout B']);
  });

  it('does not link a chart the caller may not see, but keeps one already linked', async () => {
    const secret = await createChart(w, w.admin, { slice_name: 'Admin only' });
    await call(w, 'PUT', `/api/v1/chart/${secret}`, w.admin, { owners: [] });
    const id = await createDashboard(w, w.outsider);
    await put(id, w.outsider, { position_json: JSON.stringify(layout([secret])) });
    expect(await chartNames(id)).toEqual([]);

    const shared = await createDashboard(w, w.outsider);
    await put(shared, w.admin, { position_json: JSON.stringify(layout([secret])) });
    expect(await chartNames(shared)).toEqual(['Admin only']);
    await put(shared, w.outsider, { position_json: JSON.stringify(layout([secret])), published: true });
    expect(await chartNames(shared)).toEqual(['Admin only']);
  });

  it('answers 403 to a user who does not own the dashboard and 404 for one they cannot see', async () => {
    const id = await createDashboard(w, w.reader, { published: true });
    await createChart(w, w.reader, { dashboards: [id] });
    const forbidden = await put(id, w.other, { dashboard_title: 'Taken' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });
    const draft = await createDashboard(w, w.reader);
    expect((await put(draft, w.other, { published: true })).statusCode).toBe(404);
    expect((await put(987654, w.admin, { published: true })).statusCode).toBe(404);
    expect((await put(id, w.admin, { dashboard_title: 'Admin may' })).statusCode).toBe(200);
    expect((await detail(id)).dashboard_title).toBe('Admin may');
  });

  it('keeps a non-admin among the owners, and refuses bad input with 400 and 422', async () => {
    const id = await createDashboard(w, w.reader, { slug: 'taken-by-first' });
    const other = await createDashboard(w, w.reader);
    await put(other, w.reader, { owners: [w.otherId] });
    expect(((await detail(other)).owners as { id: number }[]).map((o) => o.id).sort()).toEqual(
      [w.readerId, w.otherId].sort((a, b) => a - b),
    );
    const dup = await put(other, w.reader, { slug: 'taken-by-first' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
    expect((await put(id, w.reader, { slug: 'taken-by-first' })).statusCode).toBe(200);
    const unknown = await put(id, w.reader, { json_metadata: '{"bogus":1}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: { 'json_metadata.bogus': ['Unknown field.'] } });
    expect((await put(id, w.reader, { nope: 1 })).json()).toEqual({ message: { nope: ['Unknown field.'] } });
    expect((await put(id, w.reader, { position_json: '{bad' })).statusCode).toBe(400);
    const owners = await put(id, w.reader, { owners: [987654], roles: [987654] });
    expect(owners.statusCode).toBe(422);
    expect(owners.json()).toEqual({
      message: { owners: ['Owners are invalid'], roles: ['Some roles do not exist'] },
    });
  });

  it('needs the CSRF token with a session cookie', async () => {
    const id = await createDashboard(w, w.admin);
    const { cookie, csrf } = await sessionLogin(w.t.app);
    expect((await put(id, { cookie }, { published: true })).statusCode).toBe(400);
    expect((await put(id, { cookie, 'x-csrftoken': csrf }, { published: true })).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/dashboard/', () => {
  it('deletes an owned dashboard with its links, favourites and saved states', async () => {
    const id = await createDashboard(w, w.reader, { published: true });
    const chart = await createChart(w, w.reader, { dashboards: [id] });
    await call(w, 'POST', `/api/v1/dashboard/${id}/favorites/`, w.other);
    const state = await call(w, 'POST', `/api/v1/dashboard/${id}/filter_state`, w.reader, { value: '{}' });
    const key = state.json<{ key: string }>().key;
    const link = await call(w, 'POST', `/api/v1/dashboard/${id}/permalink`, w.reader, { dataMask: {} });
    const permalink = link.json<{ key: string }>().key;

    expect((await call(w, 'DELETE', `/api/v1/dashboard/${id}`, w.other)).statusCode).toBe(403);
    const res = await call(w, 'DELETE', `/api/v1/dashboard/${id}`, w.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    expect((await call(w, 'GET', `/api/v1/dashboard/${id}`, w.admin)).statusCode).toBe(404);
    expect((await call(w, 'DELETE', `/api/v1/dashboard/${id}`, w.reader)).statusCode).toBe(404);
    const chartBoards = await call(w, 'GET', `/api/v1/chart/${chart}?q=(columns:!(dashboards.id))`, w.reader);
    expect(chartBoards.json()).toEqual({ result: { dashboards: [] } });
    const db = w.t.services.db;
    const favs = await db
      .selectFrom('favstar')
      .select('id')
      .where('obj_id', '=', id)
      .where('class_name', '=', 'Dashboard')
      .execute();
    expect(favs).toEqual([]);
    const states = await db
      .selectFrom('key_value')
      .select('id')
      .where('value', 'like', `{"dashboardId":"${id}",%`)
      .execute();
    expect(states).toEqual([]);
    expect((await call(w, 'GET', `/api/v1/dashboard/permalink/${permalink}`, w.reader)).statusCode).toBe(404);
    expect(key).toBeTruthy();
  });

  it('deletes in bulk all or nothing, with Superset message', async () => {
    const a = await createDashboard(w, w.reader);
    const b = await createDashboard(w, w.reader);
    const notMine = await createDashboard(w, w.admin);
    const refused = await call(w, 'DELETE', `/api/v1/dashboard/?q=!(${a},${notMine})`, w.reader);
    expect(refused.statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/v1/dashboard/${a}`, w.reader)).statusCode).toBe(200);
    const res = await call(w, 'DELETE', `/api/v1/dashboard/?q=!(${a},${b})`, w.reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted 2 dashboards' });
    const one = await call(w, 'DELETE', `/api/v1/dashboard/?q=!(${notMine})`, w.admin);
    expect(one.json()).toEqual({ message: 'Deleted 1 dashboard' });
  });
});

describe('DASHBOARD_RBAC', () => {
  it('ignores roles on read access while the flag is off', async () => {
    const gamma = await roleIdOf(w.t.app, w.admin, 'Gamma');
    const id = await createDashboard(w, w.reader, { published: true, roles: [gamma] });
    expect((await call(w, 'GET', `/api/v1/dashboard/${id}`, w.outsider)).statusCode).toBe(404);
  });

  it('with the flag on, a role listed on a published dashboard grants it and hides it from others', async () => {
    const rw = await createChartWorld({ LOUPE_FEATURE_FLAGS: '{"DASHBOARD_RBAC": true}' });
    try {
      const gamma = await roleIdOf(rw.t.app, rw.admin, 'Gamma');
      const sharedRole = await call(rw, 'POST', '/api/v1/security/roles/', rw.admin, {
        name: 'board viewers',
      });
      const viewers = sharedRole.json<{ id: number }>().id;
      const byRole = await createDashboard(rw, rw.reader, { published: true, roles: [gamma] });
      const draftByRole = await createDashboard(rw, rw.reader, { published: false, roles: [gamma] });
      const otherRole = await createDashboard(rw, rw.reader, { published: true, roles: [viewers] });
      await createChart(rw, rw.reader, { dashboards: [otherRole] });
      const status = async (id: number) =>
        (await call(rw, 'GET', `/api/v1/dashboard/${id}`, rw.outsider)).statusCode;
      expect(await status(byRole)).toBe(200);
      expect(await status(draftByRole)).toBe(404);
      // Under the flag only owners may copy a dashboard, even one they see.
      const copy = { dashboard_title: 'Mine now', json_metadata: '{}' };
      expect(
        (await call(rw, 'POST', `/api/v1/dashboard/${byRole}/copy/`, rw.outsider, copy)).statusCode,
      ).toBe(403);
      expect((await call(rw, 'POST', `/api/v1/dashboard/${byRole}/copy/`, rw.reader, copy)).statusCode).toBe(
        200,
      );
      // A dashboard with roles is only reached through them, not through its data.
      expect((await call(rw, 'GET', `/api/v1/dashboard/${otherRole}`, rw.other)).statusCode).toBe(404);
      const put = await call(rw, 'PUT', `/api/v1/dashboard/${otherRole}`, rw.reader, { roles: [] });
      expect(put.statusCode).toBe(200);
      expect((await call(rw, 'GET', `/api/v1/dashboard/${otherRole}`, rw.other)).statusCode).toBe(200);
    } finally {
      await rw.close();
    }
  });
});
