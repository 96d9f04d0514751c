import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createDuckdbFixture } from '../testing/duckdbFixture.testkit.js';

type DuckdbFixture = Awaited<ReturnType<typeof createDuckdbFixture>>;
import { createMysqlTestDatabase, type MysqlTestDatabase } from '../testing/mysqlTestDatabase.js';
import { createPgTestSchema, type PgTestDatabase } from '../testing/pgTestDatabase.js';
import { DUCKDB_SPEC } from './duckdb/spec.js';
import { EngineError, type EngineConnection } from './EngineSpec.js';
import { MYSQL_SPEC } from './mysql/spec.js';
import { POSTGRES_SPEC } from './postgresql/spec.js';
import { SQLITE_SPEC } from './sqlite/spec.js';

// The second layer: statements that fooled Loupe's own checks still cannot read outside the database
// or write to a database that allows no writes, because the engine refuses them. Each case calls the
// engine connection directly, as the checks were not there.

let dir: string;
let marker: string;
let secret: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'loupe-sandbox-'));
  marker = path.join(dir, 'written');
  secret = path.join(dir, 'secret_key');
  await writeFile(secret, 'the-secret-key-content');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function refused(connection: EngineConnection, sql: string): Promise<string> {
  const error = await connection.execute(sql).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, sql).toBeInstanceOf(EngineError);
  return (error as EngineError).message;
}

describe('DuckDB runs users SQL sandboxed', () => {
  let fixture: DuckdbFixture;
  let writable: EngineConnection;
  let readOnly: EngineConnection;

  beforeAll(async () => {
    fixture = await createDuckdbFixture(['CREATE TABLE t AS SELECT 1 AS a']);
    readOnly = DUCKDB_SPEC.connect({ uri: fixture.uri, readOnly: true });
  });

  afterAll(async () => {
    await readOnly.close();
    await writable?.close();
    fixture.remove();
  });

  it.each([
    (s: string) => `SELECT content FROM read_text('${s}')`,
    (s: string) => `SELECT * FROM read_blob('${s}')`,
    (s: string) => `SELECT * FROM read_csv_auto('${s}')`,
    (s: string) => `SELECT * FROM '${s}'`,
    (s: string) => `SELECT * FROM glob('${path.dirname(s)}/*')`,
    (s: string) => `ATTACH '${s}' AS other`,
  ])('reads no server file: %s', async (payload) => {
    const message = await refused(readOnly, payload(secret));
    expect(message).not.toContain('the-secret-key-content');
  });

  it('writes no file and never tries to fetch an extension', async () => {
    await refused(readOnly, `COPY (SELECT 1) TO '${marker}'`);
    await refused(readOnly, `EXPORT DATABASE '${marker}'`);
    await refused(readOnly, 'INSTALL httpfs');
    await refused(readOnly, 'LOAD httpfs');
    await refused(readOnly, "SELECT * FROM 'https://example.com/x.csv'");
    expect(existsSync(marker)).toBe(false);
  });

  it('keeps its settings locked', async () => {
    await refused(readOnly, 'SET enable_external_access = true');
    await refused(readOnly, 'RESET lock_configuration');
    await refused(readOnly, "SET temp_directory = '/tmp'");
  });

  it('opens a database without writes read-only, and refuses URI settings that would undo the sandbox', async () => {
    expect(await refused(readOnly, 'CREATE TABLE x AS SELECT 1')).toMatch(/read-only/i);
    const unsafe = DUCKDB_SPEC.connect({ uri: `${fixture.uri}?enable_external_access=true` });
    expect(await refused(unsafe, 'SELECT 1')).toMatch(/cannot be set in the connection URI/);
    await unsafe.close();
    await readOnly.close();
    writable = DUCKDB_SPEC.connect({ uri: fixture.uri, readOnly: false });
    await writable.execute('CREATE TABLE x AS SELECT 1 AS b');
    // Writable is not unsandboxed.
    await refused(writable, `COPY x TO '${marker}'`);
    expect(existsSync(marker)).toBe(false);
  });

  it('resolves a relative file against the base dir it is given', async () => {
    const relative = DUCKDB_SPEC.connect({
      uri: `duckdb:///${path.basename(fixture.file)}`,
      baseDir: path.dirname(fixture.file),
      readOnly: true,
    });
    expect((await relative.execute('SELECT a FROM t')).rows).toEqual([{ a: 1 }]);
    await relative.close();
  });
});

