import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { expect } from 'vitest';
import type { EngineConnection } from '../engines/EngineSpec.js';
import { clientId, createDatabase, execute } from '../modules/sqllab/sqllab.testkit.js';
import { createDuckdbFixture } from '../testing/duckdbFixture.testkit.js';
import { createMysqlTestDatabase, type MysqlTestDatabase } from '../testing/mysqlTestDatabase.js';
import { createPgTestSchema, type PgTestDatabase } from '../testing/pgTestDatabase.js';
import type { Headers } from '../testing/securityApi.testkit.js';
import { createTestApp, type TestApp } from '../testing/testApp.testkit.js';
import { INJECTION_FIXTURE, type PayloadEngine, type PayloadPlaces } from './injectionPayloads.js';

/** A database the corpus is sent to, with a way to read its state straight from the engine. */
export interface InjectionTarget {
  /** e.g. "duckdb read-only". */
  label: string;
  engine: PayloadEngine;
  mode: 'readOnly' | 'writable';
  databaseId: number;
  schema: string;
  /** The physical dataset on `flights`. */
  datasetId: number;
  /** A virtual dataset (`SELECT 1 AS n`) whose SQL the tests replace. */
  virtualDatasetId: number;
  /** Whether the database allows async SQL Lab runs. */
  runsAsync: boolean;
  /**
   * The database as the engine shows it (tables, views, rows, sequences, attached databases and, on
   * DuckDB, the sandbox settings and loaded extensions), read outside Loupe's API.
   */
  snapshot(): Promise<string>;
  /**
   * Puts the fixture back after a case changed the database (a failure must not hide the next cases'
   * results); a no-op where nothing outside the engine can write (a read-only DuckDB file the server holds).
   */
  restore(): Promise<void>;
}

export interface InjectionWorld {
  t: TestApp;
  admin: Headers;
  targets: InjectionTarget[];
  /** A world-writable folder that must stay empty: every marker path is inside it. */
  markerRoot: string;
  /** Fresh marker paths (never created by anyone) and the data dir, to fill a payload. */
  places(): PayloadPlaces;
  /** Texts that must never appear in a response: the secret key, the metadata database's content. */
  forbiddenTexts: string[];
  close(): Promise<void>;
}

const DUCKDB_FIXTURE = [
  'CREATE TABLE flights (id INTEGER, origin VARCHAR, delay INTEGER)',
  "INSERT INTO flights VALUES (1, 'SEA', 5), (2, 'SFO', -3), (3, 'JFK', 12)",
  'CREATE TABLE secrets (id INTEGER, secret VARCHAR)',
  `INSERT INTO secrets VALUES (1, '${INJECTION_FIXTURE.secrets.rows[0]![1]}')`,
];

/** The fixture in the engine's own SQL (all engines take the same two tables). */
function fixtureStatements(engine: PayloadEngine): string[] {
  const text = engine === 'mysql' ? 'VARCHAR(100)' : 'VARCHAR';
  return [
    `CREATE TABLE flights (id INTEGER, origin ${text}, delay INTEGER)`,
    `INSERT INTO flights VALUES ${INJECTION_FIXTURE.flights.rows.map((r) => `(${r[0]}, '${r[1]}', ${r[2]})`).join(', ')}`,
    `CREATE TABLE secrets (id INTEGER, secret ${text})`,
    `INSERT INTO secrets VALUES (1, '${INJECTION_FIXTURE.secrets.rows[0]![1]}')`,
  ];
}

const DUCKDB_SANDBOX_NAMES = [
  'enable_external_access',
  'lock_configuration',
  'autoinstall_known_extensions',
  'autoload_known_extensions',
  'allow_community_extensions',
  'allow_unsigned_extensions',
  'allowed_directories',
  'allowed_paths',
  'temp_directory',
  'custom_extension_repository',
];

/** A DuckDB database's state through the server's own engine connection (one process holds the file). */
async function duckdbSnapshot(connection: EngineConnection): Promise<string> {
  const rows = async (sql: string): Promise<unknown[]> => (await connection.execute(sql)).rows;
  const tables = (await rows(
    'SELECT database_name, schema_name, table_name FROM duckdb_tables() ORDER BY ALL',
  )) as { database_name: string; schema_name: string; table_name: string }[];
  const contents: Record<string, unknown[]> = {};
  for (const t of tables) {
    const name = `"${t.database_name}"."${t.schema_name}"."${t.table_name}"`;
    contents[name] = await rows(`SELECT * FROM ${name} ORDER BY ALL`);
  }
  return JSON.stringify({
    databases: await rows('SELECT database_name, path, readonly FROM duckdb_databases() ORDER BY ALL'),
    tables: contents,
    views: await rows('SELECT view_name FROM duckdb_views() WHERE NOT internal ORDER BY ALL'),
    macros: await rows(
      "SELECT function_name FROM duckdb_functions() WHERE NOT internal AND function_type LIKE '%macro%' ORDER BY ALL",
    ),
    settings: await rows(
      `SELECT name, value FROM duckdb_settings() WHERE name IN (${DUCKDB_SANDBOX_NAMES.map((n) => `'${n}'`).join(', ')}) ORDER BY ALL`,
    ),
    // duckdb_extensions() looks at the extension folder, which the sandbox refuses: a loaded extension shows as new functions.
    functions: await rows('SELECT count(*) AS n FROM duckdb_functions()'),
  });
}

