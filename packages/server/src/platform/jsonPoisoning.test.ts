import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../testing/duckdbFixture.testkit.js';
import type { Headers } from '../testing/securityApi.testkit.js';
import { createTab, FORM, jsonForm } from '../testing/sqlLabState.testkit.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';

// Request JSON is parsed with prototype-poisoning protection wherever it is parsed: the body, JSON
// strings in form fields and JSON text inside JSON bodies. Each poisoned input below was accepted.

const PROTO = '{"a": 1, "__proto__": {"polluted": true}}';
const CONSTRUCTOR = '{"a": 1, "constructor": {"prototype": {"polluted": true}}}';

let t: TestApp;
let admin: Headers;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let dbId: number;
let datasetId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'poisoning', sqlalchemy_uri: fixture.uri, expose_in_sqllab: true },
  });
  expect(db.statusCode, db.body).toBe(201);
  dbId = db.json<{ id: number }>().id;
  const ds = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: 'sales' },
  });
  expect(ds.statusCode, ds.body).toBe(201);
  datasetId = ds.json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
  fixture.remove();
});

function expect400(res: LightMyRequestResponse): unknown {
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ message?: unknown }>().message;
}

/** A chart-data body as JSON text with `extra` spliced into its query object. */
const chartDataText = (extra: string): string =>
  `{"datasource": {"id": ${datasetId}, "type": "table"}, "queries": [{"columns": ["region"], "metrics": ["count"]${extra}}]}`;

describe('JSON bodies', () => {
  it.each([
    ['__proto__', ', "__proto__": {"row_limit": 1}'],
    ['constructor.prototype', ', "constructor": {"prototype": {"row_limit": 1}}'],
  ])('a body with %s is a 400', async (_name, extra) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: chartDataText(extra),
    });
    expect(expect400(res)).toMatch(/^Request body is not valid JSON: .*forbidden prototype property/);
  });

  it('a plain "constructor" key is still data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: chartDataText(', "constructor": "not a prototype"'),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('JSON in form fields', () => {
  it.each([PROTO, CONSTRUCTOR])('chart data form_data %s is a 400', async (poison) => {
    const formData = chartDataText('').replace(/}$/, `, "extra": ${poison}}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...admin, ...FORM },
      payload: new URLSearchParams({ form_data: formData }).toString(),
    });
    expect(expect400(res)).toBe('Request is not JSON');
  });

  it.each([PROTO, CONSTRUCTOR])('a legacy form field holding %s is a 400', async (poison) => {
    const tab = await createTab(t, admin, dbId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${tab}`,
      headers: { ...admin, ...FORM },
      payload: `${jsonForm({ sql: 'SELECT 2' })}&extra_json=${encodeURIComponent(poison)}`,
    });
    expect(expect400(res)).toEqual({ extra_json: ['Field cannot be decoded by JSON.'] });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])(
    'a tab state field named %s is an unknown field (400)',
    async (field) => {
      const tab = await createTab(t, admin, dbId);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/tabstateview/${tab}`,
        headers: admin,
        payload: { [field]: 1 },
      });
      expect(expect400(res)).toEqual({ [field]: ['Unknown field.'] });
    },
  );
});

describe('JSON text inside JSON bodies', () => {
  it.each([PROTO, CONSTRUCTOR])('chart params %s are refused', async (poison) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: admin,
      payload: {
        slice_name: 'poisoned',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: poison,
      },
    });
    expect(expect400(res)).toEqual({ params: ['JSON not valid'] });
  });

  it.each([PROTO, CONSTRUCTOR])('dataset template_params %s are refused', async (poison) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${datasetId}`,
      headers: admin,
      payload: { template_params: poison },
    });
    expect(expect400(res)).toEqual({ template_params: ['Field cannot be decoded by JSON.'] });
  });

  it.each([PROTO, CONSTRUCTOR])('explore form_data %s is refused', async (poison) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/explore/form_data',
      headers: admin,
      payload: { datasource_id: datasetId, datasource_type: 'table', form_data: poison },
    });
    expect(expect400(res)).toEqual(['JSON not valid']);
  });

  it.each([PROTO, CONSTRUCTOR])('saved query template_parameters %s are refused', async (poison) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { db_id: dbId, label: 'poisoned', sql: 'SELECT 1', template_parameters: poison },
    });
    expect(expect400(res)).toEqual({ template_parameters: ['Field cannot be decoded by JSON.'] });
  });

  it.each([PROTO, CONSTRUCTOR])('SQL Lab templateParams %s are a template error', async (poison) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: dbId, sql: 'SELECT 1 AS one', runAsync: false, templateParams: poison },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [
        {
          error_type: 'INVALID_TEMPLATE_PARAMS_ERROR',
          message: 'The template parameters are not valid JSON.',
        },
      ],
    });
  });
});

describe('rison arguments', () => {
  it('a __proto__ key, which the rison parser turns into a prototype, is not a valid argument', async () => {
    const q = encodeURIComponent('(__proto__:(page_size:1000))');
    const res = await t.app.inject({ url: `/api/v1/chart/?q=${q}`, headers: admin });
    expect(expect400(res)).toBe('Not a valid rison argument');
  });
});
