import { parseDatabaseExtra } from '@loupe/core';
import fastq, { type queueAsPromised } from 'fastq';
import { abortError } from './cache/abortError.js';

/** Queries one database runs at once when its `extra` sets no `max_concurrent_queries`. */
export const DEFAULT_MAX_CONCURRENT_QUERIES = 10;

type Task = () => Promise<unknown>;

/** What the limiter reads of a saved database (a `dbs` row). */
export interface LimitedDatabase {
  id: number;
  extra: string | null;
}

/** The database's cap on concurrent queries: `extra.max_concurrent_queries` or the default. */
export function maxConcurrentQueriesOf(row: LimitedDatabase): number {
  const extra = parseDatabaseExtra(row.extra);
  const cap = typeof extra === 'string' ? undefined : extra.max_concurrent_queries;
  return typeof cap === 'number' && Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_MAX_CONCURRENT_QUERIES;
}

/**
 * Caps the queries each database runs at once (SQL Lab runs and chart queries), so one busy user or
 * dashboard cannot take every connection of a shared warehouse; queries beyond the cap wait in the
 * order they came (a fastq queue per database).
 */
export class DatabaseLimiter {
  private readonly queues = new Map<number, queueAsPromised<Task, unknown>>();

  /**
   * Runs `task` once fewer than the database's cap of queries are running on it. A caller whose
   * `signal` aborts while it waits gets an AbortError at once, and its task never runs: its turn in
   * the queue passes without holding a slot. Once the task runs, stopping it is the task's business
   * (it holds the slot until the engine query really ends).
   */
  async run<T>(database: LimitedDatabase, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw abortError(signal);
    const cap = maxConcurrentQueriesOf(database);
    let queue = this.queues.get(database.id);
    if (!queue) {
      queue = fastq.promise((job: Task) => job(), cap);
      this.queues.set(database.id, queue);
    }
    // An edited database applies its new cap to the next queries without dropping waiting ones.
    queue.concurrency = cap;
    if (!signal) return (await queue.push(task)) as T;
    const waiting = signal;
    return new Promise<T>((resolve, reject) => {
      const leave = (): void => reject(abortError(waiting));
      waiting.addEventListener('abort', leave, { once: true });
      const job = (): Promise<unknown> => {
        if (waiting.aborted) return Promise.resolve();
        waiting.removeEventListener('abort', leave);
        // The job settles either way, so the queue's own promise never rejects unheard.
        return Promise.resolve().then(task).then(resolve, reject);
      };
      void queue.push(job);
    });
  }

  /** Queries of the database running now and waiting for a slot (what tests and diagnostics observe). */
  load(databaseId: number): { running: number; waiting: number } {
    const queue = this.queues.get(databaseId);
    return { running: queue?.running() ?? 0, waiting: queue?.length() ?? 0 };
  }
}
