import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';

import { busyThreads } from '../contract/helpers.testkit.js';
import { describeEngineContract, type EngineFixture } from '../engineContract.testkit.js';
import { indexColumns } from './introspection.js';
import { DUCKDB_SPEC } from './spec.js';

const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'loupe-duckdb-'));
  dirs.push(dir);
  return dir;
}

async function createFile(file: string, sql?: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  if (sql) {
    const connection = await instance.connect();
    await connection.run(sql);
    connection.closeSync();
  }
  instance.closeSync();
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const FIXTURE: EngineFixture = {
  spec: DUCKDB_SPEC,
  async open() {
    const file = path.join(tempDir(), 'contract.duckdb');
    await createFile(file);
    return { settings: { uri: `duckdb:///${file}` }, schema: 'main', cleanup: async () => undefined };
  },
  types: {
    integer: 'INTEGER',
    bigint: 'BIGINT',
    decimal: 'DECIMAL(10,2)',
    bigDecimal: 'DECIMAL(30,2)',
    float: 'DOUBLE',
    text: 'VARCHAR',
    varchar: 'VARCHAR',
    boolean: 'BOOLEAN',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
  },
  seriesSql: (n) => `SELECT range AS x FROM range(1, ${n + 1}) ORDER BY x`,
  endlessSql: 'SELECT range AS x FROM range(1000000000000)',
  // A cross join of 10^16 rows: hours of work on every core.
  slowSql: (marker) => `SELECT count(*) AS "${marker}" FROM range(100000000) a, range(100000000) b`,
  // In process: a query still running keeps a DuckDB thread running or runnable.
  stillRunning: async () => (await busyThreads()).length > 0,
  syntaxError: /syntax error at or near "SELEKT"/,
  hiddenSchemas: ['information_schema', 'pg_catalog'],
  commentStatements: (q) => [
    `COMMENT ON TABLE ${q('child')} IS 'children'`,
    `COMMENT ON COLUMN ${q('child')}.${q('label')} IS 'the label'`,
  ],
  connectionFailures: async () => [
    {
      name: 'missing file',
      settings: { uri: `duckdb:///${path.join(tempDir(), 'missing.duckdb')}` },
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: /^The database file ".*missing\.duckdb" does not exist\.$/,
    },
  ],
};

describeEngineContract(FIXTURE);

describe('DuckDB files and instances', () => {
  it('does not create a missing database file, on test or on query', async () => {
    const file = path.join(tempDir(), 'never.duckdb');
    const connection = DUCKDB_SPEC.connect({ uri: `duckdb:///${file}` });
    await expect(connection.testConnection()).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await expect(connection.execute('SELECT 1')).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await connection.close();
    expect(existsSync(file)).toBe(false);
  });

  it('shares one instance per file between connections and releases the file on close', async () => {
    const file = path.join(tempDir(), 'shared.duckdb');
    await createFile(file, 'CREATE TABLE t (v INTEGER)');
    const first = DUCKDB_SPEC.connect({ uri: `duckdb:///${file}` });
    const second = DUCKDB_SPEC.connect({ uri: `duckdb:///${file}` });
    await first.execute('INSERT INTO t VALUES (1)');
    expect((await second.execute('SELECT v FROM t')).rows).toEqual([{ v: 1 }]);
    await first.close();
    expect((await second.execute('SELECT count(*) AS n FROM t')).rows).toEqual([{ n: 1 }]);
    await second.close();
    // Only possible once the last connection released the file lock.
    await createFile(file, 'INSERT INTO t VALUES (2)');
  });

  it('keeps an in-memory database for the life of the connection', async () => {
    const connection = DUCKDB_SPEC.connect({ uri: 'duckdb:///:memory:' });
    await connection.execute('CREATE TABLE m (v INTEGER)');
    await connection.execute('INSERT INTO m VALUES (3)');
    expect((await connection.execute('SELECT v FROM m')).rows).toEqual([{ v: 3 }]);
    await connection.close();
  });

  it('passes URI query parameters as DuckDB settings (read-only access)', async () => {
    const file = path.join(tempDir(), 'readonly.duckdb');
    await createFile(file, 'CREATE TABLE t (v INTEGER)');
    const connection = DUCKDB_SPEC.connect({ uri: `duckdb:///${file}?access_mode=read_only` });
    await expect(connection.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/read-only/);
    expect((await connection.execute('SELECT count(*) AS n FROM t')).rows).toEqual([{ n: 0 }]);
    await connection.close();
  });

  it('lists tables concurrently without DuckDB failing (count(*) OVER () beside the page once did)', async () => {
    const file = path.join(tempDir(), 'listing.duckdb');
    await createFile(file, 'CREATE TABLE sales (v INTEGER); CREATE VIEW north_sales AS SELECT * FROM sales');
    const connection = DUCKDB_SPEC.connect({ uri: `duckdb:///${file}` });
    try {
      // With the window count, three concurrent filtered listings failed within a few dozen rounds.
      for (let round = 0; round < 200; round++) {
        const listings = await Promise.all(
          [1, 2, 3].map(() => connection.tables('main', { search: 'NORTH' })),
        );
        expect(listings).toEqual(
          [1, 2, 3].map(() => ({ count: 1, result: [{ name: 'north_sales', type: 'view' }] })),
        );
      }
    } finally {
      await connection.close();
    }
  });

  it('returns HUGEINT and nested values in JSON-safe shapes', async () => {
    const connection = DUCKDB_SPEC.connect({ uri: 'duckdb:///:memory:' });
    const result = await connection.execute(
      "SELECT 170141183460469231731687303715884105727::HUGEINT AS h, [1, 2] AS l, {'k': 9007199254740993::BIGINT} AS s, TIMESTAMPTZ '2024-01-15 10:30:00+00' AS tz",
    );
    expect(result.rows).toEqual([
      {
        h: '170141183460469231731687303715884105727',
        l: [1, 2],
        s: { k: '9007199254740993' },
        tz: '2024-01-15T10:30:00+00:00',
      },
    ]);
    await connection.close();
  });
});

describe('indexColumns', () => {
  it.each([
    ['[pid]', ['pid']],
    ['[id, pid]', ['id', 'pid']],
    [`['"label"', parent_id]`, ['label', 'parent_id']],
    [`['"a, ""b"""', c]`, ['a, "b"', 'c']],
    ['[]', []],
  ])('reads %s', (text, columns) => {
    expect(indexColumns(text)).toEqual(columns);
  });
});
