import { LRUCache } from 'lru-cache';
import { encodeCacheValue, type ResultCache } from './resultCache.js';

/** An entry's value, wrapped because lru-cache only holds objects and a value may be a string or number. */
interface Slot {
  value: unknown;
}

export interface MemoryResultCacheOptions {
  /** The byte budget: the UTF-8 size of every entry's JSON together. */
  maxBytes: number;
  /** Told when a value is not kept because it alone is larger than the budget. */
  onError?: (error: Error) => void;
  /** The clock TTLs are measured on, in ms; tests pass their own instead of waiting. */
  now?: () => number;
}

/**
 * Results in process memory: least recently used entries go first once the total size passes
 * `maxBytes`, and each entry expires after its own TTL. An entry's size is the UTF-8 length of its
 * JSON (what Redis would hold), an estimate of what it takes that costs one serialisation per write
 * and none per read.
 */
export class MemoryResultCache implements ResultCache {
  private readonly cache: LRUCache<string, Slot>;

  constructor(private readonly options: MemoryResultCacheOptions) {
    const now = options.now;
    // maxEntrySize defaults to maxSize: a value larger than the whole cache is not stored at all.
    this.cache = new LRUCache<string, Slot>({
      maxSize: options.maxBytes,
      // lru-cache otherwise keeps a read of the clock for 1 ms of real time, which an injected clock
      // that jumps ahead would not see.
      ...(now && { perf: { now }, ttlResolution: 0 }),
    });
  }

  async get(key: string): Promise<unknown> {
    return this.cache.get(key)?.value;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds < 0) return;
    // undefined, functions and symbols have no JSON; they still take a byte.
    const size = Math.max(1, Buffer.byteLength(encodeCacheValue(value) ?? ''));
    if (size > this.options.maxBytes) {
      // Not kept; neither is an older value under the key, which would now be stale.
      this.cache.delete(key);
      this.options.onError?.(
        new Error(
          `a value of ${size} bytes is larger than the whole cache (${this.options.maxBytes}); not kept`,
        ),
      );
      return;
    }
    this.cache.set(key, { value }, { size, ttl: ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.cache.delete(key);
  }

  async close(): Promise<void> {
    this.cache.clear();
  }
}
