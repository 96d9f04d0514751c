import {
  CHART_DATA_BATCH_MAX_ENTRIES,
  type ChartDataBatchErrorLine,
  type ChartDataBatchLine,
  type ChartDataBatchSuccessLine,
} from '@loupe/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineConnection } from '../../engines/EngineSpec.js';
import { createDuckdbFixture } from '../../testing/duckdbFixture.testkit.js';
import { createUser, newUserBody, roleIdOf, type Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';
import { SharedRuns } from '../../platform/cache/sharedRuns.js';
import { ChartDataBatch, type BatchIo } from './chartDataBatch.js';

const URL = '/api/v1/chart/data/batch';

const FIXTURE = [
  'CREATE TABLE sales (region VARCHAR, amount INTEGER)',
  "INSERT INTO sales VALUES ('north', 3), ('south', 4), ('north', 5)",
];

/** A promise with its resolve at hand. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let t: TestApp;
let admin: Headers;
let dbId: number;
let salesId: number;
let connection: EngineConnection;
/**
 * Engine queries the chart-data path ran since the test began; a query whose SQL holds a gated
 * marker waits (in its database slot) until the test opens the gate or the query is cancelled.
 */
const engine: {
  calls: number;
  last?: Promise<unknown>;
  /** Each query's SQL and the signal it runs under. */
  runs: { sql: string; signal: AbortSignal | undefined }[];
} = { calls: 0, runs: [] };
const gates = new Map<string, Promise<void>>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer();
  const fixture = await createDuckdbFixture(FIXTURE);
  const db = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: { database_name: 'batch', sqlalchemy_uri: fixture.uri },
  });
  dbId = db.json<{ id: number }>().id;
  salesId = await dataset('sales');
  connection = t.services.connections.get((await t.services.repositories.databases.findById(dbId))!);
  const run = connection.execute.bind(connection);
  connection.execute = (sql, options) => {
    engine.calls += 1;
    engine.runs.push({ sql, signal: options?.signal });
    const gate = [...gates].find(([marker]) => sql.includes(marker))?.[1];
    const running = (async () => {
      if (gate) await untilOpenOrAborted(gate, options?.signal);
      return run(sql, options);
    })();
    engine.last = running;
    return running;
  };
  return () => fixture.remove();
});

beforeEach(() => {
  engine.calls = 0;
  engine.runs = [];
  gates.clear();
});

/** The signal of the engine query whose SQL holds `marker`. */
function signalOf(marker: string): AbortSignal | undefined {
  return engine.runs.find((r) => r.sql.includes(marker))?.signal;
}

afterAll(async () => {
  vi.restoreAllMocks();
  // After an aborted fetch, undici may open a connection it sends nothing on; the server's close would
  // wait for it until its headers timeout (a minute).
  if (address) t.app.server.closeAllConnections();
  await t.close();
});

function untilOpenOrAborted(gate: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancelled = (): void => reject(new Error('cancelled while gated'));
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', cancelled, { once: true });
    void gate.then(resolve);
  });
}

async function dataset(table: string, sql?: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: dbId, schema: 'main', table_name: table, ...(sql ? { sql } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** A context summing `amount` by region, labelled `label` (which is in its SQL, so it can be gated). */
function total(label: string, extra: Record<string, unknown> = {}, datasourceId = salesId) {
  return {
    datasource: { id: datasourceId, type: 'table' },
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label }],
        orderby: [['region', true]],
      },
    ],
    ...extra,
  };
}

type Entry = { key: string; context: unknown };

function parseLines(text: string): ChartDataBatchLine[] {
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as ChartDataBatchLine);
}

