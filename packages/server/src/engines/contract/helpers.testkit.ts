import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A TCP port on 127.0.0.1 that nothing listens on (bound, then released). */
export function closedPort(): Promise<number> {
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

/** A copy of a URL with some parts replaced. */
export function withUrl(
  url: string,
  change: { password?: string; host?: string; port?: number; database?: string },
): string {
  const next = new URL(url);
  if (change.password !== undefined) next.password = encodeURIComponent(change.password);
  if (change.host !== undefined) next.hostname = change.host;
  if (change.port !== undefined) next.port = String(change.port);
  if (change.database !== undefined) next.pathname = `/${change.database}`;
  return next.toString();
}

/**
 * Whether this process is burning CPU: an in-process engine (DuckDB) still running a cancelled
 * query would use at least one core for the whole sample.
 */
export async function processIsBusy(sampleMs = 500): Promise<boolean> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 > sampleMs * 0.6;
}

/** Child processes of this process that are running on a CPU (ps state R). */
export async function runningChildren(): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,stat=,comm=', '--ppid', String(process.pid)]).catch(() => ({
    stdout: '',
  }));
  // ps itself is one of our children, and running while it looks.
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d+\s+R/.test(line) && !/\sps$/.test(line));
}
