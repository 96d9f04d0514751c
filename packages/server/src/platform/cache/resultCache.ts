/**
 * Where computed results (chart data) wait to be served again, Superset's DATA_CACHE_CONFIG. Values
 * are JSON-shaped: Redis stores them as JSON, so a value read back is what JSON.parse gives (big
 * integers as exact strings, dates as ISO strings). The in-process cache hands back the very object it
 * was given, so callers must never mutate a cached value.
 *
 * A cache is an optimisation, never a point of failure: a backend that cannot be reached reports to
 * its error listener and reads as a miss; writes that fail are dropped.
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

/** Engines may hand back bigint values; JSON has no such type, so they are kept exact as strings. */
export function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
