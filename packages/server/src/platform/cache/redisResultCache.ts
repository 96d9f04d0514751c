import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazyRequire.js';
import { encodeCacheValue, type CacheNamespace, type ResultCache } from './resultCache.js';

/**
 * A slow or unreachable Redis must cost a request little: a command gives up after one reconnection
 * attempt (ioredis would otherwise retry 20 times, many seconds) or after this long.
 */
const COMMAND_TIMEOUT_MS = 2000;

// ioredis loads when a Redis URL is configured and the cache is made, not at every start.
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

/**
 * Results in Redis as JSON with a TTL under `namespace`, shared by every server process (one node
 * reads what another stored). Every failure (connection, timeout, a value that does not parse) goes
 * to `onError` and reads as a miss or drops the write, so a Redis outage slows charts down to their
 * engines' pace and costs SQL Lab its stored results, but never fails a request.
 */
export class RedisResultCache implements ResultCache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly namespace: CacheNamespace,
    private readonly onError: (error: Error) => void,
  ) {
    this.redis = new (ioredis().Redis)(url, { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
    // Without an 'error' listener, a connection error is an unhandled 'error' event that ends the process.
    this.redis.on('error', onError);
  }

  /** While ioredis is reconnecting Redis is known to be down: answer at once instead of queueing. */
  private get reachable(): boolean {
    return this.redis.status !== 'reconnecting';
  }

  async get(key: string): Promise<unknown> {
    if (!this.reachable) return undefined;
    try {
      const raw = await this.redis.get(this.namespace + key);
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch (error) {
      this.onError(error as Error);
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const json = encodeCacheValue(value);
    // Nothing to store for a negative TTL (caching disabled) or a value JSON cannot hold (undefined).
    if (ttlSeconds < 0 || json === undefined || !this.reachable) return;
    try {
      if (ttlSeconds === 0) await this.redis.set(this.namespace + key, json);
      else await this.redis.set(this.namespace + key, json, 'PX', Math.max(1, Math.round(ttlSeconds * 1000)));
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async delete(key: string): Promise<void> {
    if (!this.reachable) return;
    try {
      await this.redis.del(this.namespace + key);
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async close(): Promise<void> {
    // quit() waits for a reply a Redis that is down never sends; disconnect() does not.
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
