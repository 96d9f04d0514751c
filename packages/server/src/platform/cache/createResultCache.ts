import { MemoryResultCache } from './memoryResultCache.js';
import { RedisResultCache } from './redisResultCache.js';
import type { CacheNamespace, ResultCache } from './resultCache.js';

/**
 * In process by default, bounded by `maxBytes`; with a Redis URL (`LOUPE_REDIS_URL`), one cache
 * shared by every node under `namespace` (Redis' own maxmemory policy bounds it there).
 */
export function createResultCache(
  options: { redisUrl: string | undefined; maxBytes: number; namespace: CacheNamespace },
  onError: (error: Error) => void,
): ResultCache {
  if (!options.redisUrl) return new MemoryResultCache({ maxBytes: options.maxBytes, onError });
  return new RedisResultCache(options.redisUrl, options.namespace, onError);
}