async function batch(queries: Entry[], headers: Headers = admin) {
  const res = await t.app.inject({ method: 'POST', url: URL, headers, payload: { queries } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
  const lines = parseLines(res.body);
  const done = lines.at(-1);
  const entries = lines.slice(0, -1) as (ChartDataBatchSuccessLine | ChartDataBatchErrorLine)[];
  return { done, entries, byKey: new Map(entries.map((line) => [line.key, line])) };
}

async function single(context: unknown, headers: Headers = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(context),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

function success(line: ChartDataBatchLine | undefined): ChartDataBatchSuccessLine {
  expect(line).toMatchObject({ status: 200 });
  return line as ChartDataBatchSuccessLine;
}

/** Reads an NDJSON body line by line as it arrives. */
function lineReader(res: Response): () => Promise<ChartDataBatchLine | undefined> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return async () => {
    while (!buffered.includes('\n')) {
      const next = await reader.read();
      if (next.done) return undefined;
      buffered += decoder.decode(next.value, { stream: true });
    }
    const end = buffered.indexOf('\n');
    const line = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    return JSON.parse(line) as ChartDataBatchLine;
  };
}

/** The `io` of the batch the server is answering now (to see when it noticed its client going). */
function watchBatches(): () => BatchIo {
  const answer = vi.spyOn(ChartDataBatch.prototype, 'answer');
  return () => answer.mock.calls.at(-1)![2];
}

let address: string | undefined;

/** The app on a real socket (once per file), for tests that read lines as they come or go away. */
async function listen(): Promise<string> {
  return (address ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));
}

function fetchBatch(address: string, queries: Entry[], signal?: AbortSignal): Promise<Response> {
  return fetch(`${address}${URL}`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ queries }),
    signal,
  });
}

