import { LRUCache } from 'lru-cache';

/**
 * Where async SQL Lab results wait for the client (Superset's RESULTS_BACKEND). The in-process
 * cache is the embedded default; a Redis implementation can replace it behind this interface.
 */
export interface ResultsBackend {
  set(key: string, payload: object): Promise<void>;
  /** The stored payload, or undefined once it expired or was evicted. */
  get(key: string): Promise<object | undefined>;
  close(): Promise<void>;
}

/** Results kept in process memory for a while (lru-cache with a TTL and a size bound). */
export class InProcessResultsBackend implements ResultsBackend {
  private readonly cache: LRUCache<string, object>;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.cache = new LRUCache<string, object>({ max: options.maxEntries, ttl: options.ttlMs });
  }

  async set(key: string, payload: object): Promise<void> {
    this.cache.set(key, payload);
  }

  async get(key: string): Promise<object | undefined> {
    return this.cache.get(key);
  }

  async close(): Promise<void> {
    this.cache.clear();
  }
}
