import { LRUCache } from 'lru-cache';
import { jsonReplacer, type ResultCache } from './resultCache.js';

/** An entry's value, wrapped because lru-cache only holds objects and a value may be a string or number. */
interface Slot {
  value: unknown;
}

/**
 * Results in process memory: least recently used entries go first once the total size passes
 * `maxBytes`, and each entry expires after its own TTL. An entry's size is its JSON length, an
 * estimate of what it holds that costs one serialisation per write and none per read.
 */
export class MemoryResultCache implements ResultCache {
  private readonly cache: LRUCache<string, Slot>;

  constructor(options: { maxBytes: number }) {
    // maxEntrySize defaults to maxSize: a value larger than the whole cache is not stored at all.
    this.cache = new LRUCache<string, Slot>({ maxSize: options.maxBytes });
  }

  async get(key: string): Promise<unknown> {
    return this.cache.get(key)?.value;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds < 0) return;
    // JSON.stringify gives undefined for undefined, functions and symbols; they still take a slot.
    const size = Math.max(1, (JSON.stringify(value, jsonReplacer) ?? '').length);
    this.cache.set(key, { value }, { size, ttl: ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.cache.delete(key);
  }

  async close(): Promise<void> {
    this.cache.clear();
  }
}
