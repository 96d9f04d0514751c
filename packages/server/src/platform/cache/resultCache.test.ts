import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createResultCache } from './createResultCache.js';
import { MemoryResultCache } from './memoryResultCache.js';
import { RedisResultCache } from './redisResultCache.js';
import { CACHE_NAMESPACES, encodeCacheValue, type ResultCache } from './resultCache.js';

function failOnError(error: Error): void {
  throw error;
}

/** A clock the in-process cache measures TTLs on, moved by the test instead of waiting. */
function manualClock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000_000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

/** The behaviour both backends promise, run against each. */
function describeResultCache(name: string, open: () => ResultCache): void {
  describe(name, () => {
    let cache: ResultCache | undefined;
    const make = (): ResultCache => (cache = open());

    afterEach(async () => {
      await cache?.close();
      cache = undefined;
    });

    it('gives back what was stored, and undefined for an unknown or deleted key', async () => {
      const c = make();
      const key = randomUUID();
      const value = { colnames: ['a'], data: [{ a: 1, b: 'x', c: null }], nested: { deep: [1, [2]] } };
      await c.set(key, value, 60);
      expect(await c.get(key)).toEqual(value);
      expect(await c.get(randomUUID())).toBeUndefined();
      await c.delete(key);
      expect(await c.get(key)).toBeUndefined();
    });

    it('keeps strings and numbers as values too', async () => {
      const c = make();
      const [s, n] = [randomUUID(), randomUUID()];
      await c.set(s, '{"already":"json"}', 60);
      await c.set(n, 42, 60);
      expect(await c.get(s)).toBe('{"already":"json"}');
      expect(await c.get(n)).toBe(42);
    });

    it('stores nothing for a negative TTL (caching disabled)', async () => {
      const c = make();
      const key = randomUUID();
      await c.set(key, { v: 2 }, -1);
      expect(await c.get(key)).toBeUndefined();
    });

    it('replaces a value set again under the same key', async () => {
      const c = make();
      const key = randomUUID();
      await c.set(key, { v: 1 }, 60);
      await c.set(key, { v: 2 }, 60);
      expect(await c.get(key)).toEqual({ v: 2 });
    });
  });
}

describeResultCache('MemoryResultCache', () => new MemoryResultCache({ maxBytes: 1024 * 1024 }));
describeResultCache(
  'RedisResultCache',
  () => new RedisResultCache(inject('redisUrl'), CACHE_NAMESPACES.chartData, failOnError),
);

describe('encodeCacheValue', () => {
  it('writes big integers as exact strings and dates as ISO strings, in one place for every backend', () => {
    expect(encodeCacheValue({ n: 9007199254740993n, d: new Date('2024-01-02T03:04:05.678Z') })).toBe(
      '{"n":"9007199254740993","d":"2024-01-02T03:04:05.678Z"}',
    );
    expect(encodeCacheValue(undefined)).toBeUndefined();
  });
});

describe('MemoryResultCache TTL', () => {
  it('forgets an entry once its own TTL passes, while a longer-lived one stays', async () => {
    const clock = manualClock();
    const cache = new MemoryResultCache({ maxBytes: 1024, now: clock.now });
    await cache.set('short', { v: 1 }, 0.1);
    await cache.set('long', { v: 2 }, 60);
    clock.advance(99);
    expect(await cache.get('short')).toEqual({ v: 1 });
    clock.advance(2);
    expect(await cache.get('short')).toBeUndefined();
    expect(await cache.get('long')).toEqual({ v: 2 });
    clock.advance(60_000);
    expect(await cache.get('long')).toBeUndefined();
  });

  it('keeps an entry with TTL 0 until it is evicted', async () => {
    const clock = manualClock();
    const cache = new MemoryResultCache({ maxBytes: 1024, now: clock.now });
    await cache.set('forever', { v: 1 }, 0);
    clock.advance(365 * 24 * 3600 * 1000);
    expect(await cache.get('forever')).toEqual({ v: 1 });
  });
});

