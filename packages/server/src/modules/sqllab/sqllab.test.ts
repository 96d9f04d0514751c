import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import { type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import {
  clientId,
  createDatabase,
  execute,
  waitForQuery,
  createSqlLabTestApp,
  type SqlLabTestApp,
} from './sqllab.testkit.js';

let app: SqlLabTestApp;
let t: TestApp;
let admin: Headers;
let dbId: number;
let dmlDbId: number;

beforeAll(async () => {
  app = await createSqlLabTestApp();
  ({ t, admin, dbId, dmlDbId } = app);
});

afterAll(() => app.close());

describe('sync execution', () => {
  it('returns rows with column types, and integers past 2^53 exact', async () => {
    const id = clientId();
    const res = await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT id, region, amount, sold_at, big, paid, 9007199254740993::BIGINT AS b FROM sales ORDER BY id',
      tab: 'Untitled Query 1',
      sql_editor_id: 'ed1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toMatchObject({ id: 1, region: 'north', big: '9007199254740993', paid: true });
    expect(body.data[0].b).toBe('9007199254740993');
    expect(res.body).toContain('"9007199254740993"');
    const byName = Object.fromEntries(body.columns.map((c: { name: string }) => [c.name, c]));
    expect(byName.region).toMatchObject({ column_name: 'region', type_generic: 1, is_dttm: false });
    expect(byName.sold_at).toMatchObject({ type_generic: 2, is_dttm: true });
    expect(byName.id).toMatchObject({ type_generic: 0 });
    expect(body.selected_columns).toEqual(body.columns);
    expect(body.expanded_columns).toEqual([]);
    expect(body.displayLimitReached).toBeUndefined();
    expect(body.query).toMatchObject({
      id,
      dbId,
      db: 'sales',
      state: 'success',
      rows: 4,
      limit: 1000,
      limitingFactor: 'NOT_LIMITED',
      tab: 'Untitled Query 1',
      sqlEditorId: 'ed1',
      user: 'Admin User',
      ctas: false,
      progress: 100,
      extra: {},
    });
    expect(body.query.startDttm).toBeTypeOf('number');
    expect(body.query.endDttm).toBeGreaterThanOrEqual(body.query.startDttm);
    expect(body.query_id).toBe(body.query.queryId);
  });

  it('keeps a SQL Lab tab’s sync results under a results key, so a reloaded tab reads them again', async () => {
    const fromTab = await execute(t.app, admin, {
      database_id: dbId,
      client_id: clientId(),
      sql: 'SELECT id, region FROM sales ORDER BY id LIMIT 2',
      sql_editor_id: 'ed-reload',
    });
    const key = fromTab.json<{ query: { resultsKey: string | null } }>().query.resultsKey;
    expect(key).toBeTypeOf('string');
    const again = await t.app.inject({ url: `/api/v1/sqllab/results/?q=(key:'${key}')`, headers: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'success',
      data: [
        { id: 1, region: 'north' },
        { id: 2, region: 'south' },
      ],
      query: { resultsKey: key, state: 'success' },
    });
    // A run from outside SQL Lab's tabs (the API alone) stores nothing.
    const bare = await execute(t.app, admin, { database_id: dbId, sql: 'SELECT 1 AS one' });
    expect(bare.json<{ query: { resultsKey: string | null } }>().query.resultsKey).toBeNull();
  });

  it('caps rows at the query limit and says the display limit was reached', async () => {
    const res = await execute(t.app, admin, {
      database_id: dbId,
      sql: 'SELECT range AS n FROM range(5000)',
      queryLimit: 100,
    });
    const body = res.json();
    expect(body.data).toHaveLength(100);
    expect(body.displayLimitReached).toBe(true);
    expect(body.query).toMatchObject({ rows: 100, limit: 100, limitingFactor: 'DROPDOWN' });
    const capped = await execute(t.app, admin, {
      database_id: dbId,
      sql: 'SELECT range AS n FROM range(50000)',
      queryLimit: 1_000_000,
    });
    expect(capped.json().data).toHaveLength(10_000);
    const own = await execute(t.app, admin, { database_id: dbId, sql: 'SELECT * FROM range(50) LIMIT 10' });
    expect(own.json().query).toMatchObject({ rows: 10, limitingFactor: 'QUERY' });
  });

  it('runs several statements in order and returns the last one', async () => {
    const multi = await execute(t.app, admin, {
      database_id: dmlDbId,
      sql: "INSERT INTO notes VALUES (1, 'a;b'); INSERT INTO notes VALUES (2, 'c'); SELECT * FROM notes ORDER BY id;",
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json().data).toEqual([
      { id: 1, body: 'a;b' },
      { id: 2, body: 'c' },
    ]);
    expect(multi.json().query.executedSql).toBe(
      "INSERT INTO notes VALUES (1, 'a;b');\nINSERT INTO notes VALUES (2, 'c');\nSELECT * FROM notes ORDER BY id",
    );
  });

  it('refuses DML where the database does not allow it, and records the failure', async () => {
    const id = clientId();
    const res = await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: "SELECT 1; UPDATE sales SET region = 'x'",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      message: 'Only SELECT statements are allowed against this database.',
      error_type: 'DML_NOT_ALLOWED_ERROR',
      level: 'error',
      extra: {
        issue_codes: [{ code: 1022, message: 'Issue 1022 - Database does not allow data manipulation.' }],
      },
    });
    const row = await waitForQuery(t.app, admin, id);
    expect(row).toMatchObject({
      state: 'failed',
      errorMessage: 'Only SELECT statements are allowed against this database.',
    });
    const check = await execute(t.app, admin, {
      database_id: dbId,
      sql: "SELECT count(*) AS n FROM sales WHERE region = 'x'",
    });
    expect(check.json().data).toEqual([{ n: 0 }]);
  });

  it('shows the engine message of a syntax error', async () => {
    const res = await execute(t.app, admin, { database_id: dbId, sql: 'SELEC 1' });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors[0];
    expect(error.message).toMatch(/syntax error at or near "SELEC"/);
    expect(error.error_type).toBe('SYNTAX_ERROR');
  });

  it('renders template parameters and refuses a template that tries to run code', async () => {
    const res = await execute(t.app, admin, {
      database_id: dbId,
      sql: "SELECT count(*) AS n FROM sales WHERE region = '{{ region }}'",
      templateParams: '{"region": "north"}',
    });
    expect(res.json().data).toEqual([{ n: 2 }]);
    expect(res.json().query.executedSql).toBe("SELECT count(*) AS n FROM sales WHERE region = 'north'");
    const attack = await execute(t.app, admin, {
      database_id: dbId,
      sql: 'SELECT \'{{ "".constructor.constructor("return process")() }}\' AS x',
    });
    expect(attack.statusCode).toBe(400);
    expect(attack.json().errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    const missing = await execute(t.app, admin, { database_id: dbId, sql: 'SELECT {{ nope }}' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
      message: 'The following parameters in your query are undefined: "nope".',
    });
  });

  it('answers 404 for a database the user cannot see', async () => {
    const res = await execute(t.app, admin, { database_id: 9999, sql: 'SELECT 1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('saved query exec info', () => {
  async function saveQuery(databaseId: number, sql: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers: admin,
      payload: { db_id: databaseId, label: `q ${sql}`, sql },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  async function savedQuery(id: number): Promise<{ rows: number | null; last_run: string | null }> {
    const res = await t.app.inject({ url: `/api/v1/saved_query/${id}`, headers: admin });
    return res.json<{ result: { rows: number | null; last_run: string | null } }>().result;
  }

  it('gives saved queries with the same SQL on the same database the row count and last run', async () => {
    const sql = 'SELECT id FROM sales WHERE id <= 3 ORDER BY id';
    const same = await saveQuery(dbId, sql);
    const twin = await saveQuery(dbId, sql);
    const otherSql = await saveQuery(dbId, `${sql} `);
    const otherDb = await saveQuery(dmlDbId, sql);
    const before = Date.now();
    const res = await execute(t.app, admin, { database_id: dbId, sql });
    expect(res.statusCode).toBe(200);
    for (const id of [same, twin]) {
      const saved = await savedQuery(id);
      expect(saved.rows).toBe(3);
      expect(Date.parse(saved.last_run!)).toBeGreaterThanOrEqual(before - 1000);
    }
    for (const id of [otherSql, otherDb])
      expect(await savedQuery(id)).toMatchObject({ rows: null, last_run: null });

    // An async run updates them too, with its own row count; a failed run leaves them alone.
    const asyncSql = 'SELECT * FROM range(7)';
    const asyncSaved = await saveQuery(dbId, asyncSql);
    const id = clientId();
    await execute(t.app, admin, { database_id: dbId, client_id: id, sql: asyncSql, runAsync: true });
    expect(await waitForQuery(t.app, admin, id)).toMatchObject({ state: 'success' });
    expect((await savedQuery(asyncSaved)).rows).toBe(7);
    const failing = await saveQuery(dbId, 'SELECT * FROM no_such_table');
    await execute(t.app, admin, { database_id: dbId, sql: 'SELECT * FROM no_such_table' });
    expect(await savedQuery(failing)).toMatchObject({ rows: null, last_run: null });
  });
});

describe('engine progress', () => {
  it("reports DuckDB's own progress of an async run through updated_since while it runs", async () => {
    const big = await createDuckdbFixture([
      'CREATE TABLE big AS SELECT range::BIGINT AS a FROM range(3000000)',
    ]);
    try {
      const id = await createDatabase(t.app, admin, {
        database_name: 'progress',
        sqlalchemy_uri: big.uri,
        expose_in_sqllab: true,
        allow_run_async: true,
      });
      const run = clientId();
      // Slow on purpose (several seconds; the run is stopped once progress is seen): a scan of many row
      // groups with per-row hashing, so progress moves in steps. DuckDB reports progress only after a
      // while, so a query that ends within a second would show none.
      const sql =
        "SELECT count(*) FROM big WHERE md5(md5(md5(md5(a::VARCHAR || md5(a::VARCHAR))))) LIKE '%abc%'";
      const queued = await execute(t.app, admin, { database_id: id, client_id: run, sql, runAsync: true });
      expect(queued.statusCode).toBe(202);
      const seen: number[] = [];
      const until = Date.now() + 20_000;
      while (Date.now() < until) {
        const res = await t.app.inject({
          url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
          headers: admin,
        });
        const query = res
          .json<{ result: { id: string; state: string; progress: number }[] }>()
          .result.find((q) => q.id === run);
        if (query?.state === 'running') seen.push(query.progress);
        if (query && query.state !== 'running' && query.state !== 'pending') break;
        if (seen.some((p) => p > 0 && p < 100)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: admin,
        payload: { client_id: run },
      });
      expect((await waitForQuery(t.app, admin, run)).state).toBe('stopped');
    } finally {
      big.remove();
    }
  });
});

describe('configured limits', () => {
  it('caps every run at LOUPE_SQLLAB_DISPLAY_MAX_ROW and defaults to LOUPE_SQLLAB_DEFAULT_LIMIT', async () => {
    const small = await createTestApp({
      LOUPE_SQLLAB_DISPLAY_MAX_ROW: '20',
      LOUPE_SQLLAB_DEFAULT_LIMIT: '7',
    });
    const empty = await createDuckdbFixture([]);
    try {
      const headers = await small.bearer();
      const id = await createDatabase(small.app, headers, {
        database_name: 'capped',
        sqlalchemy_uri: empty.uri,
        expose_in_sqllab: true,
        allow_run_async: true,
      });
      const sql = 'SELECT range AS n FROM range(500)';
      const capped = await execute(small.app, headers, { database_id: id, sql, queryLimit: 10_000 });
      expect(capped.statusCode).toBe(200);
      expect(capped.json().data).toHaveLength(20);
      expect(capped.json().displayLimitReached).toBe(true);
      expect(capped.json().query).toMatchObject({ rows: 20, limit: 20, limitingFactor: 'DROPDOWN' });

      const byDefault = await execute(small.app, headers, { database_id: id, sql });
      expect(byDefault.json().data).toHaveLength(7);
      expect(byDefault.json().displayLimitReached).toBe(true);
      expect(byDefault.json().query).toMatchObject({ rows: 7, limit: 7 });

      const under = await execute(small.app, headers, { database_id: id, sql: 'SELECT 1 AS one' });
      expect(under.json().displayLimitReached).toBeUndefined();

      const asyncId = clientId();
      const queued = await execute(small.app, headers, {
        database_id: id,
        client_id: asyncId,
        sql,
        queryLimit: 100_000,
        runAsync: true,
      });
      expect(queued.statusCode).toBe(202);
      const done = await waitForQuery(small.app, headers, asyncId);
      expect(done).toMatchObject({ state: 'success', rows: 20 });
      const results = await small.app.inject({
        url: `/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`,
        headers,
      });
      expect(results.json().data).toHaveLength(20);
      expect(results.json().displayLimitReached).toBe(true);
    } finally {
      await small.close();
      empty.remove();
    }
  });
});

describe('async execution', () => {
  it('queues the run, reports it through updated_since and serves results by key', async () => {
    const id = clientId();
    const res = await execute(t.app, admin, {
      database_id: dbId,
      client_id: id,
      sql: 'SELECT region, sum(amount) AS total FROM sales GROUP BY region ORDER BY region NULLS LAST',
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().query).toMatchObject({ id, state: 'pending', resultsKey: null });
    const done = await waitForQuery(t.app, admin, id);
    expect(done).toMatchObject({ state: 'success', rows: 3 });
    expect(done.resultsKey).toBeTruthy();
    const results = await t.app.inject({
      url: `/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`,
      headers: admin,
    });
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({ status: 'success', query: { id, state: 'success' } });
    expect(results.json().data).toHaveLength(3);
    const unknown = await t.app.inject({ url: "/api/v1/sqllab/results/?q=(key:'nope')", headers: admin });
    expect(unknown.statusCode).toBe(404);
  });
});
