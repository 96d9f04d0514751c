import type { ResultCache } from './resultCache.js';
import { SharedRuns } from './sharedRuns.js';

export interface CachedRunRequest {
  /** From `cacheKey(...)`: everything the result depends on. */
  key: string;
  /** From `resolveCacheTimeout`: seconds to keep the result, 0 for no expiry, -1 to skip the cache. */
  ttlSeconds: number;
  /** Bypass the cache read (Superset's `force`); the result still joins an identical run and is stored. */
  force?: boolean;
  /** When this caller is the last to leave the run, how long it lingers before it is cancelled (SharedRuns). */
  lingerMs?: number;
}

export interface CachedRunResult<T> {
  value: T;
  /** True when the value came from the cache rather than from a computation this call waited for. */
  isCached: boolean;
  /** When a cached value was stored, as Superset's `cached_dttm` (UTC, seconds, no zone); null otherwise. */
  cachedAt: string | null;
  /** True when the value came from an identical computation another caller had started. */
  joined: boolean;
}

/** What the cache holds per key: the value and when it was computed. */
interface Stored<T> {
  value: T;
  cachedAt: string;
}

/** Superset's cache timestamp: `datetime.utcnow().isoformat().split(".")[0]`. */
function utcNowSeconds(): string {
  return new Date().toISOString().slice(0, 19);
}

function isStored<T>(entry: unknown): entry is Stored<T> {
  return typeof entry === 'object' && entry !== null && 'value' in entry && 'cachedAt' in entry;
}

/**
 * The cache in front of a computation (the chart-data path): a hit is served from the cache; a miss
 * joins an identical computation in flight or starts one, whose result is stored once, by the
 * computation itself, however many callers wait for it.
 */
export class CachedRuns<T> {
  private readonly shared = new SharedRuns<Stored<T>>();

  constructor(private readonly cache: ResultCache) {}

  /** How many distinct computations are in flight. */
  get inFlight(): number {
    return this.shared.size;
  }

  async getOrCompute(
    request: CachedRunRequest,
    compute: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<CachedRunResult<T>> {
    const caching = request.ttlSeconds >= 0;
    if (caching && !request.force) {
      const entry = await this.cache.get(request.key);
      if (isStored<T>(entry))
        return { value: entry.value, isCached: true, cachedAt: entry.cachedAt, joined: false };
    }
    const { value: stored, joined } = await this.shared.join(
      request.key,
      async (runSignal) => {
        const value = await compute(runSignal);
        const entry: Stored<T> = { value, cachedAt: utcNowSeconds() };
        // Awaited, so a request that follows this one's answer finds the result.
        if (caching) await this.cache.set(request.key, entry, request.ttlSeconds);
        return entry;
      },
      { signal, lingerMs: request.lingerMs },
    );
    return { value: stored.value, isCached: false, cachedAt: null, joined };
  }
}
