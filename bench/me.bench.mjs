// Throughput of GET /api/v1/me/ with a bearer token (token check, user and grants loaded from the
// metadata store) against GET /health (a trivial route) on the same server.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ensureBuilt, fmt, login, startServer, tempDataDir } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function run(url, headers) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
}

ensureBuilt();
const dataDir = tempDataDir('me');
const server = await startServer({ dataDir, port: 18302, env: { LOUPE_LOAD_EXAMPLES: 'false' } });
try {
  const token = await login(server.base);
  const auth = { authorization: `Bearer ${token}` };
  const check = await fetch(`${server.base}/api/v1/me/`, { headers: auth });
  if (!check.ok) throw new Error(`/api/v1/me/ answered ${check.status}`);
  await run(`${server.base}/health`, {}); // warm-up
  const trivial = await run(`${server.base}/health`, {});
  const me = await run(`${server.base}/api/v1/me/`, auth);
  if (me.non2xx > 0 || me.errors > 0)
    throw new Error(`/api/v1/me/ had ${me.non2xx} non-2xx and ${me.errors} errors`);
  const ratio = me.requests.average / trivial.requests.average;
  console.log(
    `GET /api/v1/me/ vs GET /health (${CONNECTIONS} connections, ${DURATION} s each, one server process)`,
  );
  console.log(`  /health:     ${fmt(trivial.requests.average)} req/s, p99 ${trivial.latency.p99} ms`);
  console.log(`  /api/v1/me/: ${fmt(me.requests.average)} req/s, p99 ${me.latency.p99} ms`);
  console.log(`  ratio: ${fmt(ratio, 2)}   (goal >= 0.5)`);
} finally {
  await server.stop();
}

// The same request with the principal cache off: every request verifies the token and loads the
// user and grants from SQLite. Shows what the cache buys.
const uncachedServer = await startServer({
  dataDir,
  port: 18303,
  env: { LOUPE_LOAD_EXAMPLES: 'false', LOUPE_AUTH_CACHE_SECONDS: '0' },
});
try {
  const auth = { authorization: `Bearer ${await login(uncachedServer.base)}` };
  const uncached = await run(`${uncachedServer.base}/api/v1/me/`, auth);
  console.log(
    `  /api/v1/me/ with LOUPE_AUTH_CACHE_SECONDS=0: ${fmt(uncached.requests.average)} req/s, p99 ${uncached.latency.p99} ms`,
  );
} finally {
  await uncachedServer.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
