import { createHash } from 'node:crypto';
import { jsonReplacer } from './resultCache.js';

/** JSON.stringify's replacer that also rebuilds every plain object with its keys sorted. */
function sortedKeys(key: string, value: unknown): unknown {
  const plain = jsonReplacer(key, value);
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) return plain;
  const record = plain as Record<string, unknown>;
  // Integer-like keys still come first in numeric order (JavaScript's property order): deterministic too.
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, record[name]]),
  );
}

/** JSON with object keys sorted at every depth (Python's json.dumps(sort_keys=True)); arrays keep their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'null';
}

/**
 * The cache key of a result: the sha256 (hex) of the canonical JSON of everything the result depends
 * on, such as the datasource, the compiled SQL, the row-level-security context and the
 * post-processing rules (Superset's generate_cache_key over the query's cache values). The order in
 * which an object's keys were written never changes the key; a value left undefined counts as absent.
 */
export function cacheKey(parts: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}
