import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { clientId, execute } from '../modules/sqllab/sqllab.testkit.js';
import { createPgTestSchema, type PgTestDatabase } from '../testing/pgTestDatabase.js';
import type { Headers } from '../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';
import { EXAMPLES_FILE, ensureExamplesDatabase } from './loadExamples.js';
import { EXAMPLES_URI } from './registerExamples.js';

// The documented scale-out: two servers on one PostgreSQL metadata store and one Redis, each with its
// own data dir. Both must serve the examples at once: the examples file is opened read-only by each
// node (a read-write open takes DuckDB's file lock, and the second node then failed every chart with a
// 500 and SQL Lab with 'Unknown error'), and registered by a path each node resolves in its own dir.
let pgDb: PgTestDatabase;
const dirs: string[] = [];
let a: TestApp;
let b: TestApp;
let adminA: Headers;
let adminB: Headers;

beforeAll(async () => {
  pgDb = await createPgTestSchema(inject('pgUrl'));
  const [dirA, dirB] = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'loupe-node-'))));
  dirs.push(dirA!, dirB!);
  // Built once and copied: each node finds a complete examples file of the current version.
  await ensureExamplesDatabase(dirA!, { info: () => undefined });
  await copyFile(path.join(dirA!, EXAMPLES_FILE), path.join(dirB!, EXAMPLES_FILE));
  const shared = {
    LOUPE_METADATA_URL: pgDb.url,
    LOUPE_REDIS_URL: inject('redisUrl'),
    LOUPE_SECRET_KEY: 'multi-node-test-secret-key-shared-0123',
    LOUPE_LOAD_EXAMPLES: 'true',
  };
  a = await createTestApp({ ...shared, LOUPE_DATA_DIR: dirA! });
  b = await createTestApp({ ...shared, LOUPE_DATA_DIR: dirB! });
  adminA = await a.bearer();
  adminB = await b.bearer();
}, 240_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await pgDb?.drop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function examplesDatabaseId(): Promise<number> {
  const res = await a.app.inject({ url: '/api/v1/database/?q=(page_size:100)', headers: adminA });
  const found = res
    .json<{ result: { id: number; database_name: string }[] }>()
    .result.find((d) => d.database_name === 'examples');
  if (!found) throw new Error('no examples database');
  return found.id;
}

async function airportsDatasetId(): Promise<number> {
  const res = await a.app.inject({
    url: `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:airports)))`,
    headers: adminA,
  });
  return res.json<{ result: { id: number }[] }>().result[0]!.id;
}

describe('examples on two nodes', () => {
  it('registers the examples by a path relative to each node data dir', async () => {
    const id = await examplesDatabaseId();
    const res = await b.app.inject({ url: `/api/v1/database/${id}/connection`, headers: adminB });
    expect(res.json().result.sqlalchemy_uri).toBe(EXAMPLES_URI);
  });

  it('answers chart data and SQL Lab on both nodes while both hold the examples open', async () => {
    const datasetId = await airportsDatasetId();
    const databaseId = await examplesDatabaseId();
    const chart = {
      datasource: { id: datasetId, type: 'table' },
      queries: [{ metrics: ['count'], columns: ['state'], row_limit: 5, orderby: [['count', false]] }],
    };
    for (const [app, headers] of [
      [a.app, adminA],
      [b.app, adminB],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: chart });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result[0].data).toHaveLength(5);
      const sql = await execute(app, headers, {
        database_id: databaseId,
        client_id: clientId(),
        sql: 'SELECT count(*) AS n FROM airports',
      });
      expect(sql.statusCode, sql.body).toBe(200);
      expect(Number(sql.json().data[0].n)).toBeGreaterThan(1000);
    }
  });

  it('lets no node write to the examples: the engine itself opened them read-only', async () => {
    const databaseId = await examplesDatabaseId();
    // Even if the guard were fooled, DuckDB refuses; here the guard refuses first, with a 400.
    const res = await execute(b.app, adminB, {
      database_id: databaseId,
      client_id: clientId(),
      sql: 'CREATE TABLE scratch AS SELECT 1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
  });
});