function sqliteSnapshot(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const objects = db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all() as {
      type: string;
      name: string;
    }[];
    const contents: Record<string, unknown[]> = {};
    for (const o of objects) {
      if (o.type === 'table') contents[o.name] = db.prepare(`SELECT * FROM "${o.name}" ORDER BY 1`).all();
    }
    return JSON.stringify({ objects, contents });
  } finally {
    db.close();
  }
}

async function postgresSnapshot(client: pg.Client): Promise<string> {
  const tables = await client.query<{ schemaname: string; tablename: string }>(
    "SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
  );
  const contents: Record<string, unknown[]> = {};
  for (const t of tables.rows) {
    const name = `"${t.schemaname}"."${t.tablename}"`;
    contents[name] = (await client.query(`SELECT * FROM ${name} ORDER BY 1`)).rows;
  }
  const objects = await client.query(
    `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') ORDER BY 1, 2`,
  );
  const sequence = await client.query(
    `SELECT last_value, is_called FROM ${INJECTION_FIXTURE.postgresSequence}`,
  );
  const functions = await client.query(
    "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' ORDER BY 1",
  );
  const largeObjects = await client.query('SELECT count(*)::int AS n FROM pg_largeobject_metadata');
  return JSON.stringify({
    contents,
    objects: objects.rows,
    sequence: sequence.rows,
    functions: functions.rows,
    largeObjects: largeObjects.rows,
  });
}

async function mysqlSnapshot(connection: mysql.Connection): Promise<string> {
  const [tables] = await connection.query(
    'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY 1',
  );
  const contents: Record<string, unknown> = {};
  for (const t of tables as { name: string }[]) {
    contents[t.name] = (await connection.query(`SELECT * FROM \`${t.name}\` ORDER BY 1`))[0];
  }
  const [routines] = await connection.query(
    'SELECT routine_name FROM information_schema.routines WHERE routine_schema = DATABASE() ORDER BY 1',
  );
  return JSON.stringify({ tables, contents, routines });
}

interface EngineState {
  snapshot(): Promise<string>;
  restore(): Promise<void>;
}

/** The fixture again on a writable DuckDB, through the server's own (read-write) instance. */
async function duckdbRestore(connection: EngineConnection): Promise<void> {
  const rows = async (sql: string): Promise<Record<string, unknown>[]> =>
    (await connection.execute(sql)).rows;
  for (const d of await rows(
    "SELECT database_name FROM duckdb_databases() WHERE database_name NOT IN ('fixture', 'system', 'temp')",
  ))
    await connection.execute(`DETACH "${String(d.database_name)}"`);
  for (const v of await rows('SELECT view_name FROM duckdb_views() WHERE NOT internal'))
    await connection.execute(`DROP VIEW IF EXISTS "${String(v.view_name)}"`);
  for (const m of await rows(
    "SELECT DISTINCT function_name FROM duckdb_functions() WHERE NOT internal AND function_type LIKE '%macro%'",
  ))
    await connection.execute(`DROP MACRO IF EXISTS "${String(m.function_name)}"`);
  for (const t of await rows("SELECT table_name FROM duckdb_tables() WHERE database_name = 'fixture'"))
    await connection.execute(`DROP TABLE IF EXISTS "${String(t.table_name)}"`);
  for (const statement of DUCKDB_FIXTURE) await connection.execute(statement);
}