describe('POST /api/v1/chart/data/batch', () => {
  it("answers each entry with exactly the single endpoint's result, a timing, then the done line", async () => {
    const contexts = {
      a: total('batch_a'),
      b: total('batch_b', { result_type: 'results' }),
      c: { ...total('batch_c'), result_type: 'query' },
    };
    const first = await batch(Object.entries(contexts).map(([key, context]) => ({ key, context })));
    expect(first.done).toEqual({ done: true, entries: 3, distinct: 3 });
    expect([...first.byKey.keys()].sort()).toEqual(['a', 'b', 'c']);
    const a = success(first.byKey.get('a'));
    expect(a.result[0]).toMatchObject({
      is_cached: false,
      colnames: ['region', 'batch_a'],
      data: [
        { region: 'north', batch_a: 8 },
        { region: 'south', batch_a: 4 },
      ],
    });
    expect(a.timing).toEqual({
      queued_ms: expect.any(Number),
      engine_ms: expect.any(Number),
      post_processing_ms: expect.any(Number),
      total_ms: expect.any(Number),
      source: 'engine',
    });
    expect(a.timing.total_ms).toBeGreaterThanOrEqual(a.timing.engine_ms);
    expect(success(first.byKey.get('b')).result[0]).toEqual({
      colnames: ['region', 'batch_b'],
      coltypes: [1, 0],
      data: [
        { region: 'north', batch_b: 8 },
        { region: 'south', batch_b: 4 },
      ],
      rowcount: 2,
      sql_rowcount: 2,
    });
    // The SQL text needs no engine query.
    expect(success(first.byKey.get('c'))).toMatchObject({
      result: [{ language: 'sql', query: expect.stringMatching(/^SELECT/) }],
      timing: { source: 'cache', engine_ms: 0 },
    });
    expect(engine.calls).toBe(2);

    // Now cached: the batch answers byte for byte what the single endpoint answers.
    for (const [key, context] of Object.entries(contexts)) {
      const alone = await single(context);
      expect(alone.status).toBe(200);
      const again = await batch([{ key, context }]);
      expect(success(again.entries[0]).result).toEqual(alone.body.result);
    }
  });

  it('answers a bad entry on its own line, with the status and body the single endpoint gives it', async () => {
    const contexts: Record<string, unknown> = {
      ok: total('batch_ok'),
      unknown: total('x', {}, 999_999),
      incorrect: { queries: 'all of them', result_type: 'everything' },
      notAnObject: 42,
      badSql: total('batch_bad', {
        queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'no_such_fn(amount)', label: 'y' }] }],
      }),
    };
    const { done, byKey } = await batch(Object.entries(contexts).map(([key, context]) => ({ key, context })));
    expect(done).toEqual({ done: true, entries: 5, distinct: 5 });
    expect(success(byKey.get('ok')).result[0]).toMatchObject({ status: 'success' });
    expect(byKey.get('unknown')).toEqual({ key: 'unknown', status: 404, error: { message: 'Not found' } });
    for (const key of ['unknown', 'incorrect', 'notAnObject', 'badSql']) {
      const alone = await single(contexts[key]);
      expect(alone.status).toBeGreaterThanOrEqual(400);
      expect(byKey.get(key), key).toEqual({ key, status: alone.status, error: alone.body });
    }
    expect(byKey.get('incorrect')).toMatchObject({
      status: 400,
      error: { message: expect.stringMatching(/^Request is incorrect: /) },
    });
    expect(byKey.get('badSql')).toMatchObject({ status: 400, error: { message: /^Error: .*no_such_fn/ } });
  });

  it('answers an unexpected failure as a 500 line without its internals, the other entries as usual', async () => {
    const original = t.services.chartData.data.bind(t.services.chartData);
    const data = vi
      .spyOn(t.services.chartData, 'data')
      .mockImplementation((context, ...rest) =>
        context.queries[0]?.metrics?.some((m) => typeof m === 'object' && m.label === 'batch_broken')
          ? Promise.reject(new TypeError('secret internals at /srv/loupe/ChartDataService.ts:42'))
          : original(context, ...rest),
      );
    const { byKey } = await batch([
      { key: 'broken', context: total('batch_broken') },
      { key: 'fine', context: total('batch_fine') },
    ]);
    data.mockRestore();
    expect(byKey.get('broken')).toEqual({
      key: 'broken',
      status: 500,
      error: { message: expect.stringMatching(/^Internal server error \(request id [\w-]+\)$/) },
    });
    expect(byKey.get('fine')).toMatchObject({ status: 200 });
  });

  it('refuses file formats per entry: the batch answers JSON only', async () => {
    const { byKey } = await batch([
      { key: 'csv', context: total('batch_csv', { result_format: 'csv' }) },
      { key: 'xlsx', context: total('batch_csv', { result_format: 'xlsx' }) },
      { key: 'json', context: total('batch_csv') },
    ]);
    for (const key of ['csv', 'xlsx']) {
      expect(byKey.get(key)).toEqual({
        key,
        status: 400,
        error: { message: expect.stringMatching(new RegExp(`^Unsupported result_format: ${key}`)) },
      });
    }
    expect(byKey.get('json')).toMatchObject({ status: 200 });
  });

  it("answers a dataset the user may not read with the single endpoint's 403 while their other entries succeed", async () => {
    const secretId = await dataset('secret_sales', 'SELECT * FROM sales');
    const perm = (await t.services.repositories.datasets.findById(salesId))!.perm!;
    const pairIds = await t.services.repositories.permissions.pairIdsFor([['datasource_access', perm]]);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'sales readers', permissions: pairIds },
    });
    const body = newUserBody([await roleIdOf(t.app, admin, 'Gamma'), role.json<{ id: number }>().id]);
    await createUser(t.app, admin, body);
    const reader = await t.bearer(body.username, body.password);

    const secret = total('batch_secret', {}, secretId);
    const { byKey } = await batch(
      [
        { key: 'mine', context: total('batch_mine') },
        { key: 'secret', context: secret },
      ],
      reader,
    );
    expect(success(byKey.get('mine')).result[0]).toMatchObject({ rowcount: 2 });
    const alone = await single(secret, reader);
    expect(alone.status).toBe(403);
    expect(byKey.get('secret')).toEqual({ key: 'secret', status: 403, error: alone.body });
    expect(byKey.get('secret')).toMatchObject({
      error: { errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }] },
    });
  });

  it('computes identical contexts once and answers each key, however their keys were ordered', async () => {
    const context = total('batch_dup', { force: true });
    const reordered = { queries: context.queries, force: true, datasource: context.datasource };
    const { done, entries, byKey } = await batch([
      { key: 'one', context },
      { key: 'two', context },
      { key: 'three', context: reordered },
      { key: 'other', context: total('batch_dup_other', { force: true }) },
    ]);
    expect(done).toEqual({ done: true, entries: 4, distinct: 2 });
    expect(engine.calls).toBe(2);
    const lines = ['one', 'two', 'three'].map((key) => success(byKey.get(key)));
    expect(lines.map((l) => l.timing.source)).toEqual(['engine', 'joined', 'joined']);
    expect(lines[1]!.timing).toMatchObject({ engine_ms: 0, queued_ms: 0, post_processing_ms: 0 });
    for (const line of lines) expect(line.result).toEqual(lines[0]!.result);
    expect(entries).toHaveLength(4);
  });

  it('answers a warm reload from the cache, then from the memo without asking the service', async () => {
    const context = total('batch_warm');
    const entries = [{ key: 'warm', context }];
    expect(success((await batch(entries)).entries[0]).timing.source).toBe('engine');
    const cached = success((await batch(entries)).entries[0]);
    expect(cached.timing).toMatchObject({ source: 'cache', engine_ms: 0 });
    expect(cached.result[0]).toMatchObject({ is_cached: true });

    const data = vi.spyOn(t.services.chartData, 'data');
    const memo = success((await batch(entries)).entries[0]);
    expect(data).not.toHaveBeenCalled();
    data.mockRestore();
    expect(memo.timing).toMatchObject({ source: 'memo', queued_ms: 0, engine_ms: 0 });
    expect(memo.result).toEqual(cached.result);
    // force skips the memo and the cache.
    const forced = success((await batch([{ key: 'warm', context: { ...context, force: true } }])).entries[0]);
    expect(forced.timing.source).toBe('engine');
    expect(engine.calls).toBe(2);
  });

  it('sends a fast entry as soon as it is ready, before a slow one listed first', async () => {
    const slowGate = deferred();
    gates.set('batch_slow', slowGate.promise);
    const address = await listen();
    const res = await fetchBatch(address, [
      { key: 'slow', context: total('batch_slow') },
      { key: 'fast', context: total('batch_fast') },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const next = lineReader(res);
    // The slow entry is still held in the engine while the fast one's line arrives.
    expect(await next()).toMatchObject({ key: 'fast', status: 200 });
    slowGate.resolve();
    expect(await next()).toMatchObject({ key: 'slow', status: 200, timing: { source: 'engine' } });
    expect(await next()).toEqual({ done: true, entries: 2, distinct: 2 });
    expect(await next()).toBeUndefined();
  });

  it('lets a query its batch left linger, so the batch re-sent after re-planning joins it instead of restarting it', async () => {
    const gate = deferred();
    gates.set('batch_replan', gate.promise);
    gates.set('batch_gone', new Promise(() => undefined));
    const current = watchBatches();
    const join = vi.spyOn(SharedRuns.prototype, 'join');
    const address = await listen();
    const client = new AbortController();
    const context = total('batch_replan');
    // No line is ready (both queries are held), so the answer's head has not come either.
    const first = fetchBatch(
      address,
      [
        { key: 'replanned', context },
        { key: 'dropped', context: total('batch_gone') },
      ],
      client.signal,
    );
    await vi.waitFor(() => expect(engine.calls).toBe(2));
    client.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(current().signal.aborted).toBe(true));

    // The filter change's new batch still wants the first query: it joins the lingering run.
    const again = t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { queries: [{ key: 'replanned', context }] },
    });
    await vi.waitFor(() => expect(join).toHaveBeenCalledTimes(3));
    gate.resolve();
    const lines = parseLines((await again).body);
    expect(lines[0]).toMatchObject({ key: 'replanned', status: 200, timing: { source: 'joined' } });
    expect(engine.calls).toBe(2);
    expect(signalOf('batch_replan')?.aborted).toBe(false);
    // The entry no one asked for again is cancelled once its linger has passed.
    await vi.waitFor(() => expect(signalOf('batch_gone')?.aborted).toBe(true), { timeout: 10_000 });
  });

  it("stops the engine query once its client has gone and the query's linger has passed", async () => {
    const endless = await dataset(
      'batch_endless',
      'SELECT a.range * b.range AS n FROM range(1000000) a, range(1000000) b',
    );
    const current = watchBatches();
    const address = await listen();
    const client = new AbortController();
    const res = fetchBatch(
      address,
      [
        {
          key: 'endless',
          context: {
            datasource: { id: endless, type: 'table' },
            queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'total' }] }],
          },
        },
      ],
      client.signal,
    );
    await vi.waitFor(() => expect(engine.calls).toBe(1));
    const running = engine.last;
    const runSignal = engine.runs[0]?.signal;
    client.abort();
    await expect(res).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(current().signal.aborted).toBe(true));
    // The engine query itself ends (cancelled) rather than running on for its trillion rows.
    await expect(running).rejects.toBeInstanceOf(Error);
    expect(runSignal?.aborted).toBe(true);
    // The database's slot is free again.
    const after = await batch([{ key: 'after', context: total('batch_after', { force: true }) }]);
    expect(after.entries[0]).toMatchObject({ status: 200 });
  });
});

