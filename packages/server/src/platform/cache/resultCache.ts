/**
 * The one TTL key/value store for results computed once and read again: chart data (Superset's
 * DATA_CACHE_CONFIG) and SQL Lab's async results (its RESULTS_BACKEND) are each one of these, in
 * process (`MemoryResultCache`, bounded in bytes) or in Redis (`RedisResultCache`), under their own
 * key namespace.
 *
 * Values are JSON-shaped. Redis stores them as `encodeCacheValue` writes them, so a value read back is
 * what JSON.parse gives (big integers as exact strings, dates as ISO strings). The in-process cache
 * hands back the very object it was given (no parse on a hit), so callers must never mutate a cached
 * value.
 *
 * A cache is an optimisation, never a point of failure: a backend that cannot be reached reports to
 * its error listener and reads as a miss; writes that fail are dropped and reported, never thrown.
 */
export interface ResultCache {
  /** The stored value, or undefined when it is missing, expired, evicted or unreadable. */
  get(key: string): Promise<unknown>;
  /**
   * Stores `value` for `ttlSeconds`; 0 keeps it until evicted (flask-caching's "no timeout") and a
   * negative TTL stores nothing (Superset's CACHE_DISABLED_TIMEOUT, -1).
   */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Key namespaces: in Redis each use's keys live under its own prefix, so chart data and SQL Lab
 * results never read each other's entries and each can be inspected or flushed on its own.
 */
export const CACHE_NAMESPACES = {
  chartData: 'loupe:chart:',
  sqlLabResults: 'loupe:sqllab:results:',
  /** Dashboard screenshots and thumbnails drawn in Chromium, and their tasks' status. */
  screenshots: 'loupe:screenshot:',
} as const;

export type CacheNamespace = (typeof CACHE_NAMESPACES)[keyof typeof CACHE_NAMESPACES];

/**
 * Engines may hand back bigint values; JSON has no such type, so they are kept exact as strings.
 * (Dates need nothing here: JSON.stringify has already turned them into ISO strings by their toJSON.)
 */
export function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * A value as the cache stores it (Redis) or counts it (the in-process byte bound): JSON, by the one
 * replacer above. Undefined for what JSON cannot hold at the top level (undefined, a function).
 */
export function encodeCacheValue(value: unknown): string | undefined {
  return JSON.stringify(value, jsonReplacer) as string | undefined;
}