function sqliteRestore(file: string): Promise<void> {
  const db = new Database(file);
  try {
    const objects = db
      .prepare(
        "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { type: string; name: string }[];
    for (const o of objects) db.exec(`DROP ${o.type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${o.name}"`);
    for (const statement of fixtureStatements('sqlite')) db.exec(statement);
  } finally {
    db.close();
  }
  return Promise.resolve();
}

async function postgresRestore(client: pg.Client): Promise<void> {
  const objects = await client.query<{ relname: string; relkind: string }>(
    `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v')`,
  );
  for (const o of objects.rows) {
    await client.query(`DROP ${o.relkind === 'v' ? 'VIEW' : 'TABLE'} IF EXISTS "${o.relname}" CASCADE`);
  }
  const functions = await client.query<{ proname: string }>(
    "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'",
  );
  for (const f of functions.rows) await client.query(`DROP FUNCTION IF EXISTS "${f.proname}" CASCADE`);
  await client.query('SELECT lo_unlink(oid) FROM pg_largeobject_metadata');
  for (const statement of fixtureStatements('postgresql')) await client.query(statement);
  await client.query(`SELECT setval('${INJECTION_FIXTURE.postgresSequence}', 1, false)`);
}

async function mysqlRestore(connection: mysql.Connection): Promise<void> {
  const [objects] = await connection.query(
    'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = DATABASE()',
  );
  for (const o of objects as { name: string; type: string }[]) {
    await connection.query(`DROP ${o.type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS \`${o.name}\``);
  }
  for (const statement of fixtureStatements('mysql')) await connection.query(statement);
}

/** Fails unless the response is the given status (setup requests). */
function expectSetup(res: LightMyRequestResponse, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

export interface InjectionWorldOptions {
  engines: readonly PayloadEngine[];
  /** Also register a database with allow_dml for these engines. */
  writable?: readonly PayloadEngine[];
  /** PostgreSQL / MariaDB server URLs (from vitest's inject). */
  pgUrl?: string;
  mysqlUrl?: string;
}

/**
 * A Loupe test app with the injection fixture on every requested engine: each database registered
 * through the API (read-only, and with allow_dml where asked), with a physical dataset on `flights`
 * and a virtual dataset. Database files live outside the data dir.
 */
export async function createInjectionWorld(options: InjectionWorldOptions): Promise<InjectionWorld> {
  const t = await createTestApp({ LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' });
  const cleanups: (() => Promise<void> | void)[] = [];
  const markerRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-marker-'));
  // Engine servers run as other OS users: they could write here if they were allowed to.
  fs.chmodSync(markerRoot, 0o777);
  cleanups.push(() => fs.rmSync(markerRoot, { recursive: true, force: true }));
  try {
    const admin = await t.bearer();
    const targets: InjectionTarget[] = [];
    const writable = new Set(options.writable ?? []);

    const register = async (
      engine: PayloadEngine,
      mode: 'readOnly' | 'writable',
      uri: string,
      schema: string,
      state: EngineState,
    ): Promise<void> => {
      const runsAsync = engine === 'duckdb';
      const label = `${engine === 'mysql' ? 'mariadb' : engine} ${mode === 'readOnly' ? 'read-only' : 'allow_dml'}`;
      const databaseId = await createDatabase(t.app, admin, {
        database_name: label,
        sqlalchemy_uri: uri,
        expose_in_sqllab: true,
        allow_run_async: runsAsync,
        allow_dml: mode === 'writable',
      });
      const physical = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database: databaseId, schema, table_name: 'flights' },
      });
      expectSetup(physical, 201, `dataset on ${label}`);
      const virtual = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database: databaseId, schema, table_name: 'virtual_probe', sql: 'SELECT 1 AS n' },
      });
      expectSetup(virtual, 201, `virtual dataset on ${label}`);
      targets.push({
        label,
        engine,
        mode,
        databaseId,
        schema,
        datasetId: physical.json<{ id: number }>().id,
        virtualDatasetId: virtual.json<{ id: number }>().id,
        runsAsync,
        snapshot: state.snapshot,
        restore: state.restore,
      });
    };

    const serverConnection = async (databaseId: number): Promise<EngineConnection> => {
      const row = await t.services.repositories.databases.findById(databaseId);
      if (!row) throw new Error(`database ${databaseId} not found`);
      return t.services.connections.get(row);
    };

    if (options.engines.includes('duckdb')) {
      for (const mode of ['readOnly', 'writable'] as const) {
        if (mode === 'writable' && !writable.has('duckdb')) continue;
        const fixture = await createDuckdbFixture(DUCKDB_FIXTURE);
        cleanups.push(() => fixture.remove());
        let connection: EngineConnection | null = null;
        let id = 0;
        const get = async (): Promise<EngineConnection> => (connection ??= await serverConnection(id));
        await register('duckdb', mode, fixture.uri, 'main', {
          snapshot: async () => duckdbSnapshot(await get()),
          // The server holds the file; a read-only instance cannot be written through.
          restore: async () => (mode === 'writable' ? duckdbRestore(await get()) : undefined),
        });
        id = targets.at(-1)!.databaseId;
      }
    }

    if (options.engines.includes('sqlite')) {
      for (const mode of ['readOnly', 'writable'] as const) {
        if (mode === 'writable' && !writable.has('sqlite')) continue;
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-sqlite-'));
        cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
        const file = path.join(dir, 'fixture.sqlite');
        const db = new Database(file);
        for (const statement of fixtureStatements('sqlite')) db.exec(statement);
        db.close();
        await register('sqlite', mode, `sqlite:///${file}`, 'main', {
          snapshot: async () => sqliteSnapshot(file),
          restore: async () => sqliteRestore(file),
        });
      }
    }

    if (options.engines.includes('postgresql')) {
      if (!options.pgUrl) throw new Error('pgUrl is needed for PostgreSQL targets');
      const database: PgTestDatabase = await createPgTestSchema(options.pgUrl);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      cleanups.push(async () => {
        await client.end();
        await database.drop();
      });
      for (const statement of fixtureStatements('postgresql')) await client.query(statement);
      await client.query(`CREATE SEQUENCE ${INJECTION_FIXTURE.postgresSequence}`);
      const url = new URL(database.url);
      const uri = `postgresql://${url.username || 'postgres'}@${url.host}${url.pathname}`;
      for (const mode of ['readOnly', 'writable'] as const) {
        if (mode === 'writable' && !writable.has('postgresql')) continue;
        await register('postgresql', mode, uri, 'public', {
          snapshot: () => postgresSnapshot(client),
          restore: () => postgresRestore(client),
        });
      }
    }

    if (options.engines.includes('mysql')) {
      if (!options.mysqlUrl) throw new Error('mysqlUrl is needed for MariaDB targets');
      const database: MysqlTestDatabase = await createMysqlTestDatabase(options.mysqlUrl);
      const connection = await mysql.createConnection(database.url);
      cleanups.push(async () => {
        await connection.end();
        await database.drop();
      });
      for (const statement of fixtureStatements('mysql')) await connection.query(statement);
      for (const mode of ['readOnly', 'writable'] as const) {
        if (mode === 'writable' && !writable.has('mysql')) continue;
        await register('mysql', mode, database.url, database.name, {
          snapshot: () => mysqlSnapshot(connection),
          restore: () => mysqlRestore(connection),
        });
      }
    }

    const secretKey = fs.readFileSync(path.join(t.dataDir, 'secret_key'), 'utf8').trim();
    const metadata = new Database(path.join(t.dataDir, 'loupe.db'), { readonly: true });
    const adminHash = (
      metadata.prepare("SELECT password FROM ab_user WHERE username = 'admin'").get() as { password: string }
    ).password;
    metadata.close();
    let counter = 0;
    return {
      t,
      admin,
      targets,
      markerRoot,
      places: () => {
        counter += 1;
        return {
          dataDir: t.dataDir,
          marker: path.join(markerRoot, `marker-${counter}.out`),
          markerDir: path.join(markerRoot, `marker-dir-${counter}`),
        };
      },
      forbiddenTexts: [secretKey, adminHash, 'SQLite format 3', 'ab_permission_view'],
      close: async () => {
        await t.close();
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    await t.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  }
}

