import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../../../platform/lazyRequire.js';
import {
  ASYNC_CONCURRENCY,
  type AsyncJobData,
  type JobHandler,
  type SqlLabJobs,
  type StopHandler,
} from './sqlLabJobs.js';

const QUEUE_NAME = 'loupe-sqllab';
const STOP_CHANNEL = 'loupe:sqllab:stop';

// bullmq and ioredis load when a Redis URL is configured and the jobs are created, not at every start.
const bullmq = lazyRequire<typeof import('bullmq')>('bullmq');
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

/** BullMQ needs connections that retry commands forever (its blocking reads wait on them). */
function connect(url: string): Redis {
  return new (ioredis().Redis)(url, { maxRetriesPerRequest: null });
}

/**
 * Async runs on a BullMQ queue in Redis: any node's worker may take a job, so web nodes stay
 * stateless. Stops go out on a pub/sub channel every node listens to; the node running the query
 * aborts it.
 */
export class BullMqJobs implements SqlLabJobs {
  private readonly queueConnection: Redis;
  private readonly workerConnection: Redis;
  private readonly subscriber: Redis;
  private readonly queue: Queue<AsyncJobData>;
  private worker: Worker<AsyncJobData> | undefined;

  /** `onError` hears what Redis, the queue and the worker report; an 'error' event no one hears would crash the process. */
  constructor(
    url: string,
    private readonly onError: (error: Error) => void,
  ) {
    this.queueConnection = connect(url);
    this.workerConnection = connect(url);
    this.subscriber = connect(url);
    for (const connection of [this.queueConnection, this.workerConnection, this.subscriber])
      connection.on('error', onError);
    this.queue = new (bullmq().Queue)<AsyncJobData>(QUEUE_NAME, { connection: this.queueConnection });
    this.queue.on('error', onError);
  }

  start(handler: JobHandler, onStop: StopHandler): void {
    this.worker = new (bullmq().Worker)<AsyncJobData>(QUEUE_NAME, (job) => handler(job.data), {
      connection: this.workerConnection,
      concurrency: ASYNC_CONCURRENCY,
    });
    this.worker.on('error', this.onError);
    this.subscriber.on('message', (_channel: string, clientId: string) => onStop(clientId));
    this.subscriber.subscribe(STOP_CHANNEL).catch(this.onError);
  }

  async submit(job: AsyncJobData): Promise<void> {
    // Outcomes live on the query row and in the results backend, so Redis keeps no finished jobs.
    await this.queue.add('run', job, { removeOnComplete: true, removeOnFail: true });
  }

  async stop(clientId: string): Promise<void> {
    await this.queueConnection.publish(STOP_CHANNEL, clientId);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection, this.workerConnection, this.subscriber].map((c) => c.quit()));
  }
}
