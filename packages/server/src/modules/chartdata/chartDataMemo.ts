import { LRUCache } from 'lru-cache';
import type { ChartDataJson, ChartDataOutcome } from './ChartDataService.js';

/** Answers kept, and the characters of keys and answers together (a few kilobytes each, typically). */
const MAX_ANSWERS = 5000;
const MAX_CHARS = 32 * 1024 * 1024;
/** Larger request bodies are not kept as keys: a dashboard's chart requests are a few kilobytes. */
const MAX_BODY_CHARS = 64 * 1024;

/** A chart-data answer through the memo: the service's outcome, or an answer's JSON text. */
export type MemoisedOutcome = ChartDataOutcome | { kind: 'text'; body: string; fromMemo: boolean };

/** What the memo knows a chart-data request by. */
export interface MemoRequest {
  userId: number;
  /** The request's JSON text as sent (undefined: not kept). */
  text: string | undefined;
  /** Superset's `force`: the memo is neither read nor written. */
  force: boolean;
}

/** How long every result of a JSON answer stays in the cache (ms), or null when one was computed now. */
function cachedFor(body: ChartDataJson): number | null {
  let ttlMs = Infinity;
  for (const result of body.result) {
    if (result.is_cached !== true) return null;
    const timeout = result.cache_timeout;
    if (typeof timeout === 'number' && timeout > 0) ttlMs = Math.min(ttlMs, timeout * 1000);
  }
  return ttlMs;
}

/**
 * Serialized answers to chart-data requests that were served wholly from the result cache, by user
 * and the request body's text as sent (a dashboard repeats its requests byte for byte): a dashboard's repeat requests skip loading the dataset, compiling and reading
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
    this.answers = new LRUCache<string, string>({
      max: MAX_ANSWERS,
      maxSize: MAX_CHARS,
      sizeCalculation: (answer, key) => answer.length + key.length,
      ttl: Math.max(ttlMs, 1),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * A chart-data request answered through the memo (`POST /api/v1/chart/data` and each entry of the
   * batch): a repeat of an answer kept for this user and text is that answer's text, as it was;
   * otherwise `compute` answers, and a JSON answer served wholly from the result cache is kept and
   * handed back as the text kept.
   */
  async answer(request: MemoRequest, compute: () => Promise<ChartDataOutcome>): Promise<MemoisedOutcome> {
    const key =
      request.force || !this.enabled || request.text === undefined
        ? undefined
        : this.keyOf(request.userId, request.text);
    const kept = key === undefined ? undefined : this.get(key);
    if (kept !== undefined) return { kind: 'text', body: kept, fromMemo: true };
    const startedAt = this.mark();
    const outcome = await compute();
    if (outcome.kind !== 'json' || key === undefined) return outcome;
    const ttlMs = cachedFor(outcome.body);
    if (ttlMs === null) return outcome;
    const text = JSON.stringify(outcome.body);
    this.set(key, text, ttlMs, startedAt);
    return { kind: 'text', body: text, fromMemo: false };
  }

  /** The key of a request, or undefined when its body is too large to keep as one. */
  keyOf(userId: number, rawBody: string): string | undefined {
    return rawBody.length > MAX_BODY_CHARS ? undefined : `${userId}\n${rawBody}`;
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
    if (!this.enabled || maxMs <= 0 || startedAt !== this.generation || answer.length > MAX_CHARS / 8) return;
    this.answers.set(key, answer, { ttl: Math.min(this.ttlMs, maxMs) });
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }
}
