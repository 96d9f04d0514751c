import { MemoryResultCache } from './memoryResultCache.js';
import { RedisResultCache } from './redisResultCache.js';
import type { ResultCache } from './resultCache.js';

/** In process by default; with a Redis URL (`LOUPE_REDIS_URL`), one cache shared by every node. */
export function createResultCache(
  options: { redisUrl: string | undefined; maxBytes: number },
  onError: (error: Error) => void,
): ResultCache {
  if (!options.redisUrl) return new MemoryResultCache({ maxBytes: options.maxBytes });
  return new RedisResultCache(options.redisUrl, onError);
}