describe('POST /api/v1/chart/data/batch refusals', () => {
  const post = (payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });

  it('refuses a body without queries, a bad entry shape and an empty key with 400 naming the field', async () => {
    expect((await post({})).json()).toEqual({ message: { queries: ['Missing data for required field.'] } });
    const noContext = await post({ queries: [{ key: 'a' }] });
    expect(noContext.statusCode).toBe(400);
    expect(noContext.json()).toEqual({
      message: { 'queries.0.context': ['Missing data for required field.'] },
    });
    const emptyKey = await post({ queries: [{ key: '', context: total('x') }] });
    expect(emptyKey.statusCode).toBe(400);
    expect(emptyKey.json()).toEqual({ message: { 'queries.0.key': [expect.any(String)] } });
    expect(engine.calls).toBe(0);
  });

  it('refuses repeated keys and more entries than a batch takes', async () => {
    const repeated = await post({
      queries: [
        { key: 'a', context: total('x') },
        { key: 'b', context: total('x') },
        { key: 'a', context: total('y') },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      message: { queries: ['Keys must be unique: "a" used more than once.'] },
    });
    const many = Array.from({ length: CHART_DATA_BATCH_MAX_ENTRIES + 1 }, (_, i) => ({
      key: String(i),
      context: total('x'),
    }));
    const tooMany = await post({ queries: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message: { queries: [`Must NOT have more than ${CHART_DATA_BATCH_MAX_ENTRIES} items.`] },
    });
    expect(engine.calls).toBe(0);
  });

  it('needs a login (401) and can_read on Chart (403), as POST /api/v1/chart/data does', async () => {
    const queries = [{ key: 'a', context: total('x') }];
    const anonymous = await post({ queries }, {});
    expect(anonymous.statusCode).toBe(401);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      headers: admin,
      payload: { name: 'nothing at all', permissions: [] },
    });
    const body = newUserBody([role.json<{ id: number }>().id]);
    await createUser(t.app, admin, body);
    const nobody = await t.bearer(body.username, body.password);
    const refused = await post({ queries }, nobody);
    expect(refused.statusCode).toBe(403);
    const alone = await single(total('x'), nobody);
    expect(refused.json()).toEqual(alone.body);
    expect(engine.calls).toBe(0);
  });
});
