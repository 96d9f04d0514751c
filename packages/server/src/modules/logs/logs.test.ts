import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { sessionLogin } from '../../testing/testApp.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';
import { createDashboard } from '../dashboards/dashboards.testkit.js';
import { MAX_EVENTS_PER_REQUEST } from './logEvents.js';

let w: ChartWorld;
beforeAll(async () => {
  w = await createChartWorld();
});
afterAll(async () => w.close());

const FORM = 'application/x-www-form-urlencoded';

interface LogRow {
  user: { username: string } | null;
  user_id: number;
  action: string;
  dttm: string;
  json: string;
  slice_id: number | null;
  dashboard_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

interface Activity {
  action: string;
  item_type: string;
  item_url: string;
  item_title: string;
  time: number;
  time_delta_humanized: string;
}

function event(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ts: Date.now(),
    event_name: name,
    event_type: 'user',
    version: 'v2',
    impression_id: 'imp',
    ...extra,
  };
}

/** POST /superset/log/ as the web app's beacon sends it: a url-encoded `events` field. */
function sendEvents(
  headers: Headers,
  events: unknown[],
  query = '',
  extraHeaders: Record<string, string> = {},
) {
  return w.t.app.inject({
    method: 'POST',
    url: `/superset/log/?explode=events${query}`,
    headers: { ...headers, 'content-type': FORM, ...extraHeaders },
    payload: new URLSearchParams({ events: JSON.stringify(events) }).toString(),
  });
}

/** The admin list of logs, newest first. */
async function logRows(filter = ''): Promise<LogRow[]> {
  const q = `(order_column:id,order_direction:desc,page:0,page_size:100${filter})`;
  const res = await w.t.app.inject({ url: `/api/v1/log/?q=${encodeURIComponent(q)}`, headers: w.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: LogRow[] }>().result;
}

async function recent(headers: Headers, q = ''): Promise<Activity[]> {
  const url = `/api/v1/log/recent_activity/${q ? `?q=${encodeURIComponent(q)}` : ''}`;
  const res = await w.t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: Activity[] }>().result;
}

describe('POST /superset/log/', () => {
  it('stores one row per event: page views under their actions, the rest as log', async () => {
    const chartId = await createChart(w, w.reader, { slice_name: 'Logged chart' });
    const res = await sendEvents(
      w.reader,
      [
        event('mount_explorer', { source: 'explore', source_id: chartId }),
        event('render_chart', {
          event_type: 'timing',
          source: 'explore',
          source_id: chartId,
          duration: 41.6,
        }),
      ],
      '',
      { referer: 'http://loupe.test/explore/?slice_id=1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    const [render, mount] = await logRows(`,filters:!((col:slice_id,opr:eq,value:${chartId}))`);
    expect(mount).toMatchObject({
      action: 'explore',
      slice_id: chartId,
      dashboard_id: null,
      duration_ms: null,
    });
    expect(render).toMatchObject({ action: 'log', slice_id: chartId, duration_ms: 42 });
    expect(render!.referrer).toBe('http://loupe.test/explore/?slice_id=1');
    expect(JSON.parse(render!.json)).toMatchObject({ event_name: 'render_chart', duration: 41.6 });
    expect(mount!.user_id).toBe(w.readerId);
    expect(mount!.user?.username).toEqual(expect.any(String));
  });

  it('takes the dashboard from the query string, and reads JSON and multipart bodies too', async () => {
    const json = await w.t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events&dashboard_id=777',
      headers: w.reader,
      payload: { events: [event('mount_dashboard', { source: 'dashboard', source_id: 5 })] },
    });
    expect(json.statusCode, json.body).toBe(200);
    const boundary = 'log-boundary';
    const multipart = await w.t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events',
      headers: { ...w.reader, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="events"\r\n\r\n` +
        `${JSON.stringify([event('change_tab', { source: 'dashboard', source_id: 778 })])}\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const rows = await logRows(',filters:!((col:dashboard_id,opr:in,value:!(777,778)))');
    expect(rows.map((r) => [r.action, r.dashboard_id])).toEqual([
      ['log', 778],
      ['dashboard', 777],
    ]);
  });

  it('refuses bad JSON, a non-list, non-object events and too many events with a 400, storing nothing', async () => {
    const before = (await logRows()).length;
    const bad = await w.t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events',
      headers: { ...w.reader, 'content-type': FORM },
      payload: 'events=%5B%7Bnot json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: { events: ['Field cannot be decoded by JSON.'] } });
    expect((await sendEvents(w.reader, [1, 2])).json()).toEqual({
      message: { events: ['Each event must be an object.'] },
    });
    const notList = await w.t.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: w.reader,
      payload: { events: { event_name: 'x' } },
    });
    expect(notList.statusCode).toBe(400);
    const many = Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => ({ event_name: 'x' }));
    const tooMany = await sendEvents(w.reader, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: { events: string[] } }>().message.events[0]).toMatch(/At most 1024/);
    expect((await logRows()).length).toBe(before);
  });

  it('accepts a full batch of 1024 events, and refuses a body over its size limit', async () => {
    const batch = Array.from({ length: MAX_EVENTS_PER_REQUEST }, (_, i) => event('hover', { i }));
    expect((await sendEvents(w.other, batch)).statusCode).toBe(200);
    const stored = await logRows(`,filters:!((col:user_id,opr:eq,value:${w.otherId}))`);
    expect(stored.length).toBe(100);
    const huge = await sendEvents(w.other, [event('big', { blob: 'x'.repeat(3 * 1024 * 1024) })]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.any(String) });
  });

  it('needs no CSRF token from a cookie session (sendBeacon sends no headers), but a login', async () => {
    const session = await sessionLogin(w.t.app);
    const res = await sendEvents({ cookie: session.cookie }, [event('mount_explorer')]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sendEvents({}, [event('x')])).statusCode).toBe(401);
  });
});

