import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { CachedRuns } from './cachedRuns.js';
import { MemoryResultCache } from './memoryResultCache.js';
import { RedisResultCache } from './redisResultCache.js';
import { CACHE_NAMESPACES, type ResultCache } from './resultCache.js';

/** One turn of the event loop: whatever the settled reads scheduled has run. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A computation the test finishes by hand; like an engine query it stops when its signal aborts. */
function manualCompute<T>() {
  const signals: AbortSignal[] = [];
  let finish: (value: T) => void = () => undefined;
  const compute = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        signals.push(signal);
        finish = resolve;
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      }),
  );
  return { compute, signals, finish: (value: T) => finish(value) };
}

type Payload = { rows: number[] };

/** Spies on the cache's reads, to wait until `n` callers have read (and missed) and joined the run. */
function watchReads(store: ResultCache): (n: number) => Promise<void> {
  const get = vi.spyOn(store, 'get');
  return async (n) => {
    await vi.waitFor(() =>
      expect(get.mock.settledResults.filter((r) => r.type !== 'incomplete')).toHaveLength(n),
    );
    // Each caller joins in the continuation of its read.
    await nextTurn();
  };
}

describe.each<[string, () => ResultCache]>([
  ['in memory', () => new MemoryResultCache({ maxBytes: 1024 * 1024 })],
  [
    'in Redis',
    () =>
      new RedisResultCache(inject('redisUrl'), CACHE_NAMESPACES.chartData, (error) => {
        throw error;
      }),
  ],
])('CachedRuns %s', (_name, open) => {
  let cache: ResultCache | undefined;
  const make = (): { cache: ResultCache; runs: CachedRuns<Payload> } => {
    cache = open();
    return { cache, runs: new CachedRuns<Payload>(cache) };
  };

  afterEach(async () => {
    await cache?.close();
    cache = undefined;
  });

  it('computes on a miss, then serves the cached value with when it was stored', async () => {
    // Only Date is faked: the clock cached_dttm reads, not the timers Redis I/O runs on.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T05:06:07.890Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { runs } = make();
    const key = randomUUID();
    const compute = vi.fn(async () => ({ rows: [1, 2, 3] }));
    const first = await runs.getOrCompute({ key, ttlSeconds: 60 }, compute);
    expect(first).toEqual({ value: { rows: [1, 2, 3] }, isCached: false, cachedAt: null, joined: false });
    const second = await runs.getOrCompute({ key, ttlSeconds: 60 }, compute);
    expect(second.isCached).toBe(true);
    expect(second.value).toEqual({ rows: [1, 2, 3] });
    // Superset's cached_dttm: UTC to the second, no zone.
    expect(second.cachedAt).toBe('2026-03-04T05:06:07');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('makes 100 concurrent identical uncached calls cause one computation, stored once', async () => {
    const { cache: store, runs } = make();
    const key = randomUUID();
    const set = vi.spyOn(store, 'set');
    const joined = watchReads(store);
    const m = manualCompute<Payload>();
    const callers = Array.from({ length: 100 }, () =>
      runs.getOrCompute({ key, ttlSeconds: 60 }, m.compute, new AbortController().signal),
    );
    // The Redis reads are asynchronous: wait until every caller has joined the one run.
    await joined(100);
    expect(runs.inFlight).toBe(1);
    m.finish({ rows: [7] });
    const results = await Promise.all(callers);
    expect(m.compute).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(results.every((r) => !r.isCached && r.value.rows[0] === 7)).toBe(true);
    // The first caller started the run; every other one joined it.
    expect(results.filter((r) => !r.joined)).toHaveLength(1);
    expect(await runs.getOrCompute({ key, ttlSeconds: 60 }, m.compute)).toMatchObject({ isCached: true });
  });

  it('stores with the TTL asked for, and computes again once the cache has let the value go', async () => {
    const { cache: store, runs } = make();
    const key = randomUUID();
    const set = vi.spyOn(store, 'set');
    let n = 0;
    const compute = vi.fn(async () => ({ rows: [++n] }));
    await runs.getOrCompute({ key, ttlSeconds: 0.1 }, compute);
    expect(set).toHaveBeenCalledWith(key, expect.objectContaining({ value: { rows: [1] } }), 0.1);
    expect((await runs.getOrCompute({ key, ttlSeconds: 0.1 }, compute)).isCached).toBe(true);
    // What expiry does; when each backend expires an entry is for resultCache.test.ts.
    await store.delete(key);
    const later = await runs.getOrCompute({ key, ttlSeconds: 0.1 }, compute);
    expect(later).toEqual({ value: { rows: [2] }, isCached: false, cachedAt: null, joined: false });
  });

  it('force skips the cached value, computes and stores the new one', async () => {
    const { runs } = make();
    const key = randomUUID();
    let n = 0;
    const compute = vi.fn(async () => ({ rows: [++n] }));
    await runs.getOrCompute({ key, ttlSeconds: 60 }, compute);
    const forced = await runs.getOrCompute({ key, ttlSeconds: 60, force: true }, compute);
    expect(forced).toEqual({ value: { rows: [2] }, isCached: false, cachedAt: null, joined: false });
    const after = await runs.getOrCompute({ key, ttlSeconds: 60 }, compute);
    expect(after).toMatchObject({ value: { rows: [2] }, isCached: true });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('force still joins an identical computation in flight', async () => {
    const { runs } = make();
    const key = randomUUID();
    const m = manualCompute<Payload>();
    const plain = runs.getOrCompute({ key, ttlSeconds: 60 }, m.compute);
    await vi.waitFor(() => expect(m.compute).toHaveBeenCalled());
    const forced = runs.getOrCompute({ key, ttlSeconds: 60, force: true }, m.compute);
    m.finish({ rows: [1] });
    expect(await forced).toMatchObject({ value: { rows: [1] }, joined: true });
    expect(await plain).toMatchObject({ value: { rows: [1] }, joined: false });
    expect(m.compute).toHaveBeenCalledTimes(1);
  });

  it('with a TTL of -1 stores nothing: every call computes', async () => {
    const { cache: store, runs } = make();
    const key = randomUUID();
    const compute = vi.fn(async () => ({ rows: [1] }));
    await runs.getOrCompute({ key, ttlSeconds: -1 }, compute);
    const second = await runs.getOrCompute({ key, ttlSeconds: -1 }, compute);
    expect(second.isCached).toBe(false);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await store.get(key)).toBeUndefined();
  });

  it('keeps computing for the callers left when one goes away, and cancels it when all have', async () => {
    const { cache: store, runs } = make();
    const key = randomUUID();
    const joined = watchReads(store);
    const m = manualCompute<Payload>();
    const set = vi.spyOn(store, 'set');
    const settled = vi.fn();
    const compute = (signal: AbortSignal): Promise<Payload> => m.compute(signal).finally(settled);
    const [a, b] = [new AbortController(), new AbortController()];
    const callerA = runs.getOrCompute({ key, ttlSeconds: 60 }, compute, a.signal);
    const callerB = runs.getOrCompute({ key, ttlSeconds: 60 }, compute, b.signal);
    await joined(2);
    a.abort();
    await expect(callerA).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(false);
    b.abort();
    await expect(callerB).rejects.toMatchObject({ name: 'AbortError' });
    expect(m.signals[0]?.aborted).toBe(true);
    expect(m.compute).toHaveBeenCalledTimes(1);
    // A cancelled computation leaves nothing in the cache: once it has settled, nothing was stored.
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(await store.get(key)).toBeUndefined();
    expect(set).not.toHaveBeenCalled();
  });

  it('does not cache a failure', async () => {
    const { runs } = make();
    const key = randomUUID();
    const failing = vi.fn(async (): Promise<Payload> => {
      throw new Error('engine down');
    });
    await expect(runs.getOrCompute({ key, ttlSeconds: 60 }, failing)).rejects.toThrow('engine down');
    const ok = await runs.getOrCompute({ key, ttlSeconds: 60 }, async () => ({ rows: [1] }));
    expect(ok.isCached).toBe(false);
  });
});

describe('CachedRuns on a Redis it cannot reach', () => {
  it('still answers every request from the computation', async () => {
    const errors: Error[] = [];
    const cache = new RedisResultCache('redis://127.0.0.1:1', CACHE_NAMESPACES.chartData, (error) =>
      errors.push(error),
    );
    try {
      const runs = new CachedRuns<Payload>(cache);
      const compute = vi.fn(async () => ({ rows: [1] }));
      const first = await runs.getOrCompute({ key: 'k', ttlSeconds: 60 }, compute);
      const second = await runs.getOrCompute({ key: 'k', ttlSeconds: 60 }, compute);
      expect([first.isCached, second.isCached]).toEqual([false, false]);
      expect(second.value).toEqual({ rows: [1] });
      expect(compute).toHaveBeenCalledTimes(2);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await cache.close();
    }
  });
});
