import type { Piscina } from 'piscina';
import { workerFile } from './workerFile.js';

/**
 * The server's one pool of worker threads for CPU-heavy work over large results (DESIGN.md
 * "Performance rules"): XLSX building today. Threads start on first use, not at start-up, and idle
 * ones end after a while; `close()` (the app's onClose) ends them all.
 */
export class WorkerPool {
  private pool: Promise<Piscina> | undefined;
  private closed = false;

  constructor(private readonly threads: number) {}

  private piscina(): Promise<Piscina> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    // piscina itself loads with the first task too.
    this.pool ??= Promise.all([workerFile('xlsxWorker'), import('piscina')]).then(
      ([filename, { Piscina }]) =>
        new Piscina({ filename, minThreads: 0, maxThreads: this.threads, idleTimeout: 30_000 }),
    );
    return this.pool;
  }

  /** Runs the named task of the worker module; ports in `transferList` move to the worker. */
  async run<R>(name: string, task: unknown, transferList?: readonly unknown[]): Promise<R> {
    const pool = await this.piscina();
    return (await pool.run(task, { name, transferList: transferList as never })) as R;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    if (pool) await (await pool).destroy();
  }
}