describe('SQLite refuses ATTACH and, read-only, every write', () => {
  let file: string;
  let readOnly: EngineConnection;
  let writable: EngineConnection;

  beforeAll(() => {
    file = path.join(dir, 'data.db');
    const db = new Database(file);
    db.exec('CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)');
    db.close();
    readOnly = SQLITE_SPEC.connect({ uri: `sqlite:///${file}`, readOnly: true });
    writable = SQLITE_SPEC.connect({ uri: `sqlite:///${file}`, readOnly: false });
  });

  afterAll(async () => {
    await readOnly.close();
    await writable.close();
  });

  it.each(['readOnly', 'writable'] as const)('%s: no ATTACH, DETACH or VACUUM INTO', async (which) => {
    const connection = which === 'readOnly' ? readOnly : writable;
    expect(await refused(connection, `ATTACH '${secret}' AS s`)).toMatch(/ATTACH/);
    expect(await refused(connection, `VACUUM INTO '${marker}'`)).toMatch(/VACUUM INTO/);
    await refused(connection, `SELECT load_extension('${marker}')`);
    expect(existsSync(marker)).toBe(false);
  });

  it('read-only: refuses statements SQLite says may write, temp tables included', async () => {
    await refused(readOnly, 'INSERT INTO t VALUES (2)');
    await refused(readOnly, 'CREATE TEMP TABLE x (a)');
    expect((await readOnly.execute('SELECT a FROM t')).rows).toEqual([{ a: 1 }]);
    await writable.execute('INSERT INTO t VALUES (2)');
    expect((await readOnly.execute('SELECT count(*) AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });
});

describe('PostgreSQL runs read-only databases in read-only transactions', () => {
  let database: PgTestDatabase;
  let readOnly: EngineConnection;
  let writable: EngineConnection;

  beforeAll(async () => {
    database = await createPgTestSchema(inject('pgUrl'));
    writable = POSTGRES_SPEC.connect({ uri: database.url });
    await writable.execute('CREATE TABLE t (a int)');
    await writable.execute('CREATE SEQUENCE s');
    readOnly = POSTGRES_SPEC.connect({ uri: database.url, readOnly: true, engineParams: { pool_size: 1 } });
  });

  afterAll(async () => {
    await readOnly.close();
    await writable.close();
    await database.drop();
  });

  it('refuses writes the engine sees, however they are dressed', async () => {
    await refused(readOnly, 'INSERT INTO t VALUES (1)');
    await refused(readOnly, 'WITH d AS (INSERT INTO t VALUES (1) RETURNING a) SELECT * FROM d');
    await refused(readOnly, "SELECT nextval('s')");
    await expect(
      readOnly.describeQuery('WITH d AS (INSERT INTO t VALUES (1) RETURNING a) SELECT * FROM d'),
    ).rejects.toBeInstanceOf(EngineError);
    expect((await writable.execute('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
  });

  it('undoes a session setting a statement changed, so the next statement is read-only again', async () => {
    await readOnly.execute("SELECT set_config('default_transaction_read_only', 'off', false)");
    await refused(readOnly, 'INSERT INTO t VALUES (1)');
    expect((await writable.execute('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
  });
});

describe('MariaDB runs read-only databases in a read-only session', () => {
  let database: MysqlTestDatabase;
  let readOnly: EngineConnection;
  let writable: EngineConnection;

  beforeAll(async () => {
    database = await createMysqlTestDatabase(inject('mysqlUrl'));
    writable = MYSQL_SPEC.connect({ uri: database.url });
    await writable.execute('CREATE TABLE t (a int)');
    readOnly = MYSQL_SPEC.connect({ uri: database.url, readOnly: true, engineParams: { pool_size: 1 } });
  });

  afterAll(async () => {
    await readOnly.close();
    await writable.close();
    await database.drop();
  });

  it('refuses writes, DDL included, even after a statement tried to make the session writable', async () => {
    await refused(readOnly, 'INSERT INTO t VALUES (1)');
    await refused(readOnly, 'CREATE TABLE u (a int)');
    await readOnly.execute('SET SESSION TRANSACTION READ WRITE').catch(() => undefined);
    await refused(readOnly, 'INSERT INTO t VALUES (1)');
    expect((await writable.execute('SELECT count(*) AS n FROM t')).rows).toEqual([{ n: 0 }]);
    const tables = await writable.execute(`SHOW TABLES`);
    expect(tables.rows.map((r) => Object.values(r)[0])).toEqual(['t']);
  });
});
