import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { runningChildren } from '../contract/helpers.testkit.js';
import { describeEngineContract, type EngineFixture } from '../engineContract.testkit.js';
import { SQLITE_SPEC } from './spec.js';

const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'loupe-sqlite-'));
  dirs.push(dir);
  return dir;
}

function createFile(file: string, sql?: string): void {
  const db = new Database(file);
  if (sql) db.exec(sql);
  db.close();
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const counter = (limit: number, select: string): string =>
  `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${limit}) ${select}`;

const FIXTURE: EngineFixture = {
  spec: SQLITE_SPEC,
  async open() {
    const file = path.join(tempDir(), 'contract.db');
    createFile(file);
    return { settings: { uri: `sqlite:///${file}` }, schema: 'main', cleanup: async () => undefined };
  },
  types: {
    integer: 'INTEGER',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    // SQLite keeps DECIMAL values as REAL: 123456789012345678.12 cannot be stored exactly.
    bigDecimal: null,
    float: 'REAL',
    text: 'TEXT',
    varchar: 'VARCHAR(50)',
    boolean: 'BOOLEAN',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
  },
  seriesSql: (n) => counter(n, 'SELECT x FROM c'),
  endlessSql: counter(1_000_000_000_000, 'SELECT x FROM c'),
  // A trillion steps inside SQLite's C code: hours, and nothing JavaScript can interrupt.
  slowSql: (marker) => counter(1_000_000_000_000, `SELECT count(*) AS "${marker}" FROM c`),
  // The statement runs in a child process; a cancelled one must be gone, not still on a CPU.
  stillRunning: async () => (await runningChildren()).length > 0,
  syntaxError: /near "SELEKT": syntax error/,
  hiddenSchemas: ['temp'],
  connectionFailures: async () => [
    {
      name: 'missing file',
      settings: { uri: `sqlite:///${path.join(tempDir(), 'missing.db')}` },
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: /^The database file ".*missing\.db" does not exist\.$/,
    },
  ],
};

describeEngineContract(FIXTURE);

describe('SQLite processes and files', () => {
  it('keeps the event loop free while SQLite works', async () => {
    const file = path.join(tempDir(), 'busy.db');
    createFile(file);
    const connection = SQLITE_SPEC.connect({ uri: `sqlite:///${file}` });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 20);
    await expect(
      connection.execute(counter(1_000_000_000, 'SELECT count(*) FROM c'), { timeoutMs: 600 }),
    ).rejects.toMatchObject({ errorType: 'SQLLAB_TIMEOUT_ERROR' });
    clearInterval(timer);
    // A blocked loop would not have ticked at all during the query.
    expect(ticks).toBeGreaterThan(5);
    await connection.close();
  });

  it('does not create a missing database file', async () => {
    const file = path.join(tempDir(), 'never.db');
    const connection = SQLITE_SPEC.connect({ uri: `sqlite:///${file}` });
    await expect(connection.testConnection()).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await expect(connection.execute('CREATE TABLE t (v INTEGER)')).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await connection.close();
    expect(existsSync(file)).toBe(false);
  });

  it('keeps an in-memory database between queries (sqlite://)', async () => {
    const connection = SQLITE_SPEC.connect({ uri: 'sqlite://' });
    await connection.execute('CREATE TABLE m (v INTEGER)');
    await connection.execute('INSERT INTO m VALUES (4)');
    expect((await connection.execute('SELECT v FROM m')).rows).toEqual([{ v: 4 }]);
    await connection.close();
  });

  it('opens read-only with ?mode=ro', async () => {
    const file = path.join(tempDir(), 'readonly.db');
    createFile(file, 'CREATE TABLE t (v INTEGER)');
    const connection = SQLITE_SPEC.connect({ uri: `sqlite:///${file}?mode=ro` });
    await expect(connection.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/readonly/);
    expect((await connection.execute('SELECT count(*) AS n FROM t')).rows).toEqual([{ n: 0 }]);
    await connection.close();
  });

  it('lists main as the only schema of a plain file, and relative paths resolve from the working directory', async () => {
    const dir = tempDir();
    createFile(path.join(dir, 'relative.db'), 'CREATE TABLE r (v INTEGER)');
    const relative = path.relative(process.cwd(), path.join(dir, 'relative.db'));
    const connection = SQLITE_SPEC.connect({ uri: `sqlite:///${relative}` });
    expect(await connection.schemas()).toEqual(['main']);
    expect((await connection.tables('main')).result).toEqual([{ name: 'r', type: 'table' }]);
    await connection.close();
  });

  it('returns BLOBs as text and leaves undeclared expression values as SQLite gives them', async () => {
    const connection = SQLITE_SPEC.connect({ uri: 'sqlite://' });
    const result = await connection.execute(
      "SELECT x'00ff41' AS b, '2024-01-15 10:30:00' AS t, 1 = 1 AS yes",
    );
    expect(result.rows).toEqual([{ b: '\\x00\\xFFA', t: '2024-01-15 10:30:00', yes: 1 }]);
    await connection.close();
  });
});