describe('GET /api/v1/log/recent_activity/', () => {
  it("lists the caller's own views, newest first, once per item, with Superset's fields", async () => {
    const chartId = await createChart(w, w.reader, { slice_name: 'Revenue' });
    const boardId = await createDashboard(w, w.reader, { dashboard_title: 'Ops board', slug: 'ops' });
    await sendEvents(w.reader, [event('mount_explorer', { source: 'explore', source_id: chartId })]);
    await sendEvents(w.reader, [event('mount_dashboard', { source: 'dashboard', source_id: boardId })]);
    await sendEvents(w.reader, [event('mount_explorer', { source: 'explore', source_id: chartId })]);
    // Someone else's view is not the caller's activity.
    await sendEvents(w.other, [event('mount_dashboard', { source: 'dashboard', source_id: boardId })]);

    const items = await recent(w.reader, '(page:0,page_size:2)');
    expect(items).toEqual([
      {
        action: 'explore',
        item_type: 'slice',
        item_url: `/explore/?slice_id=${chartId}`,
        item_title: 'Revenue',
        time: expect.any(Number),
        time_delta_humanized: expect.stringMatching(/now|seconds? ago/),
      },
      expect.objectContaining({
        action: 'dashboard',
        item_type: 'dashboard',
        item_url: '/superset/dashboard/ops/',
        item_title: 'Ops board',
      }),
    ]);
    expect(items[0]!.time).toBeGreaterThanOrEqual(items[1]!.time);
    expect(Math.abs(items[0]!.time - Date.now())).toBeLessThan(60_000);
    const all = await recent(w.reader, '(distinct:!f,page_size:50)');
    expect(all.filter((i) => i.item_title === 'Revenue')).toHaveLength(2);
    expect(await recent(w.other, '(actions:!(explore))')).toEqual([]);
  });

  it('finds events that Superset itself logged as `log` rows by their event name', async () => {
    const chartId = await createChart(w, w.other, { slice_name: 'Superset-logged' });
    await sendEvents(w.other, [event('load_chart', { slice_id: chartId })]);
    expect((await recent(w.other, '(actions:!(load_chart))')).map((i) => i.item_title)).toEqual([
      'Superset-logged',
    ]);
  });

  it('drops items that were deleted or that the caller may not see', async () => {
    const gone = await createChart(w, w.reader, { slice_name: 'Soon gone' });
    await sendEvents(w.reader, [event('mount_explorer', { source: 'explore', source_id: gone })]);
    expect((await recent(w.reader)).map((i) => i.item_title)).toContain('Soon gone');
    const del = await w.t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${gone}`, headers: w.reader });
    expect(del.statusCode, del.body).toBe(200);
    expect((await recent(w.reader)).map((i) => i.item_title)).not.toContain('Soon gone');

    // The outsider has no access to the sales dataset: their view of a chart on it is not shown.
    const hidden = await createChart(w, w.admin, { slice_name: 'Hidden from outsider' });
    await sendEvents(w.outsider, [event('mount_explorer', { source: 'explore', source_id: hidden })]);
    expect(await recent(w.outsider)).toEqual([]);
    // A dashboard in draft belongs to its owners: another user's view of it is not listed.
    const draft = await createDashboard(w, w.admin, { dashboard_title: 'Admin draft' });
    await sendEvents(w.outsider, [event('mount_dashboard', { source: 'dashboard', source_id: draft })]);
    expect(await recent(w.outsider)).toEqual([]);
    expect((await recent(w.admin)).length).toBe(0);
  });

  it("answers 400 in Superset's shape for bad arguments", async () => {
    for (const q of ['(page:', '(page_size:x)', '(actions:!(1))', "(actions:!('a%'))", '(distinct:1)']) {
      const res = await w.t.app.inject({
        url: `/api/v1/log/recent_activity/?q=${encodeURIComponent(q)}`,
        headers: w.reader,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toHaveProperty('message');
    }
  });
});

describe('GET /api/v1/log/', () => {
  it('is for admins only: the list, a row by id, 404 for a missing one', async () => {
    expect((await w.t.app.inject({ url: '/api/v1/log/', headers: w.reader })).statusCode).toBe(403);
    const list = await w.t.app.inject({ url: '/api/v1/log/', headers: w.admin });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ count: number; ids: number[]; list_columns: string[] }>();
    expect(body.list_columns).toEqual([
      'user',
      'user_id',
      'action',
      'dttm',
      'json',
      'slice_id',
      'dashboard_id',
      'duration_ms',
      'referrer',
    ]);
    const id = body.ids[0]!;
    const one = await w.t.app.inject({ url: `/api/v1/log/${id}`, headers: w.admin });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id, result: { action: expect.any(String) }, show_title: 'Show Log' });
    expect((await w.t.app.inject({ url: `/api/v1/log/${id}`, headers: w.reader })).statusCode).toBe(403);
    expect((await w.t.app.inject({ url: '/api/v1/log/99999999', headers: w.admin })).statusCode).toBe(404);
  });
});
