import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

const REDIS_SERVER = '/usr/bin/redis-server';
const START_ATTEMPTS = 3;
const READY_TIMEOUT_MS = 10_000;

export interface RedisTestServer {
  url: string;
  stop(): Promise<void>;
  /** For a process 'exit' handler, which must be synchronous. */
  killSync(): void;
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

/** Pings until the server answers, or fails once it exited or the time is up. */
async function waitUntilReady(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error('redis-server exited while starting');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    // A refused connection is expected while the server starts; connect() reports it below.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    } finally {
      client.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A private redis-server for one test run on a free port, in the foreground so the run owns its
 * process, with persistence off: tests never leave data on disk or touch a system instance.
 */
export async function startRedis(): Promise<RedisTestServer> {
  if (!existsSync(REDIS_SERVER)) {
    // Tests must never skip silently when Redis is missing: a green run would then prove nothing.
    throw new Error(
      `${REDIS_SERVER} was not found. Run .ci/run, or install it with \`apt-get install redis-server\`, ` +
        'or set LOUPE_TEST_REDIS_URL to an existing Redis.',
    );
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const port = await freePort();
    const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'];
    const child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `redis://127.0.0.1:${port}`;
    try {
      await waitUntilReady(url, exited);
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
        killSync: () => {
          child.kill('SIGKILL');
        },
      };
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      await exited;
    }
  }
  throw new Error(`Could not start the test redis-server: ${String(lastError)}`);
}
