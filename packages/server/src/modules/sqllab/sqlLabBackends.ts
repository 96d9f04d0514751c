import { createResultCache } from '../../platform/cache/createResultCache.js';
import { CACHE_NAMESPACES, type ResultCache } from '../../platform/cache/resultCache.js';
import { BullMqJobs } from './jobs/bullmqJobs.js';
import { InProcessJobs, type SqlLabJobs } from './jobs/sqlLabJobs.js';

/**
 * In process by default; with a Redis URL, results in Redis (read by key from any node) and async
 * runs on BullMQ workers. The results backend is the platform's result cache under its own namespace
 * and byte budget, with the same failure rules as chart data's.
 */
export function createSqlLabBackends(
  options: { redisUrl: string | undefined; resultsMaxBytes: number },
  onError: (error: Error) => void,
): {
  results: ResultCache;
  jobs: SqlLabJobs;
} {
  const results = createResultCache(
    {
      redisUrl: options.redisUrl,
      maxBytes: options.resultsMaxBytes,
      namespace: CACHE_NAMESPACES.sqlLabResults,
    },
    onError,
  );
  const jobs = options.redisUrl ? new BullMqJobs(options.redisUrl, onError) : new InProcessJobs();
  return { results, jobs };
}
