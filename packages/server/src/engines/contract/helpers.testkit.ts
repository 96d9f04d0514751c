import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
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

/** Scheduler state (R running or runnable, S sleeping, ...) of each thread of this process but the main one. */
async function threadStates(): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for (const tid of await readdir('/proc/self/task')) {
    if (tid === String(process.pid)) continue;
    // A thread that ended between listing and reading is simply not there any more.
    const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8').catch(() => null);
    // The state follows the command name, which is in parentheses and may itself hold spaces.
    if (stat !== null) states.set(tid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]!);
  }
  return states;
}

/**
 * Threads of this process, other than the JavaScript main thread, that stayed running or runnable
 * (state R) through a sample of `samples` looks: an in-process engine (DuckDB) working on a query
 * keeps its thread in R however loaded the machine is, while idle threads sleep. Reads /proc, so it
 * throws where there is none rather than answering "nothing running".
 */
export async function busyThreads(samples = 10, intervalMs = 25): Promise<string[]> {
  let busy = [...(await threadStates())].filter(([, state]) => state === 'R').map(([tid]) => tid);
  for (let look = 1; look < samples && busy.length > 0; look++) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const states = await threadStates();
    busy = busy.filter((tid) => states.get(tid) === 'R');
  }
  return busy;
}

/**
 * Child processes of this process that are running on a CPU (ps state R). A missing or failing `ps`
 * throws: an empty answer would make "no query left running" pass without looking.
 */
export async function runningChildren(ps = 'ps'): Promise<string[]> {
  const { stdout } = await run(ps, ['-o', 'pid=,stat=,comm=', '--ppid', String(process.pid)]);
  // ps itself is one of our children, and running while it looks.
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\d+\s+R/.test(line) && !/\sps$/.test(line));
}
