import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../testing/duckdbFixture.testkit.js';
import type { Headers } from '../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';

// Inputs a fuzzer found answered with 500s: each must be a 4xx in Superset's shape (or the SPA).

const INDEX = '<!doctype html><title>Loupe</title><div id="root"></div>';
const LONG = 'a'.repeat(300);
/** Any line of /etc/passwd starts like this; none may ever reach a response. */
const PASSWD_LINE = /root:.*:0:0:/;

let t: TestApp;
let admin: Headers;
let root: string;
let fixture: Awaited<ReturnType<typeof createDuckdbFixture>>;
let dbId: number;
let datasetId: number;
let virtualId: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-bad-input-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ LOUPE_WEB_DIST: dist });
  admin = await t.bearer();
  fixture = await createDuckdbFixture(SALES_FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'bad input', sqlalchemy_uri: fixture.uri, expose_in_sqllab: true },
  });
  expect(db.statusCode, db.body).toBe(201);
  dbId = db.json<{ id: number }>().id;
  const dataset = async (payload: Record<string, unknown>): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: dbId, schema: 'main', ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  datasetId = await dataset({ table_name: 'sales' });
  virtualId = await dataset({ table_name: 'sales_view', sql: 'SELECT region, amount, sold_at FROM sales' });
});

afterAll(async () => {
  await t.close();
  fixture.remove();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A 4xx whose body is Superset's `{"message": ...}`. */
function expectClientError(res: LightMyRequestResponse, status = 400): Record<string, unknown> {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<Record<string, unknown>>();
  expect(body).toEqual({ message: expect.anything() });
  return body;
}

describe('paths the file system refuses', () => {
  it.each(['/assets/%00', '/%00', '/assets/a%00b.js', '/dashboard/%00/'])(
    'GET %s is a JSON 404 (no file has a NUL in its name)',
    async (url) => {
      for (const accept of ['text/html', '*/*']) {
        const res = await t.app.inject({ url, headers: { accept } });
        expectClientError(res, 404);
      }
    },
  );

  it.each([
    `/assets/${LONG}`,
    `/assets/${LONG}.js`,
    `/${LONG}`,
    `/dashboard/${LONG}`,
    `/assets/${LONG}/x.js`,
  ])('GET a UI path with a 300-character segment is the SPA: %#', async (url) => {
    // Signed in: an anonymous browser is sent to the login page first (webApp.test.ts).
    const res = await t.app.inject({ url, headers: { ...admin, accept: 'text/html' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it.each([`/api/v1/${LONG}`, `/api/v1/chart/${LONG}`, `/api/v1/chart/${LONG}/`, `/api/v1/%00`])(
    'GET an API path with a long or NUL segment is a JSON 404: %#',
    async (url) => {
      expectClientError(await t.app.inject({ url, headers: admin }), 404);
    },
  );
});

describe('multipart uploads without a usable boundary', () => {
  const urls = () => ['/api/v1/database/upload_metadata/', `/api/v1/database/${dbId}/upload/`];

  it.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
  ])('%s is a 400 naming the boundary', async (contentType) => {
    for (const url of urls()) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': contentType },
        payload: 'type=csv',
      });
      const body = expectClientError(res);
      expect(body.message).toMatch(/boundary/);
    }
  });

  it('a body that ends before its closing boundary is a 400', async () => {
    for (const url of urls()) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\ncontent-disposition: form-data; name="type"\r\n\r\ncsv',
      });
      const body = expectClientError(res);
      expect(body.message).toMatch(/malformed/);
    }
  });
});

