// Issue 3 targets: listing tables in a schema of 10,000 tables with a search term (first page, goal
// < 100 ms server time) and creating a dataset on a 200-column table (goal < 1 s), through the API
// on the real server, for a DuckDB and a SQLite database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { ensureBuilt, fmt, login, median, startServer, tempDataDir } from './lib.mjs';

const TABLES = 10_000;
const COLUMNS = 200;
const RUNS = 20;

async function makeDuckdb(file) {
  const instance = await DuckDBInstance.create(file);
  const c = await instance.connect();
  await c.run('BEGIN');
  for (let i = 0; i < TABLES; i++) await c.run(`CREATE TABLE t_${i} (id INTEGER, name VARCHAR)`);
  const cols = Array.from(
    { length: COLUMNS },
    (_, i) => `c_${i} ${['INTEGER', 'VARCHAR', 'DOUBLE', 'TIMESTAMP'][i % 4]}`,
  );
  await c.run(`CREATE TABLE wide (${cols.join(', ')})`);
  await c.run('COMMIT');
  c.closeSync();
  instance.closeSync();
}

function makeSqlite(file) {
  const db = new Database(file);
  db.transaction(() => {
    for (let i = 0; i < TABLES; i++) db.exec(`CREATE TABLE t_${i} (id INTEGER, name TEXT)`);
    const cols = Array.from(
      { length: COLUMNS },
      (_, i) => `c_${i} ${['INTEGER', 'TEXT', 'REAL', 'TIMESTAMP'][i % 4]}`,
    );
    db.exec(`CREATE TABLE wide (${cols.join(', ')})`);
  })();
  db.close();
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

ensureBuilt();
const dataDir = tempDataDir('datasets');
// Outside the data dir, where the server refuses database files.
const fixtures = tempDataDir('datasets-fixtures');
await makeDuckdb(path.join(fixtures, 'many.duckdb'));
makeSqlite(path.join(fixtures, 'many.sqlite'));
const server = await startServer({
  dataDir,
  port: 18304,
  // SQLite is one of the engines measured; the server refuses it by default.
  env: { LOUPE_LOAD_EXAMPLES: 'false', LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false' },
});
try {
  const auth = { authorization: `Bearer ${await login(server.base)}`, 'content-type': 'application/json' };
  const api = async (method, url, body) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: auth,
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  console.log(
    `tables and datasets (${TABLES.toLocaleString('en-US')} tables in one schema; ${COLUMNS}-column table)`,
  );
  for (const [engine, uri] of [
    ['duckdb', `duckdb:///${path.join(fixtures, 'many.duckdb')}`],
    ['sqlite', `sqlite:///${path.join(fixtures, 'many.sqlite')}`],
  ]) {
    const { id } = await api('POST', '/api/v1/database/', { database_name: engine, sqlalchemy_uri: uri });
    const url = `/api/v1/database/${id}/tables/?q=${encodeURIComponent("(schema_name:main,filter:'t_99',page:0,page_size:100)")}`;
    const first = await api('GET', url);
    if (first.count !== 111) throw new Error(`expected 111 tables matching t_99, got ${first.count}`);
    const listTimes = [];
    for (let i = 0; i < RUNS; i++) listTimes.push((await timed(() => api('GET', url)))[0]);
    const createTimes = [];
    for (let i = 0; i < 5; i++) {
      const [ms, created] = await timed(() =>
        api('POST', '/api/v1/dataset/', { database: id, schema: 'main', table_name: 'wide' }),
      );
      if (created.result.columns.length !== COLUMNS) throw new Error('dataset columns missing');
      createTimes.push(ms);
      await api('DELETE', `/api/v1/dataset/${created.id}`);
    }
    console.log(
      `  ${engine}: tables page with search: median ${fmt(median(listTimes), 1)} ms (goal < 100 ms); ` +
        `create 200-column dataset: median ${fmt(median(createTimes), 1)} ms (goal < 1,000 ms)`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(fixtures, { recursive: true, force: true });
}
