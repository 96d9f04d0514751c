import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EXAMPLE_TABLES } from './exampleTables.js';
import {
  EXAMPLES_FILE,
  EXAMPLES_MARKER_TABLE,
  EXAMPLES_STAMP_FILE,
  EXAMPLES_VERSION,
  ensureExamplesDatabase,
  type ExamplesReport,
} from './loadExamples.js';

type Row = Record<string, unknown>;

const QUIET = { info: (): void => {} };
// Above Linux's largest pid_max (2^22), so no live process can own it.
const DEAD_PID = 4_194_305;

async function query(file: string, sql: string): Promise<Row[]> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    try {
      return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Row[];
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Writes a DuckDB file holding part of the examples (one table, no marker), as a crashed build would. */
async function writePartialDatabase(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  try {
    const connection = await instance.connect();
    await connection.run('CREATE TABLE flights AS SELECT 1 AS date');
    connection.closeSync();
  } finally {
    instance.closeSync();
  }
}

const tempDirs: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'loupe-examples-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('ensureExamplesDatabase: first load', () => {
  let report: ExamplesReport;
  let file: string;

  beforeAll(async () => {
    report = await ensureExamplesDatabase(await freshDir(), QUIET);
    file = report.path;
  }, 120_000);

  it('builds every example table and reports its row count', async () => {
    expect(report.created).toBe(true);
    expect(path.basename(file)).toBe(EXAMPLES_FILE);
    expect(report.tables.map((t) => t.name)).toEqual(EXAMPLE_TABLES.map((t) => t.name));
    const rows = Object.fromEntries(report.tables.map((t) => [t.name, t.rows]));
    expect(rows).toMatchObject({
      flights: 3_000_000,
      airports: 3376,
      seattle_weather: 1461,
      weather: 2922,
      sp500: 123,
      stocks: 560,
      cars: 406,
      movies: 3201,
      birdstrikes: 10_000,
      gapminder: 682,
      penguins: 344,
      unemployment: 1708,
      us_employment: 120,
      zipcodes: 42_049,
    });
    const [counted] = await query(file, 'SELECT count(*)::INTEGER AS n FROM flights');
    expect(counted).toEqual({ n: 3_000_000 });
  });

  it.each([
    [
      'flights',
      { date: 'TIMESTAMP', delay: 'INTEGER', distance: 'INTEGER', origin: 'VARCHAR', destination: 'VARCHAR' },
    ],
    ['airports', { iata: 'VARCHAR', latitude: 'DOUBLE', longitude: 'DOUBLE' }],
    ['seattle_weather', { date: 'DATE', precipitation: 'DOUBLE', weather: 'VARCHAR' }],
    ['weather', { location: 'VARCHAR', date: 'DATE', temp_max: 'DOUBLE' }],
    ['sp500', { date: 'DATE', price: 'DOUBLE' }],
    ['sp500_2000', { date: 'DATE', close: 'DOUBLE', volume: 'BIGINT' }],
    ['stocks', { symbol: 'VARCHAR', date: 'DATE', price: 'DOUBLE' }],
    ['cars', { name: 'VARCHAR', miles_per_gallon: 'DOUBLE', horsepower: 'INTEGER', year: 'DATE' }],
    ['movies', { title: 'VARCHAR', us_gross: 'BIGINT', release_date: 'DATE', imdb_rating: 'DOUBLE' }],
    ['birdstrikes', { airport_name: 'VARCHAR', flight_date: 'DATE', cost_total: 'BIGINT' }],
    ['gapminder', { year: 'INTEGER', country: 'VARCHAR', pop: 'BIGINT', life_expect: 'DOUBLE' }],
    ['penguins', { species: 'VARCHAR', beak_length_mm: 'DOUBLE', body_mass_g: 'INTEGER', sex: 'VARCHAR' }],
    ['unemployment', { series: 'VARCHAR', count: 'INTEGER', rate: 'DOUBLE', date: 'DATE' }],
    ['us_employment', { month: 'DATE', nonfarm: 'DOUBLE' }],
    ['zipcodes', { zip_code: 'VARCHAR', latitude: 'DOUBLE', state: 'VARCHAR' }],
  ])('%s has typed columns', async (table, expected) => {
    const rows = await query(
      file,
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${table}'`,
    );
    const types = Object.fromEntries(rows.map((r) => [r.column_name, r.data_type]));
    expect(types).toMatchObject(expected);
  });

  it('names every column in snake_case that needs no quoting', async () => {
    const rows = await query(
      file,
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE NOT regexp_full_match(column_name, '[a-z_][a-z0-9_]*')
          OR column_name IN (SELECT keyword_name FROM duckdb_keywords() WHERE keyword_category = 'reserved')`,
    );
    expect(rows).toEqual([]);
  });

  it('describes each table and gives it a temporal main column of a time type', async () => {
    for (const table of EXAMPLE_TABLES) {
      const [info] = await query(
        file,
        `SELECT comment FROM duckdb_tables() WHERE table_name = '${table.name}'`,
      );
      expect(info).toEqual({ comment: table.description });
      if (table.mainTemporalColumn === null) continue;
      const [column] = await query(
        file,
        `SELECT data_type FROM information_schema.columns
         WHERE table_name = '${table.name}' AND column_name = '${table.mainTemporalColumn}'`,
      );
      expect(['DATE', 'TIMESTAMP']).toContain(column?.data_type);
    }
  });

  it('parses dates and keeps identifiers as written', async () => {
    const checks: [string, Row][] = [
      ['SELECT date::VARCHAR AS v FROM sp500 LIMIT 1', { v: '2000-01-01' }],
      [
        "SELECT date::VARCHAR AS v, price FROM stocks WHERE symbol = 'MSFT' LIMIT 1",
        { v: '2000-01-01', price: 39.81 },
      ],
      ['SELECT min(date)::VARCHAR AS v FROM flights', { v: '2001-01-01 00:01:00' }],
      ['SELECT year::VARCHAR AS v FROM cars LIMIT 1', { v: '1970-01-01' }],
      ["SELECT release_date::VARCHAR AS v FROM movies WHERE title = 'The Land Girls'", { v: '1998-06-12' }],
      ['SELECT count(*)::INTEGER AS v FROM movies WHERE release_date IS NULL', { v: 0 }],
      ['SELECT min(date)::VARCHAR AS v FROM unemployment', { v: '2000-01-01' }],
      ['SELECT month::VARCHAR AS v FROM us_employment LIMIT 1', { v: '2006-01-01' }],
      [
        "SELECT zip_code AS v FROM zipcodes WHERE city = 'Holtsville' ORDER BY zip_code LIMIT 1",
        { v: '00501' },
      ],
      ['SELECT min(length(zip_code))::INTEGER AS v FROM zipcodes', { v: 5 }],
      ["SELECT count(*)::INTEGER AS v FROM penguins WHERE sex NOT IN ('MALE', 'FEMALE')", { v: 0 }],
    ];
    for (const [sql, expected] of checks) {
      expect(await query(file, sql), sql).toEqual([expected]);
    }
  });

  it('writes the marker with the current version', async () => {
    const rows = await query(file, `SELECT version FROM ${EXAMPLES_MARKER_TABLE}`);
    expect(rows).toEqual([{ version: EXAMPLES_VERSION }]);
  });

  it('does not reload on a second call, but clears crash leftovers', async () => {
    const before = await stat(file);
    const [marker] = await query(file, `SELECT loaded_at::VARCHAR AS at FROM ${EXAMPLES_MARKER_TABLE}`);

    const leftover = path.join(path.dirname(file), `${EXAMPLES_FILE}.${DEAD_PID}.00c0ffee.tmp`);
    await writeFile(leftover, 'torn');

    const again = await ensureExamplesDatabase(path.dirname(file), QUIET);

    expect(again).toMatchObject({ path: file, created: false, tables: [] });
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    expect(await query(file, `SELECT loaded_at::VARCHAR AS at FROM ${EXAMPLES_MARKER_TABLE}`)).toEqual([
      marker,
    ]);
  });

  it('leaves no temp files behind, only the file and its stamp', async () => {
    expect((await readdir(path.dirname(file))).sort()).toEqual([EXAMPLES_FILE, EXAMPLES_STAMP_FILE]);
  });
});

describe('ensureExamplesDatabase: interrupted builds', () => {
  it('ignores and removes a half-written temp file from a crashed build', async () => {
    const dir = await freshDir();
    const crashed = path.join(dir, `${EXAMPLES_FILE}.${DEAD_PID}.0badf00d.tmp`);
    await writePartialDatabase(crashed);
    await writeFile(`${crashed}.wal`, 'torn');

    const report = await ensureExamplesDatabase(dir, QUIET);

    expect(report.created).toBe(true);
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(`${crashed}.wal`)).toBe(false);
    expect(await query(report.path, 'SELECT count(*)::INTEGER AS n FROM flights')).toEqual([
      { n: 3_000_000 },
    ]);
  }, 120_000);

  it('rebuilds an examples file that lacks the marker', async () => {
    const dir = await freshDir();
    await writePartialDatabase(path.join(dir, EXAMPLES_FILE));
    // A build of a live process is in progress: its temp file must be left alone.
    const otherBuild = path.join(dir, `${EXAMPLES_FILE}.${process.ppid}.0123abcd.tmp`);
    await writeFile(otherBuild, '');

    const [first, second] = await Promise.all([
      ensureExamplesDatabase(dir, QUIET),
      ensureExamplesDatabase(dir, QUIET),
    ]);

    expect(first.created).toBe(true);
    expect(second).toBe(first);
    expect(existsSync(otherBuild)).toBe(true);
    const rows = await query(first.path, `SELECT version FROM ${EXAMPLES_MARKER_TABLE}`);
    expect(rows).toEqual([{ version: EXAMPLES_VERSION }]);
    expect(await query(first.path, 'SELECT count(*)::INTEGER AS n FROM flights')).toEqual([{ n: 3_000_000 }]);
  }, 120_000);
});

describe('ensureExamplesDatabase: the stamp', () => {
  /** A data dir holding a complete examples file, built once for these tests. */
  let built: string;

  beforeAll(async () => {
    built = (await ensureExamplesDatabase(await freshDir(), QUIET)).path;
  }, 120_000);

  async function copyOfBuilt(): Promise<string> {
    const dir = await freshDir();
    await writeFile(path.join(dir, EXAMPLES_FILE), await readFile(built));
    return dir;
  }

  it('a start whose file matches the stamp does not open the file', async () => {
    const dir = await copyOfBuilt();
    const file = path.join(dir, EXAMPLES_FILE);
    const { size, mtime } = await stat(file);
    // Same size and time, but no longer a DuckDB file: only a start that opens the file would notice.
    await writeFile(file, Buffer.alloc(size));
    await utimes(file, mtime, mtime);
    await writeFile(
      path.join(dir, EXAMPLES_STAMP_FILE),
      JSON.stringify({ version: EXAMPLES_VERSION, size, mtimeMs: (await stat(file)).mtimeMs }),
    );

    const report = await ensureExamplesDatabase(dir, QUIET);

    expect(report).toMatchObject({ created: false, tables: [] });
    expect((await readFile(file)).every((byte) => byte === 0)).toBe(true);
  });

  it('a complete file without a stamp (an older data dir) is checked once and stamped, not rebuilt', async () => {
    const dir = await copyOfBuilt();
    const file = path.join(dir, EXAMPLES_FILE);
    const before = await stat(file);

    const report = await ensureExamplesDatabase(dir, QUIET);

    expect(report.created).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
    const stamp = JSON.parse(await readFile(path.join(dir, EXAMPLES_STAMP_FILE), 'utf8'));
    expect(stamp).toEqual({ version: EXAMPLES_VERSION, size: before.size, mtimeMs: before.mtimeMs });
  });

  it('a stamp that no longer matches the file sends it through the full check', async () => {
    const dir = await copyOfBuilt();
    const { size, mtimeMs } = await stat(path.join(dir, EXAMPLES_FILE));
    // A stamp left by an earlier file of another size: the file is opened, found complete, restamped.
    const stampFile = path.join(dir, EXAMPLES_STAMP_FILE);
    await writeFile(stampFile, JSON.stringify({ version: EXAMPLES_VERSION, size: size + 1, mtimeMs }));

    const report = await ensureExamplesDatabase(dir, QUIET);

    expect(report.created).toBe(false);
    expect(JSON.parse(await readFile(stampFile, 'utf8'))).toEqual({
      version: EXAMPLES_VERSION,
      size,
      mtimeMs,
    });
  });

  it('a torn stamp is ignored', async () => {
    const dir = await copyOfBuilt();
    await writeFile(path.join(dir, EXAMPLES_STAMP_FILE), '{"vers');

    const report = await ensureExamplesDatabase(dir, QUIET);

    expect(report.created).toBe(false);
    const stamp = JSON.parse(await readFile(path.join(dir, EXAMPLES_STAMP_FILE), 'utf8'));
    expect(stamp.version).toBe(EXAMPLES_VERSION);
  });
});
