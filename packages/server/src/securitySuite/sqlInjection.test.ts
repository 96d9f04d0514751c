import { encodeRison } from '@loupe/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientId, execute } from '../modules/sqllab/sqllab.testkit.js';
import {
  fillPayload,
  INJECTION_PAYLOADS,
  payloadsFor,
  type InjectionPayload,
  type Outcome,
  type PayloadEngine,
} from './injectionPayloads.js';
import {
  createInjectionWorld,
  expectNoLeak,
  expectNoMarker,
  takeMarkers,
  expectServerAnswers,
  type InjectionTarget,
  type InjectionWorld,
} from './injectionWorld.testkit.js';

/**
 * The injection corpus (injectionPayloads.ts) through every entry point that takes user SQL, on
 * DuckDB (read-only and allow_dml: the sandbox must hold on both), SQLite (both), PostgreSQL and
 * MariaDB (read-only; MariaDB also allow_dml for LOCAL INFILE). Each case checks the status its
 * outcome allows, then that nothing was written (no marker, the database unchanged as the engine
 * shows it), that nothing was read (no secret key or metadata bytes in any body), and that the
 * server and the database still answer.
 */

let world: InjectionWorld;

beforeAll(async () => {
  world = await createInjectionWorld({
    engines: ['duckdb', 'sqlite', 'postgresql', 'mysql'],
    writable: ['duckdb', 'sqlite', 'mysql'],
    pgUrl: inject('pgUrl'),
    mysqlUrl: inject('mysqlUrl'),
  });
});

afterAll(async () => {
  await world?.close();
});

/**
 * How an entry point treats SQL: `run` executes it and reads what it selects; `aggregate` runs it
 * under COUNT(*) (an engine may skip what nothing reads); `explain` only plans it (estimate);
 * `describe` only reads its result columns (creating a virtual dataset); `value` takes it as data.
 */
type EntryKind = 'run' | 'aggregate' | 'explain' | 'describe' | 'value';

interface Sent {
  /** The status that decides the case. */
  status: number;
  /** Every response of the case (all are checked for leaks and 5xx). */
  responses: LightMyRequestResponse[];
}

interface EntryPoint {
  name: string;
  kind: EntryKind;
  /** Whether it takes a whole statement (`script`) or one expression (`fragment`). */
  shape: 'script' | 'fragment' | 'value';
  appliesTo(engine: PayloadEngine): boolean;
  send(target: InjectionTarget, sql: string): Promise<Sent>;
}

const CHART_DATA = '/api/v1/chart/data';

function inject_(options: {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}): Promise<LightMyRequestResponse> {
  return world.t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: world.admin,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function chartData(datasetId: number, query: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return inject_({
    method: 'POST',
    url: CHART_DATA,
    payload: {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ row_limit: 10, ...query }],
      result_type: 'full',
      force: true,
    },
  });
}

function one(res: LightMyRequestResponse): Sent {
  return { status: res.statusCode, responses: [res] };
}

/** A later request of a case only runs when the earlier one was accepted. */
function chain(first: LightMyRequestResponse, then: LightMyRequestResponse | null): Sent {
  if (!then) return one(first);
  return { status: then.statusCode, responses: [first, then] };
}

