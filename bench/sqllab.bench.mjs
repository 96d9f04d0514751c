// Issue 4 targets: a SELECT of 100,000 rows x 10 columns from DuckDB through /api/v1/sqllab/execute/
// (time to the full JSON response) against the same read done directly with DuckDB in one process
// (goal ratio <= 1.5); peak server RSS above idle during a 1,000,000-row CSV download (goal < 200 MB).
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ensureBuilt, fmt, adminApi, median, startServer, tempDataDir } from './lib.mjs';

const RUNS = 7;
const COLUMNS = `range AS id, range * 1.5 AS price, 'name ' || range AS name, range % 7 AS bucket,
  TIMESTAMP '2024-01-01' + to_seconds(range) AS at, range % 2 = 0 AS even, range * 1000 AS big,
  'group ' || (range % 100) AS grp, range / 3.0 AS third, md5(range::VARCHAR) AS hash`;

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

ensureBuilt();
const dataDir = tempDataDir('sqllab');
// Outside the data dir, where the server refuses database files.
const fixtures = tempDataDir('sqllab-fixtures');
const file = path.join(fixtures, 'bench.duckdb');
{
  const instance = await DuckDBInstance.create(file);
  const c = await instance.connect();
  await c.run(`CREATE TABLE t100k AS SELECT ${COLUMNS} FROM range(100000)`);
  await c.run(`CREATE TABLE t1m AS SELECT ${COLUMNS} FROM range(1000000)`);
  c.closeSync();
  instance.closeSync();
}
// The direct baseline reads a copy: a DuckDB file is held by one process at a time, and the server
// has the original.
const directFile = path.join(fixtures, 'direct.duckdb');
fs.copyFileSync(file, directFile);
const directInstance = await DuckDBInstance.create(directFile);
const direct = await directInstance.connect();

/** DuckDB reading all 100,000 rows into JS objects and JSON, in this process. */
async function directRun() {
  const started = performance.now();
  const reader = await direct.runAndReadAll('SELECT * FROM t100k');
  const json = JSON.stringify(reader.getRowObjectsJson());
  if (reader.currentRowCount !== 100_000 || json.length === 0)
    throw new Error('baseline did not read 100,000 rows');
  return performance.now() - started;
}

// The display cap raised so the API really returns all 100,000 rows.
const server = await startServer({
  dataDir,
  port: 18305,
  env: { LOUPE_LOAD_EXAMPLES: 'false', LOUPE_SQLLAB_DISPLAY_MAX_ROW: '100000' },
});
try {
  const { auth, post } = await adminApi(server.base);
  const db = await (
    await post('/api/v1/database/', {
      database_name: 'bench',
      sqlalchemy_uri: `duckdb:///${file}`,
      expose_in_sqllab: true,
    })
  ).json();
  // The CSV export first: after the 100,000-row runs below the server's heap stays large, and idle
  // would no longer mean idle.
  const clientId = 'csvbench1';
  await post('/api/v1/sqllab/execute/', {
    database_id: db.id,
    client_id: clientId,
    sql: 'SELECT * FROM t1m',
    queryLimit: 10,
  });
  const idle = rssKb(server.pid);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 20);
  const started = performance.now();
  const res = await fetch(`${server.base}/api/v1/sqllab/export/${clientId}/`, { headers: auth });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(timer);
  const csvMs = performance.now() - started;
  console.log(
    `sqllab CSV export of 1,000,000 x 10: ${fmt(lines - 1)} rows, ${fmt(bytes / 1e6, 1)} MB in ${fmt(csvMs)} ms; ` +
      `peak RSS ${fmt(peak / 1024)} MB, ${fmt((peak - idle) / 1024)} MB above idle (goal < 200 MB)`,
  );

  /** The same rows through POST /api/v1/sqllab/execute/, timed to the full body received. */
  async function apiRun() {
    const started = performance.now();
    const res = await post('/api/v1/sqllab/execute/', {
      database_id: db.id,
      sql: 'SELECT * FROM t100k',
      queryLimit: 100000,
    });
    const body = await res.text();
    const elapsed = performance.now() - started;
    // Parsing is the client's cost, not the server's: checked after the clock stopped.
    const rows = JSON.parse(body).data.length;
    if (rows !== 100_000) throw new Error(`execute returned ${rows} rows, not 100,000`);
    return elapsed;
  }
  // Interleaved, after one warm-up run of each, so a busy machine weighs on both sides alike.
  const directMs = [];
  const apiMs = [];
  for (let i = 0; i <= RUNS; i++) {
    const d = await directRun();
    const a = await apiRun();
    if (i > 0) {
      directMs.push(d);
      apiMs.push(a);
    }
  }
  const ratios = apiMs.map((a, i) => a / directMs[i]);
  console.log(
    `sqllab execute, SELECT * of 100,000 x 10 (all 100,000 rows returned), median of ${RUNS}: ` +
      `${fmt(median(apiMs), 1)} ms vs DuckDB direct (rows to JS objects + JSON.stringify) ` +
      `${fmt(median(directMs), 1)} ms: ratio ${fmt(median(apiMs) / median(directMs), 2)}, median of ` +
      `pairwise ratios ${fmt(median(ratios), 2)} (goal <= 1.5)`,
  );
  direct.closeSync();
  directInstance.closeSync();
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(fixtures, { recursive: true, force: true });
}
