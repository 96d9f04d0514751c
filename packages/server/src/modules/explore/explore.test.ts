import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createChart, createChartWorld, type ChartWorld } from '../charts/charts.testkit.js';

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

const formBody = (formData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  datasource_id: w.datasetId,
  datasource_type: 'table',
  form_data: JSON.stringify(formData),
  ...extra,
});

async function postFormData(headers: Headers, body: unknown, tabId?: number): Promise<string> {
  const res = await call(
    'POST',
    `/api/v1/explore/form_data${tabId ? `?tab_id=${tabId}` : ''}`,
    headers,
    body,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ key: string }>().key;
}

describe('explore form data cache', () => {
  it('stores, reads, updates and deletes form data under a random key', async () => {
    const key = await postFormData(w.reader, formBody({ viz_type: 'table', metrics: ['count'] }), 1);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const got = await call('GET', `/api/v1/explore/form_data/${key}`, w.reader);
    expect(got.json()).toEqual({ form_data: JSON.stringify({ viz_type: 'table', metrics: ['count'] }) });
    // The same tab keeps its key; another tab gets a new one.
    expect(await postFormData(w.reader, formBody({ viz_type: 'pie' }), 1)).toBe(key);
    expect(await postFormData(w.reader, formBody({ viz_type: 'pie' }), 2)).not.toBe(key);
    const put = await call(
      'PUT',
      `/api/v1/explore/form_data/${key}?tab_id=1`,
      w.reader,
      formBody({ viz_type: 'bar' }),
    );
    expect(put.json()).toEqual({ message: key });
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).json()).toEqual({
      form_data: '{"viz_type":"bar"}',
    });
    const del = await call('DELETE', `/api/v1/explore/form_data/${key}`, w.reader);
    expect(del.json()).toEqual({ message: 'Deleted successfully' });
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/explore/form_data/${key}`, w.reader)).statusCode).toBe(404);
  });

  it("keeps a user's entries from other users", async () => {
    const key = await postFormData(w.reader, formBody({ viz_type: 'table' }), 5);
    const theirs = await call(
      'PUT',
      `/api/v1/explore/form_data/${key}`,
      w.other,
      formBody({ viz_type: 'x' }),
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: "You don't have permission to modify the value." });
    expect((await call('DELETE', `/api/v1/explore/form_data/${key}`, w.other)).statusCode).toBe(403);
    // The same tab id of another user is another context: a new key.
    expect(await postFormData(w.other, formBody({ viz_type: 'table' }), 5)).not.toBe(key);
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).json()).toEqual({
      form_data: '{"viz_type":"table"}',
    });
    // A user without access to the dataset reads nothing of it.
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.outsider)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/explore/form_data', w.outsider, formBody({}))).statusCode).toBe(403);
  });

  it('forgets entries after their expiry, and a read pushes the expiry back', async () => {
    const key = await postFormData(w.reader, formBody({ viz_type: 'table' }));
    const expiresOn = async () =>
      (
        await sql<{ expires_on: string }>`select expires_on from key_value where uuid = ${key}`.execute(
          w.t.services.db,
        )
      ).rows[0]!.expires_on;
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(Date.parse(await expiresOn()) - Date.now()).toBeGreaterThan(sevenDays - 60_000);
    const soon = new Date(Date.now() + 60_000).toISOString();
    await sql`update key_value set expires_on = ${soon} where uuid = ${key}`.execute(w.t.services.db);
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).statusCode).toBe(200);
    expect(Date.parse(await expiresOn()) - Date.now()).toBeGreaterThan(sevenDays - 60_000);
    const past = new Date(Date.now() - 1000).toISOString();
    await sql`update key_value set expires_on = ${past} where uuid = ${key}`.execute(w.t.services.db);
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, w.reader)).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    const unknown = await call('POST', '/api/v1/explore/form_data', w.reader, {
      ...formBody({}),
      datasource_id: 99999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Resource was not found.' });
    const badJson = await call('POST', '/api/v1/explore/form_data', w.reader, {
      ...formBody({}),
      form_data: '{x',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: ['JSON not valid'] });
    const missing = await call('POST', '/api/v1/explore/form_data', w.reader, { datasource_id: w.datasetId });
    expect(missing.statusCode).toBe(400);
  });
});

describe('explore permalinks', () => {
  it('round-trips the state under an encoded key', async () => {
    const formData = { datasource: `${w.datasetId}__table`, viz_type: 'table', metrics: ['count'] };
    const res = await call('POST', '/api/v1/explore/permalink', w.reader, {
      formData,
      urlParams: [['standalone', '1']],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json<{ key: string; url: string }>();
    expect(url).toBe(`/superset/explore/p/${key}/`);
    const got = await call('GET', `/api/v1/explore/permalink/${key}`, w.other);
    expect(got.json()).toEqual({
      chartId: null,
      datasourceId: w.datasetId,
      datasourceType: 'table',
      datasource: `${w.datasetId}__table`,
      state: { formData, urlParams: [['standalone', '1']] },
    });
    const denied = await call('GET', `/api/v1/explore/permalink/${key}`, w.outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: "You don't have access to this dataset." });
    // A key whose check characters do not match its id is nobody's.
    const forged = `${key.slice(0, 10)}${key[10] === 'A' ? 'B' : 'A'}${key.slice(11)}`;
    expect((await call('GET', `/api/v1/explore/permalink/${forged}`, w.reader)).statusCode).toBe(404);
  });

  it('refuses a state without a datasource', async () => {
    const res = await call('POST', '/api/v1/explore/permalink', w.reader, {
      formData: { viz_type: 'table' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/explore/', () => {
  it('opens a dataset', async () => {
    const res = await call(
      'GET',
      `/api/v1/explore/?datasource_id=${w.datasetId}&datasource_type=table`,
      w.reader,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json<{ result: Record<string, unknown> }>();
    expect(result.slice).toBeNull();
    expect(result.message).toBeNull();
    expect(result.form_data).toEqual({ datasource: `${w.datasetId}__table` });
    expect(result.dataset).toMatchObject({ id: w.datasetId, table_name: 'sales', type: 'table' });
    expect((result.dataset as { columns: unknown[] }).columns.length).toBeGreaterThan(0);
  });

  it('opens a saved chart with its form data', async () => {
    const id = await createChart(w, w.reader, {
      params: JSON.stringify({ metrics: ['count'], row_limit: 10 }),
    });
    const res = await call('GET', `/api/v1/explore/?slice_id=${id}`, w.other);
    const { result } = res.json<{ result: Record<string, unknown> }>();
    expect(result.form_data).toMatchObject({
      metrics: ['count'],
      row_limit: 10,
      slice_id: id,
      viz_type: 'table',
      datasource: `${w.datasetId}__table`,
    });
    expect(result.slice).toMatchObject({ slice_id: id, slice_name: 'Sales by region', owners: [w.readerId] });
    expect(result.metadata).toMatchObject({ owners: [expect.any(String)], dashboards: [] });
    // A chart on a dataset the caller may not read is a 403 naming the dataset, as in Superset.
    const denied = await call('GET', `/api/v1/explore/?slice_id=${id}`, w.outsider);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ datasource_id: w.datasetId, datasource_type: 'table' });
    // A chart that is gone leaves a placeholder dataset, not an error.
    const gone = await call('GET', '/api/v1/explore/?slice_id=999999', w.reader);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<{ result: Record<string, unknown> }>().result).toMatchObject({
      slice: null,
      form_data: { slice_id: 999999, datasource: 'None__table' },
      dataset: { name: '[Missing Dataset]' },
    });
  });

  it('opens cached form data and permalinks, and says when the cache lost them', async () => {
    const key = await postFormData(
      w.reader,
      formBody({ datasource: `${w.datasetId}__table`, viz_type: 'pie' }),
    );
    const cached = await call('GET', `/api/v1/explore/?form_data_key=${key}`, w.reader);
    expect(cached.json<{ result: { form_data: unknown } }>().result.form_data).toEqual({
      datasource: `${w.datasetId}__table`,
      viz_type: 'pie',
    });
    const lost = await call(
      'GET',
      `/api/v1/explore/?form_data_key=gone&datasource_id=${w.datasetId}&datasource_type=table`,
      w.reader,
    );
    expect(lost.json<{ result: { message: string } }>().result.message).toBe(
      'Form data not found in cache, reverting to dataset metadata.',
    );
    const chartId = await createChart(w, w.reader);
    const lostChart = await call('GET', `/api/v1/explore/?form_data_key=gone&slice_id=${chartId}`, w.reader);
    expect(lostChart.json<{ result: Record<string, unknown> }>().result).toMatchObject({
      message: 'Form data not found in cache, reverting to chart metadata.',
      form_data: { slice_id: chartId, viz_type: 'table' },
    });
    const link = await call('POST', '/api/v1/explore/permalink', w.reader, {
      formData: { datasource: `${w.datasetId}__table`, viz_type: 'line' },
      urlParams: [['foo', 'bar']],
    });
    const permalink = await call(
      'GET',
      `/api/v1/explore/?permalink_key=${link.json<{ key: string }>().key}`,
      w.reader,
    );
    expect(permalink.json<{ result: { form_data: unknown } }>().result.form_data).toEqual({
      datasource: `${w.datasetId}__table`,
      viz_type: 'line',
      url_params: { foo: 'bar' },
    });
  });

  it('answers 403 naming the datasource a user may not read, and a placeholder for a missing one', async () => {
    const res = await call(
      'GET',
      `/api/v1/explore/?datasource_id=${w.datasetId}&datasource_type=table`,
      w.outsider,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'This endpoint requires the datasource main.sales, database or `all_datasource_access` permission',
      datasource_id: w.datasetId,
      datasource_type: 'table',
    });
    const unknownLink = await call('GET', '/api/v1/explore/?permalink_key=nope', w.reader);
    expect(unknownLink.statusCode).toBe(404);
    expect(unknownLink.json()).toEqual({ message: 'An error occurred while accessing the value.' });
    const missing = await call('GET', '/api/v1/explore/?datasource_id=99999&datasource_type=table', w.reader);
    expect(missing.json<{ result: { dataset: unknown } }>().result.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    });
  });
});
