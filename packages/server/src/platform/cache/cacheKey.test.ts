import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cacheKey, canonicalJson } from './cacheKey.js';

const parts = {
  datasource: { id: 7, type: 'table' },
  sql: 'SELECT origin, SUM(delay) AS "SUM(delay)" FROM flights GROUP BY origin LIMIT 10000',
  rls: [{ clause: "region = 'EU'", group_key: null }],
  postProcessing: [{ operation: 'pivot', options: { index: ['__timestamp'], columns: ['origin'] } }],
};

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes dates as ISO strings, big integers as exact strings and drops undefined properties', () => {
    expect(canonicalJson({ t: new Date(Date.UTC(2024, 0, 2)), n: 9007199254740993n, u: undefined })).toBe(
      '{"n":"9007199254740993","t":"2024-01-02T00:00:00.000Z"}',
    );
  });
});

describe('cacheKey', () => {
  it('is the sha256 hex of the canonical JSON', () => {
    expect(cacheKey({ b: 2, a: 1 })).toBe(createHash('sha256').update('{"a":1,"b":2}').digest('hex'));
    expect(cacheKey(parts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order in which keys were written, at any depth', () => {
    const reordered = {
      postProcessing: [{ options: { columns: ['origin'], index: ['__timestamp'] }, operation: 'pivot' }],
      rls: [{ group_key: null, clause: "region = 'EU'" }],
      sql: parts.sql,
      datasource: { type: 'table', id: 7 },
    };
    expect(cacheKey(reordered)).toBe(cacheKey(parts));
    expect(cacheKey({ ...parts, extra: undefined })).toBe(cacheKey(parts));
  });

  it('changes with anything the result depends on', () => {
    const key = cacheKey(parts);
    const variants = [
      { ...parts, datasource: { id: 8, type: 'table' } },
      { ...parts, sql: parts.sql.replace('10000', '1000') },
      { ...parts, rls: [] },
      { ...parts, rls: [{ clause: "region = 'US'", group_key: null }] },
      { ...parts, postProcessing: [] },
      { ...parts, postProcessing: [{ ...parts.postProcessing[0], operation: 'rolling' }] },
      // Arrays are ordered: the same steps in another order are another result.
      { ...parts, postProcessing: [{ operation: 'sort' }, ...parts.postProcessing] },
      { ...parts, postProcessing: [...parts.postProcessing, { operation: 'sort' }] },
    ];
    const keys = variants.map(cacheKey);
    expect(keys).not.toContain(key);
    expect(new Set(keys).size).toBe(variants.length);
  });

  it('tells a number from its string', () => {
    expect(cacheKey({ id: 7 })).not.toBe(cacheKey({ id: '7' }));
  });
});
