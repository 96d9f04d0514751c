import fastq, { type queueAsPromised } from 'fastq';
import type { RowLimit } from '../../../sql/limits.js';
import type { ParsedStatement } from '../../../sql/statements.js';

/** Async runs executing at once on one node; the rest wait in the queue. */
export const ASYNC_CONCURRENCY = 4;

/**
 * An async SQL Lab run as it travels to a worker: plain JSON, since with Redis the worker may be on
 * another node, which looks the database up again and opens its own engine connection.
 */
export interface AsyncJobData {
  queryId: number;
  clientId: string;
  databaseId: number;
  statements: ParsedStatement[];
  limit: RowLimit;
  timeoutMs: number;
  resultsKey: string;
}

export type JobHandler = (job: AsyncJobData) => Promise<void>;
/** Aborts the run of this client id if it runs on this node. */
export type StopHandler = (clientId: string) => void;

/**
 * Where async SQL Lab runs wait and how stop requests reach the node running them: in process by
 * default, a BullMQ queue with a Redis pub/sub stop channel when LOUPE_REDIS_URL is set.
 */
export interface SqlLabJobs {
  /** Starts taking jobs; called once by the service that runs them. */
  start(handler: JobHandler, onStop: StopHandler): void;
  submit(job: AsyncJobData): Promise<void>;
  /** Asks every node to abort the run of this client id. */
  stop(clientId: string): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: a fastq queue in this process; stops reach only this process. */
export class InProcessJobs implements SqlLabJobs {
  private queue: queueAsPromised<AsyncJobData, void> | undefined;
  private onStop: StopHandler = () => undefined;

  start(handler: JobHandler, onStop: StopHandler): void {
    this.queue = fastq.promise(handler, ASYNC_CONCURRENCY);
    this.onStop = onStop;
  }

  async submit(job: AsyncJobData): Promise<void> {
    if (!this.queue) throw new Error('The SQL Lab job queue was not started.');
    void this.queue.push(job);
  }

  async stop(clientId: string): Promise<void> {
    this.onStop(clientId);
  }

  async close(): Promise<void> {
    this.queue?.kill();
  }
}
