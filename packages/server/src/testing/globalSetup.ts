import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';
// Brings 'vitest' into the program so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

import { startMariaDb } from './mariadbServer.js';
import { startRedis } from './redisServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** A role that logs in with a password over TCP (the rest of the test cluster trusts everyone). */
    pgPasswordUrl: string;
    mysqlUrl: string;
    redisUrl: string;
  }
}

const run = promisify(execFile);

const PG_ROOT = '/usr/lib/postgresql';
const TEST_DATABASE = 'loupe_test';
const START_ATTEMPTS = 3;
// Only this role needs a password (pg_hba.conf line added before the trust lines), so tests can check
// wrong-password handling while every other connection keeps working without one.
const PASSWORD_ROLE = 'loupe_password';
const PASSWORD_ROLE_SECRET = 'loupe-pg-pw';

interface PgBinaries {
  initdb: string;
  pgCtl: string;
}

interface Cluster {
  baseDir: string;
  dataDir: string;
  logFile: string;
  port: number;
}

/**
 * Vitest globalSetup for the server project: one private PostgreSQL cluster, one private MariaDB
 * server and one private redis-server per test run, so tests that target them run against the real
 * engines without touching any server on the machine. `LOUPE_TEST_PG_URL` / `LOUPE_TEST_MYSQL_URL` /
 * `LOUPE_TEST_REDIS_URL` point the run at existing servers instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopPg = await setupPostgres(project);
  let stopMysql: () => Promise<void>;
  let stopRedis: () => Promise<void>;
  try {
    stopMysql = await setupMariaDb(project);
  } catch (error) {
    await stopPg();
    throw error;
  }
  try {
    stopRedis = await setupRedis(project);
  } catch (error) {
    await stopMysql();
    await stopPg();
    throw error;
  }
  return async () => {
    try {
      await stopRedis();
      await stopMysql();
    } finally {
      await stopPg();
    }
  };
}

async function setupRedis({ provide }: TestProject): Promise<() => Promise<void>> {
  const external = process.env.LOUPE_TEST_REDIS_URL;
  if (external) {
    provide('redisUrl', external);
    return async () => {};
  }
  const server = await startRedis();
  const onExit = (): void => server.killSync();
  process.once('exit', onExit);
  provide('redisUrl', server.url);
  return async () => {
    process.off('exit', onExit);
    await server.stop();
  };
}

async function setupPostgres({ provide }: TestProject): Promise<() => Promise<void>> {
  const external = process.env.LOUPE_TEST_PG_URL;
  if (external) {
    provide('pgUrl', external);
    // An external server normally checks passwords already; a separate URL can name a password role.
    provide('pgPasswordUrl', process.env.LOUPE_TEST_PG_PASSWORD_URL ?? external);
    return async () => {};
  }

  const binaries = findPgBinaries();
  const cluster = await startCluster(binaries);
  // A run killed before teardown must not leave a postmaster behind; 'exit' handlers must be synchronous.
  const onExit = (): void => stopClusterSync(binaries, cluster);
  process.once('exit', onExit);

  try {
    await createDatabase(cluster.port, TEST_DATABASE);
  } catch (error) {
    await stopCluster(binaries, cluster);
    throw error;
  }
  provide('pgUrl', `postgres://postgres@127.0.0.1:${cluster.port}/${TEST_DATABASE}`);
  provide(
    'pgPasswordUrl',
    `postgres://${PASSWORD_ROLE}:${PASSWORD_ROLE_SECRET}@127.0.0.1:${cluster.port}/${TEST_DATABASE}`,
  );

  return async () => {
    process.off('exit', onExit);
    await stopCluster(binaries, cluster);
  };
}

async function setupMariaDb({ provide }: TestProject): Promise<() => Promise<void>> {
  const external = process.env.LOUPE_TEST_MYSQL_URL;
  if (external) {
    provide('mysqlUrl', external);
    return async () => {};
  }
  const server = await startMariaDb();
  const onExit = (): void => server.killSync();
  process.once('exit', onExit);
  provide('mysqlUrl', server.url);
  return async () => {
    process.off('exit', onExit);
    await server.stop();
  };
}

function findPgBinaries(): PgBinaries {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    const initdb = path.join(bin, 'initdb');
    const pgCtl = path.join(bin, 'pg_ctl');
    if (existsSync(initdb) && existsSync(pgCtl)) return { initdb, pgCtl };
  }
  // Tests must never skip silently when the engine is missing: a green run would then prove nothing.
  throw new Error(
    `PostgreSQL server binaries (initdb, pg_ctl) were not found in ${PG_ROOT}/*/bin. ` +
      'Run .ci/run, or install them with `apt-get install postgresql`, ' +
      'or set LOUPE_TEST_PG_URL to an existing test database.',
  );
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function shellQuote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** PostgreSQL refuses to run as root, so under root every server command goes through `su postgres`. */
function asPgUser(file: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [file, args];
  return ['su', ['postgres', '-c', [file, ...args].map(shellQuote).join(' ')]];
}

async function runPg(file: string, args: string[]): Promise<void> {
  const [cmd, cmdArgs] = asPgUser(file, args);
  await run(cmd, cmdArgs);
}

async function startCluster(binaries: PgBinaries): Promise<Cluster> {
  const baseDir = await mkdtemp(path.join(tmpdir(), 'loupe-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  try {
    if (isRoot()) await chownToPostgres(baseDir);
    await runPg(binaries.initdb, [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const hba = path.join(dataDir, 'pg_hba.conf');
    await writeFile(
      hba,
      `host all ${PASSWORD_ROLE} 127.0.0.1/32 scram-sha-256\n${await readFile(hba, 'utf8')}`,
    );
    return await startOnFreePort(binaries, { baseDir, dataDir, logFile, port: 0 });
  } catch (error) {
    await rm(baseDir, { recursive: true, force: true });
    throw error;
  }
}

/** The free port is probed, then bound by postgres a moment later; another process may win that race. */
async function startOnFreePort(binaries: PgBinaries, cluster: Cluster): Promise<Cluster> {
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const port = await freePort();
    const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`;
    try {
      // -l sends server output to a file; without it the postmaster keeps our stdout pipe open forever.
      await runPg(binaries.pgCtl, [
        '-D',
        cluster.dataDir,
        '-l',
        cluster.logFile,
        '-w',
        '-o',
        options,
        'start',
      ]);
      return { ...cluster, port };
    } catch (error) {
      lastError = error;
    }
  }
  const log = existsSync(cluster.logFile) ? readFileSync(cluster.logFile, 'utf8').slice(-2000) : '';
  throw new Error(`Could not start the test PostgreSQL cluster: ${String(lastError)}\n${log}`);
}

async function chownToPostgres(dir: string): Promise<void> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(uid.trim()), Number(gid.trim()));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase(port: number, name: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
    await client.query(`CREATE ROLE ${PASSWORD_ROLE} LOGIN PASSWORD '${PASSWORD_ROLE_SECRET}'`);
  } finally {
    await client.end();
  }
}

async function stopCluster(binaries: PgBinaries, cluster: Cluster): Promise<void> {
  try {
    await runPg(binaries.pgCtl, ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop']);
  } finally {
    await rm(cluster.baseDir, { recursive: true, force: true });
  }
}

function stopClusterSync(binaries: PgBinaries, cluster: Cluster): void {
  const [cmd, args] = asPgUser(binaries.pgCtl, ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop']);
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
  } catch {
    // The cluster may already be down; the data dir is removed either way.
  }
  rmSync(cluster.baseDir, { recursive: true, force: true });
}
