import { describe, expect, it } from 'vitest';
import { resolveCacheTimeout, type CacheTimeoutSources } from './cacheTimeout.js';

const defaultSeconds = 86_400;

describe('resolveCacheTimeout', () => {
  it.each<[string, Omit<CacheTimeoutSources, 'defaultSeconds'>, number]>([
    ['nothing set: the default', {}, defaultSeconds],
    ['the request first', { custom: 5, chart: 10, dataset: 20, database: 30 }, 5],
    ['then the chart', { chart: 10, dataset: 20, database: 30 }, 10],
    ['then the dataset', { chart: null, dataset: 20, database: 30 }, 20],
    ['then the database', { dataset: null, database: 30 }, 30],
    ['-1 (caching off) from the chart', { chart: -1, dataset: 20 }, -1],
    ['-1 from the database', { database: -1 }, -1],
    // Superset tests the chosen timeout for truth: a 0 chart timeout stops the search, then the default.
    ['0 on the chart: the default, not the dataset', { chart: 0, dataset: 20, database: 30 }, defaultSeconds],
    ['0 on the database: the default', { database: 0 }, defaultSeconds],
  ])('%s', (_name, sources, expected) => {
    expect(resolveCacheTimeout({ ...sources, defaultSeconds })).toBe(expected);
  });

  it('gives the configured default, 0 included (no expiry)', () => {
    expect(resolveCacheTimeout({ defaultSeconds: 0 })).toBe(0);
    expect(resolveCacheTimeout({ database: 0, defaultSeconds: 300 })).toBe(300);
  });
});
