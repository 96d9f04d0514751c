import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { DUCKDB_DIALECT } from '../engines/duckdb/dialect.js';
import { DUCKDB_NO_EXTENSIONS } from '../engines/duckdb/sandbox.js';
import { duckdb } from '../engines/duckdb/driver.js';

import { EXAMPLE_TABLES } from './exampleTables.js';

export const EXAMPLES_FILE = 'examples.duckdb';
/** Bump whenever EXAMPLE_TABLES changes, so data dirs built by an older version are rebuilt. */
export const EXAMPLES_VERSION = 1;
/** Written last: a file holding this table with the current version is complete. */
export const EXAMPLES_MARKER_TABLE = '_loupe_examples';
/**
 * Written next to a complete examples file: its version, size and modification time. A start whose file
 * still matches it skips opening the file in DuckDB to read the marker table, which is most of what
 * checking the examples cost on every start; any other file (replaced, older, half made) is checked.
 */
export const EXAMPLES_STAMP_FILE = `${EXAMPLES_FILE}.stamp`;

const TEMP_PATTERN = /^examples\.duckdb\.(\d+)\.[0-9a-f]+\.tmp(\.wal)?$/;

export interface ExampleTableReport {
  name: string;
  rows: number;
}

export interface ExamplesReport {
  /** Absolute path of the examples database. */
  path: string;
  /** True when this call built the file, false when a complete one was already there. */
  created: boolean;
  durationMs: number;
  /** Row count per table; empty when nothing was built. */
  tables: ExampleTableReport[];
}

export interface ExamplesLog {
  info(msg: string): void;
}

// Concurrent calls in one process share one build instead of racing two builds onto the same file.
const BUILDS = new Map<string, Promise<ExamplesReport>>();

/**
 * Makes sure `<dataDir>/examples.duckdb` exists and is complete, building it from the vega-datasets
 * files when it does not. The build writes a temp file that is renamed into place only once the marker
 * table is written and checkpointed, so a crash never leaves a half-made examples database behind.
 */
export async function ensureExamplesDatabase(dataDir: string, log: ExamplesLog): Promise<ExamplesReport> {
  const target = path.resolve(dataDir, EXAMPLES_FILE);
  const running = BUILDS.get(target);
  if (running) return running;
  const build = ensureAt(target, log).finally(() => BUILDS.delete(target));
  BUILDS.set(target, build);
  return build;
}

