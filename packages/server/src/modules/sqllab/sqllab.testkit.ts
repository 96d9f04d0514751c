import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { createDuckdbFixture, SALES_FIXTURE } from '../../testing/duckdbFixture.testkit.js';
import type { Headers } from '../../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../../testing/testApp.testkit.js';

let counter = 0;

/** A fresh client id (≤ 11 characters, as Superset's client makes them). */
export function clientId(): string {
  counter += 1;
  return `c${process.pid % 10000}x${counter}`.slice(0, 11);
}

/** Creates a database through the API and returns its id; throws unless 201. */
export async function createDatabase(
  app: FastifyInstance,
  headers: Headers,
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/database/', headers, payload });
  if (res.statusCode !== 201) throw new Error(`create database failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** POST /api/v1/sqllab/execute/ with the given body. */
export function execute(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', headers, payload: body });
}

export interface QueryDictLike {
  id: string;
  queryId: number;
  state: string;
  rows: number | null;
  resultsKey: string | null;
  errorMessage: string | null;
  executedSql: string | null;
  limitingFactor: string | null;
}

/**
 * Asks /query/updated_since, as a client polls it, until the query reaches one of `states` (a final
 * state by default); vi.waitFor gives up after 15 s with the last state seen.
 */
export async function waitForQuery(
  app: FastifyInstance,
  headers: Headers,
  id: string,
  states: readonly string[] = ['success', 'failed', 'stopped', 'timed_out'],
): Promise<QueryDictLike> {
  return vi.waitFor(
    async () => {
      const res = await app.inject({ url: '/api/v1/query/updated_since?q=(last_updated_ms:0)', headers });
      const found = res.json<{ result: QueryDictLike[] }>().result.find((q) => q.id === id);
      if (found && states.includes(found.state)) return found;
      throw new Error(`query ${id} did not reach ${states.join('/')}: ${JSON.stringify(found)}`);
    },
    { timeout: 15_000, interval: 50 },
  );
}

export interface SqlLabTestApp {
  t: TestApp;
  admin: Headers;
  /** `sales` (SALES_FIXTURE), exposed in SQL Lab, async allowed. */
  dbId: number;
  /** `scratch` with a `notes` table, DML allowed. */
  dmlDbId: number;
  close(): Promise<void>;
}

/** A test app with the two DuckDB databases the SQL Lab API tests run against. */
export async function createSqlLabTestApp(): Promise<SqlLabTestApp> {
  const t = await createTestApp();
  const admin = await t.bearer();
  const fixture = await createDuckdbFixture(SALES_FIXTURE);
  const dmlFixture = await createDuckdbFixture(['CREATE TABLE notes (id INTEGER, body VARCHAR)']);
  const dbId = await createDatabase(t.app, admin, {
    database_name: 'sales',
    sqlalchemy_uri: fixture.uri,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  const dmlDbId = await createDatabase(t.app, admin, {
    database_name: 'scratch',
    sqlalchemy_uri: dmlFixture.uri,
    expose_in_sqllab: true,
    allow_dml: true,
  });
  return {
    t,
    admin,
    dbId,
    dmlDbId,
    close: async () => {
      await t.close();
      fixture.remove();
      dmlFixture.remove();
    },
  };
}