describe('MemoryResultCache byte budget', () => {
  it('evicts the least recently used entries once the JSON bytes of all entries pass the budget', async () => {
    // Each value is 100 bytes of JSON ({"s":"…"} with 92 x's); the budget holds three of them.
    const value = (): { s: string } => ({ s: 'x'.repeat(92) });
    expect(JSON.stringify(value())).toHaveLength(100);
    const cache = new MemoryResultCache({ maxBytes: 300 });
    await cache.set('a', value(), 60);
    await cache.set('b', value(), 60);
    await cache.set('c', value(), 60);
    await cache.get('a'); // a is now more recently used than b
    await cache.set('d', value(), 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(value());
    expect(await cache.get('c')).toEqual(value());
    expect(await cache.get('d')).toEqual(value());
  });

  it('counts bytes, not characters: multi-byte text takes its UTF-8 size', async () => {
    // 46 "é" are 46 characters but 92 bytes: {"s":"…"} is 54 characters and 100 bytes.
    const value = (): { s: string } => ({ s: 'é'.repeat(46) });
    const cache = new MemoryResultCache({ maxBytes: 200 });
    for (const key of ['a', 'b', 'c']) await cache.set(key, value(), 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toEqual(value());
    expect(await cache.get('c')).toEqual(value());
  });

  it('does not store a value larger than the whole budget, drops the old value under its key and says so', async () => {
    const errors: Error[] = [];
    const cache = new MemoryResultCache({ maxBytes: 300, onError: (error) => errors.push(error) });
    await cache.set('small', { s: 'x' }, 60);
    await cache.set('k', { v: 1 }, 60);
    await cache.set('k', { s: 'x'.repeat(400) }, 60);
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.get('small')).toEqual({ s: 'x' });
    expect(errors.map((error) => error.message)).toEqual([
      'a value of 408 bytes is larger than the whole cache (300); not kept',
    ]);
  });

  it('sizes values holding big integers (as their JSON strings) instead of throwing', async () => {
    const cache = new MemoryResultCache({ maxBytes: 300 });
    await cache.set('big', { n: 9007199254740993n }, 60);
    expect(await cache.get('big')).toEqual({ n: 9007199254740993n });
  });
});

describe('RedisResultCache', () => {
  it('stores JSON under its namespace with a PX TTL (none for TTL 0), big integers as exact strings', async () => {
    const url = inject('redisUrl');
    const cache = new RedisResultCache(url, CACHE_NAMESPACES.chartData, failOnError);
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      await cache.set(key, { data: [{ n: 9007199254740993n }] }, 30);
      expect(await raw.get(`loupe:chart:${key}`)).toBe('{"data":[{"n":"9007199254740993"}]}');
      // Redis counts the TTL down from what was set; it expires the key itself.
      const pttl = await raw.pttl(`loupe:chart:${key}`);
      expect(pttl).toBeGreaterThan(25_000);
      expect(pttl).toBeLessThanOrEqual(30_000);
      expect(await cache.get(key)).toEqual({ data: [{ n: '9007199254740993' }] });
      await cache.set(key, { v: 1 }, 0.1);
      const short = await raw.pttl(`loupe:chart:${key}`);
      expect(short).toBeGreaterThan(0);
      expect(short).toBeLessThanOrEqual(100);
      await cache.set(key, { v: 1 }, 0);
      expect(await raw.pttl(`loupe:chart:${key}`)).toBe(-1); // no expiry
    } finally {
      await raw.del(`loupe:chart:${key}`);
      await cache.close();
      await raw.quit();
    }
  });

  it('keeps chart data and SQL Lab results apart on one Redis: each namespace sees only its own keys', async () => {
    const url = inject('redisUrl');
    const chart = new RedisResultCache(url, CACHE_NAMESPACES.chartData, failOnError);
    const sqlLab = new RedisResultCache(url, CACHE_NAMESPACES.sqlLabResults, failOnError);
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      await chart.set(key, { from: 'chart' }, 60);
      await sqlLab.set(key, { from: 'sqllab' }, 60);
      expect(await chart.get(key)).toEqual({ from: 'chart' });
      expect(await sqlLab.get(key)).toEqual({ from: 'sqllab' });
      expect(await raw.get(`loupe:sqllab:results:${key}`)).toBe('{"from":"sqllab"}');
      await chart.delete(key);
      expect(await sqlLab.get(key)).toEqual({ from: 'sqllab' });
    } finally {
      await sqlLab.delete(key);
      await chart.close();
      await sqlLab.close();
      await raw.quit();
    }
  });

  it('reads a value that does not parse as a miss and reports it', async () => {
    const url = inject('redisUrl');
    const errors: Error[] = [];
    const cache = new RedisResultCache(url, CACHE_NAMESPACES.chartData, (error) => errors.push(error));
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      await raw.set(`loupe:chart:${key}`, '{not json');
      expect(await cache.get(key)).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(SyntaxError);
    } finally {
      await raw.del(`loupe:chart:${key}`);
      await cache.close();
      await raw.quit();
    }
  });

  it('treats a Redis it cannot reach as misses, reporting to its listener instead of failing or crashing', async () => {
    const errors: Error[] = [];
    const cache = new RedisResultCache('redis://127.0.0.1:1', CACHE_NAMESPACES.sqlLabResults, (error) =>
      errors.push(error),
    );
    try {
      expect(await cache.get('k')).toBeUndefined();
      await expect(cache.set('k', { v: 1 }, 60)).resolves.toBeUndefined();
      await expect(cache.delete('k')).resolves.toBeUndefined();
      expect(await cache.get('k')).toBeUndefined();
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.some((error) => /ECONNREFUSED/.test(error.message))).toBe(true);
    } finally {
      await cache.close();
    }
  });
});

describe('createResultCache', () => {
  it('keeps results in process without a Redis URL and in Redis, under the namespace, with one', async () => {
    const url = inject('redisUrl');
    const namespace = CACHE_NAMESPACES.sqlLabResults;
    const memory = createResultCache({ redisUrl: undefined, maxBytes: 1000, namespace }, failOnError);
    const redis = createResultCache({ redisUrl: url, maxBytes: 1000, namespace }, failOnError);
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      expect(memory).toBeInstanceOf(MemoryResultCache);
      expect(redis).toBeInstanceOf(RedisResultCache);
      await redis.set(key, { v: 1 }, 60);
      expect(await raw.get(`loupe:sqllab:results:${key}`)).toBe('{"v":1}');
    } finally {
      await raw.del(`loupe:sqllab:results:${key}`);
      await memory.close();
      await redis.close();
      await raw.quit();
    }
  });

  it('hands the in-process cache the error listener, so an oversized value is reported', async () => {
    const errors: Error[] = [];
    const namespace = CACHE_NAMESPACES.chartData;
    const memory = createResultCache({ redisUrl: undefined, maxBytes: 10, namespace }, (e) => errors.push(e));
    await memory.set('k', 'x'.repeat(20), 60);
    expect(errors).toHaveLength(1);
    await memory.close();
  });
});
