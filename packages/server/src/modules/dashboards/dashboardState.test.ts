import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionLogin } from '../../testing/testApp.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { call, createDashboard } from './dashboards.testkit.js';

let w: ChartWorld;
let board: number;
let draft: number;
beforeAll(async () => {
  w = await createChartWorld();
  board = await createDashboard(w, w.reader, { dashboard_title: 'Shared', slug: 'shared', published: true });
  await createChart(w, w.reader, { dashboards: [board] });
  draft = await createDashboard(w, w.reader, { dashboard_title: 'Draft' });
});
afterAll(async () => w.close());

const STATE = {
  dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['East'] }, extraFormData: {} } },
  activeTabs: ['TAB-1'],
  anchor: 'CHART-2',
  urlParams: [['standalone', '1']],
};

describe('dashboard permalinks', () => {
  it('stores the state under a key and reads it back as {dashboardId, state}', async () => {
    const headers = { ...w.reader, host: 'loupe.example:8088' };
    const res = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, headers, STATE);
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json<{ key: string; url: string }>();
    expect(url).toBe(`http://loupe.example:8088/superset/dashboard/p/${key}/`);
    const read = await call(w, 'GET', `/api/v1/dashboard/permalink/${key}`, w.other);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ dashboardId: String(board), state: STATE });
    // The same user sharing the same state gets the same link; another state, another one.
    const again = await call(w, 'POST', '/api/v1/dashboard/shared/permalink', w.reader, STATE);
    expect(again.json<{ key: string }>().key).toBe(key);
    const other = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, w.reader, { anchor: 'x' });
    expect(other.json<{ key: string }>().key).not.toBe(key);
  });

  it('answers 404 for unknown keys and dashboards the caller may not see, 400 for bad state', async () => {
    const res = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, w.reader, { anchor: 'hidden' });
    const { key } = res.json<{ key: string }>();
    expect((await call(w, 'GET', `/api/v1/dashboard/permalink/${key}`, w.outsider)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/api/v1/dashboard/permalink/${key}x`, w.reader)).statusCode).toBe(404);
    expect((await call(w, 'GET', '/api/v1/dashboard/permalink/nosuchkey', w.reader)).statusCode).toBe(404);
    expect((await call(w, 'POST', `/api/v1/dashboard/${draft}/permalink`, w.other, {})).statusCode).toBe(404);
    const bad = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, w.reader, { activeTabs: 'x' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(w, 'POST', `/api/v1/dashboard/${board}/permalink`, w.reader, { nope: 1 });
    expect(unknown.json()).toEqual({ message: { nope: ['Unknown field.'] } });
  });
});

describe('dashboard filter state', () => {
  const base = () => `/api/v1/dashboard/${board}/filter_state`;
  const value = JSON.stringify({ 'NATIVE_FILTER-1': { filterState: { value: ['West'] } } });

  it('creates, reads, updates and deletes a value under a key', async () => {
    const created = await call(w, 'POST', base(), w.reader, { value });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json<{ key: string }>();
    const read = await call(w, 'GET', `${base()}/${key}`, w.reader);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ value });

    const changed = JSON.stringify({ changed: true });
    const updated = await call(w, 'PUT', `${base()}/${key}`, w.reader, { value: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    const newKey = updated.json<{ message: string }>().message;
    expect((await call(w, 'GET', `${base()}/${newKey}`, w.reader)).json()).toEqual({ value: changed });

    const deleted = await call(w, 'DELETE', `${base()}/${newKey}`, w.reader);
    expect(deleted.json()).toEqual({ message: 'Deleted successfully' });
    expect((await call(w, 'GET', `${base()}/${newKey}`, w.reader)).statusCode).toBe(404);
    expect((await call(w, 'DELETE', `${base()}/${newKey}`, w.reader)).statusCode).toBe(404);
  });

  it('keeps one key per tab, and a new key without a tab', async () => {
    const first = await call(w, 'POST', `${base()}?tab_id=7`, w.reader, { value });
    const second = await call(w, 'POST', `${base()}?tab_id=7`, w.reader, { value: '{"b":1}' });
    const key = first.json<{ key: string }>().key;
    expect(second.json<{ key: string }>().key).toBe(key);
    expect((await call(w, 'GET', `${base()}/${key}`, w.reader)).json()).toEqual({ value: '{"b":1}' });
    const otherTab = await call(w, 'POST', `${base()}?tab_id=8`, w.reader, { value });
    expect(otherTab.json<{ key: string }>().key).not.toBe(key);
    const a = await call(w, 'POST', base(), w.reader, { value });
    const b = await call(w, 'POST', base(), w.reader, { value });
    expect(a.json<{ key: string }>().key).not.toBe(b.json<{ key: string }>().key);
  });

  it("refuses to change another user's value, and pushes the expiry back 90 days on read", async () => {
    const created = await call(w, 'POST', base(), w.reader, { value });
    const { key } = created.json<{ key: string }>();
    const denied = await call(w, 'PUT', `${base()}/${key}`, w.other, { value: '{}' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: "You don't have permission to modify the value." });
    expect((await call(w, 'DELETE', `${base()}/${key}`, w.other)).statusCode).toBe(403);
    // Reading is open to anyone who sees the dashboard (a shared link's filters).
    expect((await call(w, 'GET', `${base()}/${key}`, w.other)).json()).toEqual({ value });

    const db = w.t.services.db;
    const soon = new Date(Date.now() + 1000).toISOString();
    await db
      .updateTable('key_value')
      .set({ expires_on: soon })
      .where('resource', '=', 'dashboard_filter_state')
      .execute();
    await call(w, 'GET', `${base()}/${key}`, w.reader);
    const rows = await db
      .selectFrom('key_value')
      .select('expires_on')
      .where('resource', '=', 'dashboard_filter_state')
      .where('expires_on', '>', new Date(Date.now() + 89 * 24 * 3600 * 1000).toISOString())
      .execute();
    expect(rows).toHaveLength(1);
    // An expired value reads as missing.
    await db
      .updateTable('key_value')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('resource', '=', 'dashboard_filter_state')
      .execute();
    expect((await call(w, 'GET', `${base()}/${key}`, w.reader)).statusCode).toBe(404);
  });

  it('answers 404 for a dashboard the caller may not see, and 400 for a body without value', async () => {
    const hidden = await call(w, 'POST', `/api/v1/dashboard/${draft}/filter_state`, w.other, { value });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Resource was not found.' });
    expect((await call(w, 'POST', base(), w.reader, {})).statusCode).toBe(400);
    expect((await call(w, 'POST', base(), w.reader, { value: 1 })).statusCode).toBe(400);
  });

  it('works across app instances sharing the metadata store', async () => {
    const created = await call(w, 'POST', base(), w.reader, { value: '{"node":1}' });
    const { key } = created.json<{ key: string }>();
    const twin = await createTestApp({ LOUPE_DATA_DIR: w.t.services.config.dataDir });
    try {
      const read = await twin.app.inject({ url: `${base()}/${key}`, headers: await twin.bearer() });
      expect(read.json()).toEqual({ value: '{"node":1}' });
    } finally {
      await twin.close();
    }
  });

  it('needs the CSRF token with a session cookie', async () => {
    const { cookie, csrf } = await sessionLogin(w.t.app);
    expect((await call(w, 'POST', base(), { cookie }, { value })).statusCode).toBe(400);
    expect((await call(w, 'POST', base(), { cookie, 'x-csrftoken': csrf }, { value })).statusCode).toBe(201);
  });
});