/** Asserts (softly: the test goes on) that none of the forbidden texts appears in the response body. */
export function expectNoLeak(world: InjectionWorld, body: string, what: string): void {
  for (const text of world.forbiddenTexts) {
    expect.soft(body.includes(text), `${what}: the response holds "${text.slice(0, 12)}..."`).toBe(false);
  }
}

/** Asserts the marker folder is still empty (nothing was written outside the databases). */
export function expectNoMarker(world: InjectionWorld, what: string): void {
  expect(takeMarkers(world), `${what}: files were written outside the database`).toEqual([]);
}

/**
 * What was written into the marker folder, removed at once so one failure does not fail every later
 * case (the marker folder is owned by the test; engine servers may have written as another user).
 */
export function takeMarkers(world: InjectionWorld): string[] {
  const written = fs.readdirSync(world.markerRoot);
  for (const name of written) fs.rmSync(path.join(world.markerRoot, name), { recursive: true, force: true });
  return written;
}

/** Asserts the server answers, and the target database still runs a query. */
export async function expectServerAnswers(
  app: FastifyInstance,
  admin: Headers,
  target: InjectionTarget,
): Promise<void> {
  const health = await app.inject({ url: '/health' });
  expect(health.statusCode, 'GET /health after the payload').toBe(200);
  const res = await execute(app, admin, {
    database_id: target.databaseId,
    client_id: clientId(),
    sql: 'SELECT 1 AS alive',
  });
  expect(res.statusCode, `SELECT 1 on ${target.label} after the payload: ${res.body}`).toBe(200);
}
