import { LRUCache } from 'lru-cache';
import { cacheKey } from '../../platform/cache/cacheKey.js';

/** Answers kept; each is one serialized chart-data response of a few kilobytes. */
const MAX_ANSWERS = 5000;

/**
 * Serialized answers to chart-data requests that were served wholly from the result cache, by user
 * and request body: a dashboard's repeat requests skip loading the dataset, compiling and reading
 * the cache. Kept briefly (the auth cache's few seconds, never past the cached result's own
 * timeout) and dropped whenever anything changes on this node (any successful write) or a user's
 * permissions change, so a new dataset definition or grant applies at once here and within those
 * seconds on other nodes.
 */
export class ChartDataMemo {
  private readonly answers: LRUCache<string, string>;
  /** Bumped by every clear, so an answer computed across a change is not kept after it. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {
    this.answers = new LRUCache<string, string>({ max: MAX_ANSWERS, ttl: Math.max(ttlMs, 1) });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  keyOf(userId: number, body: unknown): string {
    return cacheKey({ user: userId, body });
  }

  get(key: string): string | undefined {
    return this.enabled ? this.answers.get(key) : undefined;
  }

  /** Where an answer being computed now started; `set` drops it if anything changed since. */
  mark(): number {
    return this.generation;
  }

  /** Keeps an answer for at most `maxMs` (the shortest time its cached results stay valid). */
  set(key: string, answer: string, maxMs: number, startedAt: number): void {
    if (!this.enabled || maxMs <= 0 || startedAt !== this.generation) return;
    this.answers.set(key, answer, { ttl: Math.min(this.ttlMs, maxMs) });
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }
}
