import { parseDatabaseExtra } from '@loupe/core';
import fastq, { type queueAsPromised } from 'fastq';
import type { DatabaseRow } from '../databases/DatabaseRepository.js';

/** SQL Lab queries one database runs at once when its `extra` sets no `max_concurrent_queries`. */
export const DEFAULT_MAX_CONCURRENT_QUERIES = 10;

type Task = () => Promise<unknown>;

/** The database's cap on concurrent SQL Lab queries: `extra.max_concurrent_queries` or the default. */
export function maxConcurrentQueriesOf(row: DatabaseRow): number {
  const extra = parseDatabaseExtra(row.extra);
  const cap = typeof extra === 'string' ? undefined : extra.max_concurrent_queries;
  return typeof cap === 'number' && Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_MAX_CONCURRENT_QUERIES;
}

/**
 * Caps the SQL Lab queries each database runs at once, so one busy user cannot take every connection
 * of a shared warehouse; queries beyond the cap wait in the order they came (a fastq queue per database).
 */
export class DatabaseLimiter {
  private readonly queues = new Map<number, queueAsPromised<Task, unknown>>();

  /** Runs `task` once fewer than the database's cap of queries are running on it. */
  async run<T>(database: DatabaseRow, task: () => Promise<T>): Promise<T> {
    const cap = maxConcurrentQueriesOf(database);
    let queue = this.queues.get(database.id);
    if (!queue) {
      queue = fastq.promise((job: Task) => job(), cap);
      this.queues.set(database.id, queue);
    }
    // An edited database applies its new cap to the next queries without dropping waiting ones.
    queue.concurrency = cap;
    return (await queue.push(task)) as T;
  }
}