/** Polls the query history (changes since the run was sent) until the async run ends. */
async function finalState(
  id: string,
  since: number,
): Promise<{ state: string; resultsKey: string | null; history: LightMyRequestResponse }> {
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await inject_({ url: `/api/v1/query/updated_since?q=(last_updated_ms:${since})` });
    const found = res
      .json<{ result: { id: string; state: string; resultsKey: string | null }[] }>()
      .result.find((q) => q.id === id);
    if (found && ['success', 'failed', 'stopped', 'timed_out'].includes(found.state)) {
      return { ...found, history: res };
    }
    if (Date.now() > until) throw new Error(`async query ${id} did not finish: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The dataset's columns as stored (ids kept), so a PUT can add a calculated column beside them. */
const physicalColumns = new Map<number, Record<string, unknown>[]>();

async function columnsOf(datasetId: number): Promise<Record<string, unknown>[]> {
  let columns = physicalColumns.get(datasetId);
  if (!columns) {
    const res = await inject_({ url: `/api/v1/dataset/${datasetId}` });
    const stored = res.json<{ result: { columns: Record<string, unknown>[] } }>().result.columns;
    columns = stored
      .filter((c) => !c.expression)
      .map((c) => ({ id: c.id, column_name: c.column_name, type: c.type, is_dttm: c.is_dttm }));
    physicalColumns.set(datasetId, columns);
  }
  return columns;
}

/** Puts the payload in the physical dataset as a calculated column `calc` (a new one each time). */
function putCalculatedColumn(target: InjectionTarget, sql: string, columns: Record<string, unknown>[]) {
  return inject_({
    method: 'PUT',
    url: `/api/v1/dataset/${target.datasetId}`,
    payload: {
      columns: [...columns, { column_name: 'calc', expression: sql }],
      fetch_values_predicate: null,
    },
  });
}

let datasetCounter = 0;

const ENTRY_POINTS: EntryPoint[] = [
  {
    name: 'POST /api/v1/sqllab/execute/ (sync)',
    kind: 'run',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) =>
      one(
        await execute(world.t.app, world.admin, {
          database_id: target.databaseId,
          client_id: clientId(),
          schema: target.schema,
          sql,
        }),
      ),
  },
  {
    name: 'POST /api/v1/sqllab/execute/ (async) + results',
    kind: 'run',
    shape: 'script',
    appliesTo: (engine) => engine === 'duckdb',
    send: async (target, sql) => {
      const id = clientId();
      const since = Date.now() - 1000;
      const res = await execute(world.t.app, world.admin, {
        database_id: target.databaseId,
        client_id: id,
        schema: target.schema,
        sql,
        runAsync: true,
      });
      if (res.statusCode !== 202) return one(res);
      const query = await finalState(id, since);
      if (query.state !== 'success' || !query.resultsKey) {
        // The run failed in the worker: a refusal by the engine (the history shows why).
        return { status: 400, responses: [res, query.history] };
      }
      const results = await inject_({
        url: `/api/v1/sqllab/results/?q=${encodeRison({ key: query.resultsKey })}`,
      });
      return { status: results.statusCode, responses: [res, query.history, results] };
    },
  },
  {
    name: 'POST /api/v1/sqllab/estimate/',
    kind: 'explain',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) =>
      one(
        await inject_({
          method: 'POST',
          url: '/api/v1/sqllab/estimate/',
          payload: { database_id: target.databaseId, sql, schema: target.schema },
        }),
      ),
  },
  {
    name: 'chart data: custom SQL metric',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) =>
      one(
        await chartData(target.datasetId, {
          metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }],
        }),
      ),
  },
  {
    name: 'chart data: custom SQL WHERE and HAVING',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) => {
      const where = await chartData(target.datasetId, { metrics: ['count'], extras: { where: sql } });
      const having = await chartData(target.datasetId, {
        metrics: ['count'],
        columns: ['origin'],
        extras: { having: sql },
      });
      // Both must hold: the decisive status is the more permissive one.
      const decisive = where.statusCode < having.statusCode ? where : having;
      return { status: decisive.statusCode, responses: [where, having] };
    },
  },
  {
    name: 'chart data: custom SQL column',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) =>
      one(
        await chartData(target.datasetId, {
          metrics: ['count'],
          columns: [{ expressionType: 'SQL', sqlExpression: sql, label: 'c' }],
        }),
      ),
  },
  {
    name: 'chart data: filter values',
    kind: 'value',
    shape: 'value',
    appliesTo: () => true,
    send: async (target, sql) => {
      const res = await chartData(target.datasetId, {
        metrics: ['count'],
        filters: [
          { col: 'origin', op: '==', val: sql },
          { col: 'origin', op: 'IN', val: [sql, `${sql}'`] },
          { col: 'origin', op: 'NOT LIKE', val: sql },
        ],
      });
      if (res.statusCode === 200) {
        // Values are data: nothing matches them.
        const data = res.json<{ result: { data: { count: unknown }[] }[] }>().result[0]?.data;
        expect(Number(data?.[0]?.count)).toBe(0);
      }
      return one(res);
    },
  },
  {
    name: 'POST /api/v1/dataset/ (virtual dataset SQL)',
    kind: 'describe',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) => {
      datasetCounter += 1;
      const res = await inject_({
        method: 'POST',
        url: '/api/v1/dataset/',
        payload: {
          database: target.databaseId,
          schema: target.schema,
          table_name: `injected_${datasetCounter}`,
          sql,
        },
      });
      if (res.statusCode === 201) {
        const removed = await inject_({
          method: 'DELETE',
          url: `/api/v1/dataset/${res.json<{ id: number }>().id}`,
        });
        expect(removed.statusCode).toBe(200);
      }
      return one(res);
    },
  },
  {
    name: 'virtual dataset SQL via chart data',
    kind: 'aggregate',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await inject_({
        method: 'PUT',
        url: `/api/v1/dataset/${target.virtualDatasetId}`,
        payload: { sql },
      });
      if (put.statusCode !== 200) return one(put);
      return chain(put, await chartData(target.virtualDatasetId, { metrics: ['count'] }));
    },
  },
  {
    name: 'virtual dataset SQL via samples',
    kind: 'run',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await inject_({
        method: 'PUT',
        url: `/api/v1/dataset/${target.virtualDatasetId}`,
        payload: { sql },
      });
      if (put.statusCode !== 200) return one(put);
      return chain(
        put,
        await inject_({
          method: 'POST',
          url: `/datasource/samples?datasource_type=table&datasource_id=${target.virtualDatasetId}`,
          payload: {},
        }),
      );
    },
  },
  {
    name: 'virtual dataset SQL via column values',
    kind: 'run',
    shape: 'script',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await inject_({
        method: 'PUT',
        url: `/api/v1/dataset/${target.virtualDatasetId}`,
        payload: { sql },
      });
      if (put.statusCode !== 200) return one(put);
      return chain(
        put,
        await inject_({ url: `/api/v1/datasource/table/${target.virtualDatasetId}/column/n/values/` }),
      );
    },
  },
  {
    name: 'calculated column expression via chart data',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await putCalculatedColumn(target, sql, await columnsOf(target.datasetId));
      if (put.statusCode !== 200) return one(put);
      return chain(put, await chartData(target.datasetId, { metrics: ['count'], columns: ['calc'] }));
    },
  },
  {
    name: 'calculated column expression via column values',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await putCalculatedColumn(target, sql, await columnsOf(target.datasetId));
      if (put.statusCode !== 200) return one(put);
      return chain(
        put,
        await inject_({ url: `/api/v1/datasource/table/${target.datasetId}/column/calc/values/` }),
      );
    },
  },
  {
    name: 'fetch_values_predicate via column values',
    kind: 'run',
    shape: 'fragment',
    appliesTo: () => true,
    send: async (target, sql) => {
      const put = await inject_({
        method: 'PUT',
        url: `/api/v1/dataset/${target.datasetId}`,
        payload: { fetch_values_predicate: sql },
      });
      if (put.statusCode !== 200) return one(put);
      const values = await inject_({
        url: `/api/v1/datasource/table/${target.datasetId}/column/origin/values/`,
      });
      const reset = await inject_({
        method: 'PUT',
        url: `/api/v1/dataset/${target.datasetId}`,
        payload: { fetch_values_predicate: null },
      });
      expect(reset.statusCode).toBe(200);
      return chain(put, values);
    },
  },
];