describe('chart data lookups keyed by request strings find only their own entries', () => {
  const INHERITED = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];
  const chartData = (query: Record<string, unknown>, id = datasetId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: { datasource: { id, type: 'table' }, queries: [query] },
    });

  it.each(INHERITED)('time_grain_sqla %s is an unknown grain (400)', async (grain) => {
    const res = await chartData({
      granularity: 'sold_at',
      is_timeseries: true,
      metrics: ['count'],
      extras: { time_grain_sqla: grain },
    });
    expect(expectClientError(res).message).toBe(`No grain spec for ${grain} for database duckdb`);
  });

  it.each(INHERITED)('an x-axis timeGrain %s is an unknown grain (400)', async (grain) => {
    const res = await chartData({
      columns: [
        {
          expressionType: 'SQL',
          sqlExpression: 'sold_at',
          label: 'sold_at',
          columnType: 'BASE_AXIS',
          timeGrain: grain,
        },
      ],
      metrics: ['count'],
    });
    expect(expectClientError(res).message).toBe(`No grain spec for ${grain} for database duckdb`);
  });

  it.each(INHERITED)('an adhoc metric aggregate %s is invalid (400)', async (aggregate) => {
    const res = await chartData({
      columns: ['region'],
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate, label: 'x' }],
    });
    expect(expectClientError(res).message).toBe('Adhoc metric aggregate is invalid');
  });

  it.each(INHERITED)('a filter operator %s is invalid (400)', async (op) => {
    const res = await chartData({
      columns: ['region'],
      metrics: ['count'],
      filters: [{ col: 'region', op, val: 'north' }],
    });
    expect(expectClientError(res).message).toMatch(/^Invalid filter operation type: /);
  });

  it('still truncates by a real grain', async () => {
    const res = await chartData({
      granularity: 'sold_at',
      is_timeseries: true,
      metrics: ['count'],
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ result: { data: unknown[] }[] }>().result[0]!.data).toHaveLength(2);
  });
});

describe('SQL templates cannot read files', () => {
  const execute = (sql: string, templateParams = '{}') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: dbId, sql, runAsync: false, templateParams },
    });
  const TAGS = [
    ["SELECT {% include '/etc/passwd' %}", 'include'],
    ["SELECT {% include 'x' %}", 'include'],
    ["SELECT {% render 'x' %}", 'render'],
    ["SELECT {% layout 'x' %} 1", 'layout'],
    ["SELECT {% liquid include '/etc/passwd' %}", 'include'],
    ["SELECT {% if true %}{% include '/etc/passwd' %}{% endif %}", 'include'],
  ] as const;

  it.each(TAGS)('SQL Lab refuses %s as a template error (400)', async (sql, tag) => {
    const res = await execute(sql);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).not.toMatch(PASSWD_LINE);
    expect(res.json()).toMatchObject({
      errors: [
        {
          message: `The "${tag}" tag is not allowed in SQL templates.`,
          error_type: 'INVALID_TEMPLATE_PARAMS_ERROR',
        },
      ],
    });
  });

  it.each(TAGS)('chart data refuses %s in a virtual dataset (400)', async (sql, tag) => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${virtualId}`,
      headers: admin,
      payload: { sql: `SELECT region, amount, sold_at FROM sales WHERE 1 = 1 ${sql.slice('SELECT'.length)}` },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: {
        datasource: { id: virtualId, type: 'table' },
        queries: [{ columns: ['region'], metrics: ['count'] }],
      },
    });
    expect(res.body).not.toMatch(PASSWD_LINE);
    expect(expectClientError(res).message).toBe(
      `Error while rendering virtual dataset query: The "${tag}" tag is not allowed in SQL templates.`,
    );
  });

  it.each(TAGS)('chart data refuses %s in an adhoc SQL metric (400)', async (sql, tag) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin,
      payload: {
        datasource: { id: datasetId, type: 'table' },
        queries: [
          {
            columns: ['region'],
            metrics: [
              { expressionType: 'SQL', sqlExpression: `COUNT(${sql.slice('SELECT '.length)})`, label: 'm' },
            ],
          },
        ],
      },
    });
    expect(res.body).not.toMatch(PASSWD_LINE);
    expect(expectClientError(res).message).toBe(`The "${tag}" tag is not allowed in SQL templates.`);
  });

  it.each([
    `SELECT '{{ "".constructor.constructor("return process")() }}'`,
    `SELECT '{{ x.constructor.constructor("return process")() }}'`,
    `SELECT '{{ x.__proto__ }}'`,
    `SELECT '{{ x.constructor }}'`,
  ])('SQL Lab refuses the code-reaching payload %s (400)', async (sql) => {
    const res = await execute(sql, '{"x": {"a": 1}}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { error_type: string }[] }>().errors[0]!.error_type).toBe(
      'INVALID_TEMPLATE_PARAMS_ERROR',
    );
  });

  it('SQL Lab answers {{ this }} as an undefined parameter, not the template context', async () => {
    const res = await execute("SELECT '{{ this }}'");
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { error_type: string }[] }>().errors[0]!.error_type).toBe(
      'MISSING_TEMPLATE_PARAMS_ERROR',
    );
  });

  it('plain liquid stays inert text: assign and append render a string', async () => {
    const res = await execute(`SELECT '{% assign x = "a" | append: "b" %}{{ x }}' AS v`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([{ v: 'ab' }]);
  });
});