async function ensureAt(target: string, log: ExamplesLog): Promise<ExamplesReport> {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  await removeStaleTempFiles(dir);
  if (await stampMatches(target)) return { path: target, created: false, durationMs: elapsed(), tables: [] };
  const found = existsSync(target) ? await readMarkerVersion(target) : undefined;
  if (found === EXAMPLES_VERSION) {
    // A data dir from before the stamp, or a file that was touched: checked once, trusted from now on.
    await writeStamp(target);
    return { path: target, created: false, durationMs: elapsed(), tables: [] };
  }

  log.info(
    found === undefined
      ? `Building the examples database at ${target}`
      : `Rebuilding the examples database at ${target} (found version ${found ?? 'none'}, want ${EXAMPLES_VERSION})`,
  );
  const temp = path.join(dir, `${EXAMPLES_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const tables = await buildDatabase(temp, resolveVegaDataDir());
    // A WAL left next to an older target would be replayed onto the new file when it is next opened.
    await rm(`${target}.wal`, { force: true });
    await rename(temp, target);
    await writeStamp(target);
    const report = { path: target, created: true, durationMs: elapsed(), tables };
    log.info(
      `Examples database ready: ${tables.length} tables in ${(report.durationMs / 1000).toFixed(1)} s`,
    );
    return report;
  } finally {
    await rm(temp, { force: true });
    await rm(`${temp}.wal`, { force: true });
  }
}

/** The examples database version recorded in the marker table; null when the file has no marker. */
async function readMarkerVersion(file: string): Promise<number | null> {
  const instance = await duckdb().DuckDBInstance.create(file, {
    ...DUCKDB_NO_EXTENSIONS,
    access_mode: 'READ_ONLY',
  });
  try {
    const connection = await instance.connect();
    try {
      const marker = await connection.runAndReadAll(
        `SELECT count(*) AS n FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = $name`,
        { name: EXAMPLES_MARKER_TABLE },
      );
      if (Number(marker.getRowObjectsJS()[0]?.n ?? 0) === 0) return null;
      const version = await connection.runAndReadAll(
        `SELECT max(version) AS v FROM ${EXAMPLES_MARKER_TABLE}`,
      );
      const value = version.getRowObjectsJS()[0]?.v;
      return value === null || value === undefined ? null : Number(value);
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

async function buildDatabase(file: string, vegaDataDir: string): Promise<ExampleTableReport[]> {
  const instance = await duckdb().DuckDBInstance.create(file, { ...DUCKDB_NO_EXTENSIONS });
  try {
    const connection = await instance.connect();
    try {
      const reports: ExampleTableReport[] = [];
      for (const table of EXAMPLE_TABLES) {
        const name = DUCKDB_DIALECT.quoteIdentifier(table.name);
        const source = DUCKDB_DIALECT.literal(path.join(vegaDataDir, table.file));
        await connection.run(`CREATE TABLE ${name} AS ${table.select.replaceAll('{file}', source)}`);
        await connection.run(`COMMENT ON TABLE ${name} IS ${DUCKDB_DIALECT.literal(table.description)}`);
        const count = await connection.runAndReadAll(`SELECT count(*) AS n FROM ${name}`);
        reports.push({ name: table.name, rows: Number(count.getRowObjectsJS()[0]?.n ?? 0) });
      }
      await connection.run(
        `CREATE TABLE ${EXAMPLES_MARKER_TABLE} (version INTEGER NOT NULL, loaded_at TIMESTAMP)`,
      );
      await connection.run(`INSERT INTO ${EXAMPLES_MARKER_TABLE} VALUES ($version, now()::TIMESTAMP)`, {
        version: EXAMPLES_VERSION,
      });
      // Everything must be in the main file before the rename: the temp file's WAL is not renamed with it.
      await connection.run('CHECKPOINT');
      return reports;
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Temp files whose building process is gone were left by a crash; a live process's build is left alone. */
async function removeStaleTempFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const match = TEMP_PATTERN.exec(name);
    if (match && !isProcessAlive(Number(match[1]))) await rm(path.join(dir, name), { force: true });
  }
}

function isProcessAlive(pid: number): boolean {
  // Builds in this process are serialized by BUILDS, so a temp file carrying our own pid is a leftover.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The vega-datasets `data/` folder. The package's exports map hides its subpaths (package.json
 * included), so the folder is found next to the resolved main entry (`build/index.js`).
 */
export function resolveVegaDataDir(): string {
  const main = createRequire(import.meta.url).resolve('vega-datasets');
  const dataDir = path.join(path.dirname(main), '..', 'data');
  if (!existsSync(path.join(dataDir, EXAMPLE_TABLES[0]?.file ?? ''))) {
    throw new Error(`vega-datasets data files were not found in ${dataDir}`);
  }
  return dataDir;
}

interface Stamp {
  version: number;
  size: number;
  mtimeMs: number;
}

function stampPath(target: string): string {
  return path.join(path.dirname(target), EXAMPLES_STAMP_FILE);
}

async function writeStamp(target: string): Promise<void> {
  const { size, mtimeMs } = await stat(target);
  const stamp: Stamp = { version: EXAMPLES_VERSION, size, mtimeMs };
  await writeFile(stampPath(target), `${JSON.stringify(stamp)}\n`);
}

/** True when the stamp says the current version was built into exactly the file that is there now. */
async function stampMatches(target: string): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(stampPath(target), 'utf8')) as Partial<Stamp>;
    const { size, mtimeMs } = await stat(target);
    return stamp.version === EXAMPLES_VERSION && stamp.size === size && stamp.mtimeMs === mtimeMs;
  } catch {
    // No stamp, no file or a torn stamp: the full check decides.
    return false;
  }
}