/**
 * Whether the payload's outcome demands a 4xx at this entry point. A payload's outcome is stated for
 * entry points of its own shape (a statement for SQL Lab and virtual datasets, an expression for
 * custom SQL); sent to the other shape it only has to be contained.
 */
function mustRefuse(payload: InjectionPayload, outcome: Outcome, entry: EntryPoint): boolean {
  if (entry.shape !== payload.shape) return false;
  if (outcome === 'refused') return true;
  return outcome === 'refusedWhenRun' && entry.kind === 'run';
}

function describeResponses(sent: Sent): string {
  return sent.responses.map((r) => `${r.statusCode} ${r.body.slice(0, 300)}`).join(' | ');
}

/** Each target's state as set up (or as it stayed after a change that could not be undone). */
const baselines = new Map<number, string>();

/** Reads the target's state after a case; a changed database is put back for the next case. */
async function stateAfter(target: InjectionTarget, baseline: string): Promise<string> {
  const after = await target.snapshot();
  if (after !== baseline) {
    await target.restore();
    baselines.set(target.databaseId, await target.snapshot());
  }
  return after;
}

async function runCase(
  target: InjectionTarget,
  entry: EntryPoint,
  payload: InjectionPayload,
  outcome: Outcome,
): Promise<void> {
  let before = baselines.get(target.databaseId);
  if (before === undefined) {
    before = await target.snapshot();
    baselines.set(target.databaseId, before);
  }
  const sql = fillPayload(payload.sql, world.places());
  const what = `${entry.name} on ${target.label}: ${sql}`;
  let sent: Sent;
  let after: string;
  let written: string[];
  try {
    sent = await entry.send(target, sql);
  } finally {
    after = await stateAfter(target, before);
    written = takeMarkers(world);
  }
  const shown = describeResponses(sent);
  // Soft: every broken rule of the case is reported, not only the first.
  for (const res of sent.responses) {
    expect.soft(res.statusCode, `${what}: never a 5xx: ${shown}`).toBeLessThan(500);
    expectNoLeak(world, res.body, what);
  }
  expect.soft(written, `${what}: files were written outside the database`).toEqual([]);
  expect.soft(after, `${what}: the database changed`).toBe(before);
  if (entry.shape === 'value') {
    expect.soft(sent.status, `${what}: a value is data: ${shown}`).toBe(200);
  } else if (mustRefuse(payload, outcome, entry)) {
    expect
      .soft(sent.status >= 400 && sent.status < 500, `${what}: must be refused with a 4xx: ${shown}`)
      .toBe(true);
  } else {
    expect
      .soft([200, 201, 202].includes(sent.status) || (sent.status >= 400 && sent.status < 500), shown)
      .toBe(true);
  }
  await expectServerAnswers(world.t.app, world.admin, target);
}

