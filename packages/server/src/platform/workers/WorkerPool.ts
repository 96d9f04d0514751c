import type { Piscina } from 'piscina';
import { lazyRequire } from '../lazyRequire.js';
import { workerFile } from './workerFile.js';

// piscina loads with the first task, not at start-up.
const piscina = lazyRequire<typeof import('piscina')>('piscina');

/** The worker modules of this folder and the tasks each exports. */
export type WorkerModule = 'xlsxWorker' | 'postProcessWorker';

/**
 * The server's one pool of worker threads for CPU-heavy work over large results (DESIGN.md
 * "Performance rules"): XLSX building and large post-processing. Threads start on first use, not at
 * start-up, and idle ones end after a while; `close()` (the app's onClose) ends them all.
 */
export class WorkerPool {
  private pool: Piscina | undefined;
  private readonly files = new Map<WorkerModule, Promise<string>>();
  private closed = false;

  constructor(private readonly threads: number) {}

  /** Runs task `name` of a worker module; ports in `transferList` move to the worker. */
  async run<R>(
    module: WorkerModule,
    name: string,
    task: unknown,
    transferList?: readonly unknown[],
  ): Promise<R> {
    if (this.closed) throw new Error('The worker pool is closed');
    let file = this.files.get(module);
    if (!file) {
      file = workerFile(module);
      this.files.set(module, file);
    }
    const filename = await file;
    // Any thread runs any module: the file is named per task.
    // An XLSX task mostly waits for rows or for its client: a thread takes a few at once, so one slow
    // download does not hold a thread that post-processing needs.
    this.pool ??= new (piscina().Piscina)({
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 30_000,
      concurrentTasksPerWorker: 4,
    });
    return (await this.pool.run(task, { filename, name, transferList: transferList as never })) as R;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
