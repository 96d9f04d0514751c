import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import mysql from 'mysql2/promise';

const run = promisify(execFile);

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB_CANDIDATES = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];
const READY_TIMEOUT_MS = 30_000;
const START_ATTEMPTS = 3;

export const MARIADB_TEST_DATABASE = 'loupe_test';
export const MARIADB_TEST_USER = 'loupe';
// Only reachable on 127.0.0.1 of a throwaway server; a password is needed to test password errors.
export const MARIADB_TEST_PASSWORD = 'loupe-test-pw';

export interface MariaDbServer {
  /** mysql://loupe:...@127.0.0.1:<port>/loupe_test */
  url: string;
  stop(): Promise<void>;
  /** For 'exit' handlers, which must be synchronous. */
  killSync(): void;
}

/**
 * Starts a private MariaDB server in a temp folder on a free 127.0.0.1 port, with a password user and
 * an empty test database. Only this process's server is stopped afterwards, by its pid.
 */
export async function startMariaDb(): Promise<MariaDbServer> {
  const installDb = INSTALL_DB_CANDIDATES.find((file) => existsSync(file));
  if (!existsSync(MARIADBD) || !installDb) {
    // Tests must never skip silently when the engine is missing: a green run would then prove nothing.
    throw new Error(
      `MariaDB server binaries (${MARIADBD}, mariadb-install-db) were not found. ` +
        'Run .ci/run, or install them with `apt-get install mariadb-server`, ' +
        'or set LOUPE_TEST_MYSQL_URL to an existing test database.',
    );
  }
  const baseDir = await mkdtemp(path.join(tmpdir(), 'loupe-mariadb-'));
  const dataDir = path.join(baseDir, 'data');
  const socket = path.join(baseDir, 'mysqld.sock');
  const logFile = path.join(baseDir, 'error.log');
  const root = process.getuid?.() === 0;
  try {
    // mariadbd refuses to run as root, so under root it switches to the mysql user, who must own the folder.
    if (root) await chownToMysql(baseDir);
    const userArgs = root ? ['--user=mysql'] : [];
    await run(installDb, [
      '--no-defaults',
      ...userArgs,
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
    let lastError: unknown;
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      const port = await freePort();
      const child = spawn(
        MARIADBD,
        [
          '--no-defaults',
          ...userArgs,
          `--datadir=${dataDir}`,
          `--socket=${socket}`,
          `--pid-file=${path.join(baseDir, 'mysqld.pid')}`,
          '--bind-address=127.0.0.1',
          `--port=${port}`,
          `--log-error=${logFile}`,
          '--skip-name-resolve',
          '--innodb-flush-log-at-trx-commit=0',
        ],
        { stdio: 'ignore' },
      );
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await waitUntilReady(socket, exited);
        await createUserAndDatabase(socket);
        const pid = child.pid!;
        return {
          url: `mysql://${MARIADB_TEST_USER}:${MARIADB_TEST_PASSWORD}@127.0.0.1:${port}/${MARIADB_TEST_DATABASE}`,
          stop: async () => {
            await shutdown(socket, pid, exited);
            await rm(baseDir, { recursive: true, force: true });
          },
          killSync: () => {
            killQuietly(pid, 'SIGKILL');
            rmSync(baseDir, { recursive: true, force: true });
          },
        };
      } catch (error) {
        lastError = error;
        killQuietly(child.pid, 'SIGKILL');
        await exited;
      }
    }
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    throw new Error(`Could not start the test MariaDB server: ${String(lastError)}\n${log}`);
  } catch (error) {
    await rm(baseDir, { recursive: true, force: true });
    throw error;
  }
}

async function chownToMysql(dir: string): Promise<void> {
  const { stdout: uid } = await run('id', ['-u', 'mysql']);
  const { stdout: gid } = await run('id', ['-g', 'mysql']);
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

async function rootConnection(socket: string): Promise<mysql.Connection> {
  return mysql.createConnection({ socketPath: socket, user: 'root' });
}

/** The server answers on its socket only once it is ready; an exit before that is a failed start. */
async function waitUntilReady(socket: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error('mariadbd exited during startup');
    try {
      const connection = await rootConnection(socket);
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function createUserAndDatabase(socket: string): Promise<void> {
  const connection = await rootConnection(socket);
  try {
    // Anonymous users would shadow a password login over 127.0.0.1; the account exists for both hosts.
    await connection.query("DELETE FROM mysql.global_priv WHERE User = ''");
    await connection.query('FLUSH PRIVILEGES');
    await connection.query(`CREATE DATABASE ${MARIADB_TEST_DATABASE}`);
    for (const host of ['localhost', '%']) {
      await connection.query(`CREATE USER '${MARIADB_TEST_USER}'@'${host}' IDENTIFIED BY ?`, [
        MARIADB_TEST_PASSWORD,
      ]);
      // Tests create one database each (like the PostgreSQL helper), so the user may create databases.
      await connection.query(`GRANT ALL PRIVILEGES ON *.* TO '${MARIADB_TEST_USER}'@'${host}'`);
    }
  } finally {
    await connection.end();
  }
}

async function shutdown(socket: string, pid: number, exited: Promise<void>): Promise<void> {
  try {
    const connection = await rootConnection(socket);
    await connection.query('SHUTDOWN');
    await connection.end().catch(() => undefined);
  } catch {
    killQuietly(pid, 'SIGTERM');
  }
  const timer = setTimeout(() => killQuietly(pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

function killQuietly(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
