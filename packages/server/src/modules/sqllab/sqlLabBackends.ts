import { BullMqJobs } from './jobs/bullmqJobs.js';
import { InProcessJobs, type SqlLabJobs } from './jobs/sqlLabJobs.js';
import { RedisResultsBackend } from './redisResultsBackend.js';
import { InProcessResultsBackend, type ResultsBackend } from './resultsBackend.js';

/** Async results wait a day, as Superset's default results backend keeps them. */
const RESULTS_TTL_MS = 24 * 3600 * 1000;

/** In process by default; with a Redis URL, results in Redis and async runs on BullMQ workers. */
export function createSqlLabBackends(
  redisUrl: string | undefined,
  onError: (error: Error) => void,
): {
  results: ResultsBackend;
  jobs: SqlLabJobs;
} {
  if (!redisUrl) {
    return {
      results: new InProcessResultsBackend({ ttlMs: RESULTS_TTL_MS, maxEntries: 500 }),
      jobs: new InProcessJobs(),
    };
  }
  return {
    results: new RedisResultsBackend(redisUrl, RESULTS_TTL_MS, onError),
    jobs: new BullMqJobs(redisUrl, onError),
  };
}
