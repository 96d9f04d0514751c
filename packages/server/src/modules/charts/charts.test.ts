import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from './charts.testkit.js';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

let w: ChartWorld;
beforeAll(async () => {
  w = await createChartWorld();
});
afterAll(async () => w.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  return w.t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(headers: Headers, q = ''): Promise<ListBody> {
  const res = await call('GET', `/api/v1/chart/${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

/** A dashboard row (the dashboards API is another module's), owned by `owner` if given. */
async function dashboard(title: string, owner?: number): Promise<number> {
  const { db } = w.t.services;
  const { rows } = await sql<{ id: number }>`insert into dashboards (uuid, dashboard_title, json_metadata)
    values (${crypto.randomUUID()}, ${title}, '{}') returning id`.execute(db);
  const id = rows[0]!.id;
  if (owner !== undefined)
    await sql`insert into dashboard_user (user_id, dashboard_id) values (${owner}, ${id})`.execute(db);
  return id;
}

describe('charts API', () => {
  it('creates a chart owned by its creator, reads, updates and deletes it', async () => {
    const dash = await dashboard('Sales board', w.readerId);
    const id = await createChart(w, w.reader, { description: 'first', dashboards: [dash] });
    const got = await call('GET', `/api/v1/chart/${id}`, w.reader);
    expect(got.statusCode, got.body).toBe(200);
    const result = got.json<{ result: Record<string, unknown> }>().result;
    expect(result).toMatchObject({
      id,
      slice_name: 'Sales by region',
      viz_type: 'table',
      description: 'first',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      datasource_name_text: 'main.sales',
      url: `/explore/?slice_id=${id}`,
      owners: [{ id: w.readerId }],
      dashboards: [{ id: dash, dashboard_title: 'Sales board', json_metadata: '{}' }],
    });
    // The same chart by uuid, and only the asked columns.
    const byUuid = await call(
      'GET',
      `/api/v1/chart/${result.uuid as string}?q=${encodeURIComponent('(columns:!(slice_name,dashboards.id))')}`,
      w.reader,
    );
    expect(byUuid.json()).toEqual({ result: { slice_name: 'Sales by region', dashboards: [{ id: dash }] } });

    const put = await call('PUT', `/api/v1/chart/${id}`, w.reader, {
      slice_name: 'Renamed',
      params: '{"metrics":["sum__amount"]}',
      cache_timeout: 60,
      dashboards: [],
      certified_by: 'Data team',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      id,
      result: {
        slice_name: 'Renamed',
        params: '{"metrics":["sum__amount"]}',
        cache_timeout: 60,
        dashboards: [],
        certified_by: 'Data team',
      },
    });
    const page = await list(w.reader, `(filters:!((col:id,opr:eq,value:${id})))`);
    expect(page.result[0]).toMatchObject({
      slice_name: 'Renamed',
      dashboards: [],
      certified_by: 'Data team',
      form_data: {
        metrics: ['sum__amount'],
        slice_id: id,
        viz_type: 'table',
        datasource: `${w.datasetId}__table`,
        cache_timeout: 60,
      },
      slice_url: `/explore/?slice_id=${id}`,
      datasource_url: `/tablemodelview/edit/${w.datasetId}`,
      datasource_name_text: 'main.sales',
      last_saved_by: { id: w.readerId },
    });

    const del = await call('DELETE', `/api/v1/chart/${id}`, w.reader);
    expect(del.json()).toEqual({ message: 'OK' });
    expect((await call('GET', `/api/v1/chart/${id}`, w.reader)).statusCode).toBe(404);
  });

  it('lets only owners or Admin change a chart', async () => {
    const id = await createChart(w, w.reader);
    const put = await call('PUT', `/api/v1/chart/${id}`, w.other, { slice_name: 'Mine now' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Forbidden' });
    expect((await call('DELETE', `/api/v1/chart/${id}`, w.other)).statusCode).toBe(403);
    // A generated query context may be stored by any reader, as in Superset; nothing else may.
    const refresh = await call('PUT', `/api/v1/chart/${id}`, w.other, {
      query_context: '{"queries":[]}',
      query_context_generation: true,
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const plain = await call('PUT', `/api/v1/chart/${id}`, w.other, { query_context: '{"queries":[]}' });
    expect(plain.statusCode).toBe(403);
    // An owner may hand the chart on; a non-admin owner stays among the owners.
    const handOver = await call('PUT', `/api/v1/chart/${id}`, w.reader, { owners: [w.otherId] });
    expect(handOver.statusCode, handOver.body).toBe(200);
    const owners = (await call('GET', `/api/v1/chart/${id}`, w.reader)).json<{
      result: { owners: { id: number }[] };
    }>().result.owners;
    expect(owners.map((o) => o.id).sort()).toEqual([w.readerId, w.otherId].sort());
    expect((await call('PUT', `/api/v1/chart/${id}`, w.other, { slice_name: 'Shared' })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/api/v1/chart/${id}`, w.admin, { slice_name: 'By admin' })).statusCode).toBe(
      200,
    );
  });

  it('puts a chart only on dashboards the caller owns, and keeps charts with reports', async () => {
    const owned = await dashboard('Owned board', w.readerId);
    const foreign = await dashboard('Foreign board');
    const id = await createChart(w, w.reader, { dashboards: [owned] });
    const refused = await call('PUT', `/api/v1/chart/${id}`, w.reader, { dashboards: [owned, foreign] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    const create = await call('POST', '/api/v1/chart/', w.reader, {
      slice_name: 'x',
      datasource_id: w.datasetId,
      datasource_type: 'table',
      dashboards: [foreign],
    });
    expect(create.statusCode).toBe(403);
    // Admin links the chart to the foreign board; its owner may still save it with that link kept.
    expect(
      (await call('PUT', `/api/v1/chart/${id}`, w.admin, { dashboards: [owned, foreign] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/v1/chart/${id}`, w.reader, { dashboards: [owned, foreign] })).statusCode,
    ).toBe(200);

    await sql`insert into report_schedule (type, name, crontab, chart_id) values ('Report', 'Weekly sales', '0 9 * * 1', ${id})`.execute(
      w.t.services.db,
    );
    const del = await call('DELETE', `/api/v1/chart/${id}`, w.reader);
    expect(del.statusCode).toBe(422);
    expect(del.json()).toEqual({ message: 'There are associated alerts or reports: Weekly sales' });
  });

  it('bulk deletes all or nothing', async () => {
    const mine = [await createChart(w, w.reader), await createChart(w, w.reader)];
    const theirs = await createChart(w, w.other);
    const refused = await call('DELETE', `/api/v1/chart/?q=!(${[...mine, theirs].join(',')})`, w.reader);
    expect(refused.statusCode).toBe(403);
    expect((await list(w.admin, `(filters:!((col:id,opr:in,value:!(${mine.join(',')}))))`)).count).toBe(2);
    const done = await call('DELETE', `/api/v1/chart/?q=!(${mine.join(',')})`, w.reader);
    expect(done.json()).toEqual({ message: 'Deleted 2 charts' });
    expect((await call('DELETE', `/api/v1/chart/?q=!(${mine[0]!})`, w.admin)).statusCode).toBe(404);
  });

  it('shows a user only charts of datasets they may read', async () => {
    const id = await createChart(w, w.admin, { slice_name: 'Admin chart' });
    expect((await list(w.outsider)).count).toBe(0);
    expect((await call('GET', `/api/v1/chart/${id}`, w.outsider)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/chart/${id}/favorites/`, w.outsider)).statusCode).toBe(404);
    const distinct = await call('GET', '/api/v1/chart/distinct/slice_name', w.outsider);
    expect(distinct.json<{ count: number }>().count).toBe(0);
    expect((await list(w.reader)).ids).toContain(id);
    // Creating a chart on a dataset one may not read names no dataset.
    const refused = await call('POST', '/api/v1/chart/', w.outsider, {
      slice_name: 'x',
      datasource_id: w.datasetId,
      datasource_type: 'table',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Changing this chart is forbidden' });
  });

  it('filters the list as Superset does', async () => {
    const a = await createChart(w, w.reader, {
      slice_name: 'Zebra crossing',
      viz_type: 'pie',
      certified_by: 'QA',
    });
    const b = await createChart(w, w.other, { slice_name: 'Plain', description: 'about zebras' });
    const ids = async (headers: Headers, filter: string) =>
      (await list(headers, `(filters:!(${filter}),page_size:100)`)).ids;
    expect(await ids(w.reader, '(col:slice_name,opr:chart_all_text,value:zebra)')).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect(await ids(w.reader, '(col:viz_type,opr:eq,value:pie)')).toEqual([a]);
    expect(await ids(w.reader, `(col:owners,opr:rel_m_m,value:${w.otherId})`)).toContain(b);
    expect(await ids(w.reader, `(col:owners,opr:rel_m_m,value:${w.otherId})`)).not.toContain(a);
    expect(await ids(w.reader, '(col:id,opr:chart_is_certified,value:!t)')).toContain(a);
    expect(await ids(w.reader, '(col:id,opr:chart_is_certified,value:!t)')).not.toContain(b);
    expect(await ids(w.other, '(col:created_by,opr:chart_created_by_me,value:me)')).toEqual(
      expect.arrayContaining([b]),
    );
    expect(await ids(w.other, '(col:created_by,opr:chart_created_by_me,value:me)')).not.toContain(a);
    // The home page's "mine": owned, created, changed or starred by the caller.
    await call('POST', `/api/v1/chart/${a}/favorites/`, w.other);
    const mine = await ids(w.other, '(col:id,opr:chart_owned_created_favored_by_me,value:!t)');
    expect(mine).toEqual(expect.arrayContaining([a, b]));
    expect(await ids(w.outsider, '(col:id,opr:chart_owned_created_favored_by_me,value:!t)')).toEqual([]);
    await call('DELETE', `/api/v1/chart/${a}/favorites/`, w.other);
    expect(await ids(w.other, '(col:id,opr:chart_owned_created_favored_by_me,value:!t)')).not.toContain(a);
    const bad = await call(
      'GET',
      `/api/v1/chart/?q=${encodeURIComponent('(filters:!((col:params,opr:eq,value:x)))')}`,
      w.reader,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('stars and unstars charts per user', async () => {
    const id = await createChart(w, w.reader, { slice_name: 'Starred' });
    const other = await createChart(w, w.reader, { slice_name: 'Not starred' });
    const status = async (headers: Headers) =>
      (await call('GET', `/api/v1/chart/favorite_status/?q=!(${id},${other})`, headers)).json();
    expect(await status(w.reader)).toEqual({
      result: [
        { id, value: false },
        { id: other, value: false },
      ],
    });
    const star = await call('POST', `/api/v1/chart/${id}/favorites/`, w.reader);
    expect(star.json()).toEqual({ result: 'OK' });
    expect((await call('POST', `/api/v1/chart/${id}/favorites/`, w.reader)).statusCode).toBe(200);
    expect(await status(w.reader)).toEqual({
      result: [
        { id, value: true },
        { id: other, value: false },
      ],
    });
    expect(await status(w.other)).toEqual({
      result: [
        { id, value: false },
        { id: other, value: false },
      ],
    });
    const favs = await list(w.reader, '(filters:!((col:id,opr:chart_is_favorite,value:!t)))');
    expect(favs.ids).toEqual([id]);
    expect((await list(w.other, '(filters:!((col:id,opr:chart_is_favorite,value:!t)))')).count).toBe(0);
    await call('DELETE', `/api/v1/chart/${id}/favorites/`, w.reader);
    expect(await status(w.reader)).toEqual({
      result: [
        { id, value: false },
        { id: other, value: false },
      ],
    });
    expect((await call('GET', '/api/v1/chart/favorite_status/?q=!(999999)', w.reader)).statusCode).toBe(404);
  });

  it('refuses bad input with Superset-shaped errors', async () => {
    const post = (payload: Record<string, unknown>) => call('POST', '/api/v1/chart/', w.reader, payload);
    const base = { slice_name: 'x', datasource_id: w.datasetId, datasource_type: 'table' };
    const badJson = await post({ ...base, params: '{not json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: { params: ['JSON not valid'] } });
    const unknown = await post({ ...base, datasource_id: 99999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    expect((await post({ ...base, owners: [99999] })).json()).toEqual({
      message: { owners: ['Owners are invalid'] },
    });
    expect((await post({ ...base, dashboards: [99999] })).json()).toEqual({
      message: { dashboards: ['Dashboards do not exist'] },
    });
    const missingName = await post({ datasource_id: w.datasetId, datasource_type: 'table' });
    expect(missingName.statusCode).toBe(400);
    // viz_type falls back to the one in params.
    const fromParams = await createChart(w, w.reader, { viz_type: undefined, params: '{"viz_type":"pie"}' });
    const got = await call('GET', `/api/v1/chart/${fromParams}?q=(columns:!(viz_type))`, w.reader);
    expect(got.json()).toEqual({ result: { viz_type: 'pie' } });
    // A column named after an inherited member picks nothing and writes nothing to Object.prototype.
    const inherited = await call(
      'GET',
      `/api/v1/chart/${fromParams}?q=${encodeURIComponent("(columns:!('__proto__.polluted',constructor))")}`,
      w.reader,
    );
    expect(inherited.json()).toEqual({ result: {} });
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    const id = await createChart(w, w.reader);
    const noType = await call('PUT', `/api/v1/chart/${id}`, w.reader, { datasource_id: w.datasetId });
    expect(noType.statusCode).toBe(422);
    expect(noType.json()).toEqual({
      message: { datasource_type: ['Datasource type is required when datasource_id is given'] },
    });
    const badPut = await call('PUT', `/api/v1/chart/${id}`, w.reader, { query_context: 'nope' });
    expect(badPut.json()).toEqual({ message: { query_context: ['JSON not valid'] } });
  });

  it('serves _info and related owners', async () => {
    const info = await call('GET', '/api/v1/chart/_info?q=(keys:!(permissions,filters))', w.reader);
    const body = info.json<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>();
    expect(body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(body.filters.id!.map((f) => f.operator)).toEqual(
      expect.arrayContaining(['chart_is_favorite', 'chart_is_certified']),
    );
    const related = await call('GET', '/api/v1/chart/related/owners?q=(page_size:100)', w.reader);
    expect(related.statusCode).toBe(200);
    expect(related.json<{ result: { value: number }[] }>().result.map((r) => r.value)).toContain(w.readerId);
    expect((await call('GET', '/api/v1/chart/related/created_by', w.reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/chart/related/params', w.reader)).statusCode).toBe(404);
  });
});
