import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createResultCache } from './createResultCache.js';
import { MemoryResultCache } from './memoryResultCache.js';
import { RedisResultCache } from './redisResultCache.js';
import type { ResultCache } from './resultCache.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function failOnError(error: Error): void {
  throw error;
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

    it('forgets an entry once its own TTL passes, while a longer-lived one stays', async () => {
      const c = make();
      const [short, long] = [randomUUID(), randomUUID()];
      await c.set(short, { v: 1 }, 0.1);
      await c.set(long, { v: 2 }, 60);
      expect(await c.get(short)).toEqual({ v: 1 });
      await sleep(250);
      expect(await c.get(short)).toBeUndefined();
      expect(await c.get(long)).toEqual({ v: 2 });
    });

    it('keeps an entry with TTL 0 (no expiry) and stores nothing for a negative TTL', async () => {
      const c = make();
      const [forever, disabled] = [randomUUID(), randomUUID()];
      await c.set(forever, { v: 1 }, 0);
      await c.set(disabled, { v: 2 }, -1);
      await sleep(50);
      expect(await c.get(forever)).toEqual({ v: 1 });
      expect(await c.get(disabled)).toBeUndefined();
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
describeResultCache('RedisResultCache', () => new RedisResultCache(inject('redisUrl'), failOnError));

describe('MemoryResultCache size bound', () => {
  it('evicts the least recently used entries once the JSON size of all entries passes the bound', async () => {
    // Each value is 100 JSON characters ({"s":"…"} with 92 x's); the bound holds three of them.
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

  it('does not store a value larger than the whole cache, nor keep the old value under its key', async () => {
    const cache = new MemoryResultCache({ maxBytes: 300 });
    await cache.set('small', { s: 'x' }, 60);
    await cache.set('k', { v: 1 }, 60);
    await cache.set('k', { s: 'x'.repeat(400) }, 60);
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.get('small')).toEqual({ s: 'x' });
  });

  it('sizes values holding big integers (as their JSON strings) instead of throwing', async () => {
    const cache = new MemoryResultCache({ maxBytes: 300 });
    await cache.set('big', { n: 9007199254740993n }, 60);
    expect(await cache.get('big')).toEqual({ n: 9007199254740993n });
  });
});

describe('RedisResultCache', () => {
  it('stores JSON under loupe:chart: with a PX TTL, big integers as exact strings', async () => {
    const url = inject('redisUrl');
    const cache = new RedisResultCache(url, failOnError);
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      await cache.set(key, { data: [{ n: 9007199254740993n }] }, 30);
      expect(await raw.get(`loupe:chart:${key}`)).toBe('{"data":[{"n":"9007199254740993"}]}');
      const pttl = await raw.pttl(`loupe:chart:${key}`);
      expect(pttl).toBeGreaterThan(25_000);
      expect(pttl).toBeLessThanOrEqual(30_000);
      expect(await cache.get(key)).toEqual({ data: [{ n: '9007199254740993' }] });
      await cache.set(key, { v: 1 }, 0);
      expect(await raw.pttl(`loupe:chart:${key}`)).toBe(-1); // no expiry
    } finally {
      await cache.close();
      await raw.quit();
    }
  });

  it('reads a value that does not parse as a miss and reports it', async () => {
    const url = inject('redisUrl');
    const errors: Error[] = [];
    const cache = new RedisResultCache(url, (error) => errors.push(error));
    const raw = new Redis(url);
    const key = randomUUID();
    try {
      await raw.set(`loupe:chart:${key}`, '{not json');
      expect(await cache.get(key)).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(SyntaxError);
    } finally {
      await cache.close();
      await raw.quit();
    }
  });

  it('treats a Redis it cannot reach as misses, reporting to its listener instead of failing or crashing', async () => {
    const errors: Error[] = [];
    const cache = new RedisResultCache('redis://127.0.0.1:1', (error) => errors.push(error));
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
  it('keeps results in process without a Redis URL and in Redis with one', async () => {
    const memory = createResultCache({ redisUrl: undefined, maxBytes: 1000 }, failOnError);
    const redis = createResultCache({ redisUrl: inject('redisUrl'), maxBytes: 1000 }, failOnError);
    try {
      expect(memory).toBeInstanceOf(MemoryResultCache);
      expect(redis).toBeInstanceOf(RedisResultCache);
    } finally {
      await memory.close();
      await redis.close();
    }
  });
});