const TARGET_KEYS = [
  { engine: 'duckdb', mode: 'readOnly' },
  { engine: 'duckdb', mode: 'writable' },
  { engine: 'sqlite', mode: 'readOnly' },
  { engine: 'sqlite', mode: 'writable' },
  { engine: 'postgresql', mode: 'readOnly' },
  { engine: 'mysql', mode: 'readOnly' },
  { engine: 'mysql', mode: 'writable' },
] as const;

function targetOf(key: (typeof TARGET_KEYS)[number]): InjectionTarget {
  const found = world.targets.find((t) => t.engine === key.engine && t.mode === key.mode);
  if (!found) throw new Error(`no target ${key.engine} ${key.mode}`);
  return found;
}

describe('the corpus', () => {
  it('names every case once and covers every engine', () => {
    const names = INJECTION_PAYLOADS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const key of TARGET_KEYS) expect(payloadsFor(key.engine, key.mode).length).toBeGreaterThan(0);
  });
});

for (const key of TARGET_KEYS) {
  const cases = payloadsFor(key.engine, key.mode);
  describe(`${key.engine === 'mysql' ? 'mariadb' : key.engine} ${key.mode === 'readOnly' ? 'read-only' : 'allow_dml'}`, () => {
    for (const entry of ENTRY_POINTS) {
      if (!entry.appliesTo(key.engine)) continue;
      describe(entry.name, () => {
        it.each(cases.map((c) => [c.payload.name, c] as const))('%s', async (_name, c) => {
          await runCase(targetOf(key), entry, c.payload, c.outcome);
        });
      });
    }
  });
}

describe('list filters (GET /api/v1/dataset/?q=)', () => {
  const values = INJECTION_PAYLOADS.map((p) => [p.name, p.sql] as const);

  async function counts(): Promise<string> {
    const datasets = await inject_({ url: '/api/v1/dataset/?q=(page_size:100)' });
    const databases = await inject_({ url: '/api/v1/database/?q=(page_size:100)' });
    const users = await inject_({ url: '/api/v1/security/users/?q=(page_size:100)' });
    return JSON.stringify([
      datasets.json<{ count: number }>().count,
      databases.json<{ count: number }>().count,
      users.json<{ count: number }>().count,
    ]);
  }

  it.each(values)('%s as a filter value', async (_name, template) => {
    const before = await counts();
    const value = fillPayload(template, world.places());
    const urls = [
      { col: 'table_name', opr: 'ct', value },
      { col: 'table_name', opr: 'eq', value },
      { col: 'table_name', opr: 'sw', value },
      { col: 'sql', opr: 'ct', value },
    ].map((filter) => `/api/v1/dataset/?q=${encodeURIComponent(encodeRison({ filters: [filter] }))}`);
    urls.push(
      `/api/v1/dataset/?q=${encodeURIComponent(encodeRison({ order_column: value, order_direction: 'asc' }))}`,
    );
    urls.push(
      `/api/v1/dataset/?q=${encodeURIComponent(encodeRison({ filters: [{ col: value, opr: 'eq', value: 'x' }] }))}`,
    );
    urls.push(
      `/api/v1/dataset/?q=${encodeURIComponent(encodeRison({ filters: [{ col: 'table_name', opr: value, value: 'x' }] }))}`,
    );
    for (const url of urls) {
      const res = await inject_({ url });
      expect([200, 400], `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
      expectNoLeak(world, res.body, url);
      if (res.statusCode === 200 && url.includes('opr%3Aeq')) {
        // Nothing is named like the payload: a filter value only ever matches as a value.
        expect(res.json<{ count: number }>().count, url).toBe(0);
      }
    }
    // Raw (not rison-encoded) text in q is refused as rison, never read as SQL.
    const raw = await inject_({ url: `/api/v1/dataset/?q=${encodeURIComponent(value)}` });
    expect([200, 400]).toContain(raw.statusCode);
    expectNoLeak(world, raw.body, 'raw q');
    expectNoMarker(world, 'list filter');
    expect(await counts()).toBe(before);
  });
});
