import { describe, expect, it } from 'vitest';

import { dedupeNames } from './results.js';
import { containsPattern, pageClause, stripTrailingSemicolons, zeroRowQuery } from './sqlText.js';
import { blobText, exactBigInt, exactNumber, isoTimestamp } from './values.js';

describe('exactNumber', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['9007199254740991', 9007199254740991],
    ['9007199254740993', '9007199254740993'],
    ['-9007199254740993', '-9007199254740993'],
    ['12.340', 12.34],
    ['0.10', 0.1],
    ['-0.00', 0],
    ['007', 7],
    ['123456789012345678.12', '123456789012345678.12'],
    ['12345678901234.5678', '12345678901234.5678'],
    ['NaN', 'NaN'],
  ])('%s -> %j', (text, expected) => {
    expect(exactNumber(text)).toStrictEqual(expected);
  });
});

describe('exactBigInt', () => {
  it('keeps safe integers as numbers and the rest as exact strings', () => {
    expect(exactBigInt(5n)).toBe(5);
    expect(exactBigInt(9007199254740991n)).toBe(9007199254740991);
    expect(exactBigInt(9007199254740993n)).toBe('9007199254740993');
    expect(exactBigInt(-9007199254740993n)).toBe('-9007199254740993');
  });
});

describe('isoTimestamp', () => {
  it.each([
    ['2024-01-15 10:30:00', '2024-01-15T10:30:00'],
    ['2024-01-15 10:30:00.123456', '2024-01-15T10:30:00.123456'],
    ['2024-01-15 10:30:00+00', '2024-01-15T10:30:00+00:00'],
    ['2024-01-15 10:30:00.5-05:30', '2024-01-15T10:30:00.5-05:30'],
    ['2024-01-15T10:30:00Z', '2024-01-15T10:30:00Z'],
    ['0044-03-15 00:00:00 BC', '0044-03-15 00:00:00 BC'],
    ['infinity', 'infinity'],
  ])('%s -> %s', (text, expected) => {
    expect(isoTimestamp(text)).toBe(expected);
  });
});

describe('blobText', () => {
  it('keeps printable ASCII and escapes other bytes', () => {
    expect(blobText(new Uint8Array([0x00, 0x41, 0xff, 0x5c]))).toBe('\\x00A\\xFF\\x5C');
  });
});

describe('dedupeNames', () => {
  it("suffixes repeats Superset's way without colliding with existing names", () => {
    expect(dedupeNames(['a', 'b', 'a', 'a__1', 'a'])).toEqual(['a', 'b', 'a__2', 'a__1', 'a__3']);
  });
});

describe('SQL text helpers', () => {
  it('escapes LIKE wildcards in a search term', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
  });

  it('wraps a statement for its columns, safe from trailing semicolons and comments', () => {
    expect(stripTrailingSemicolons('SELECT 1 ;\n ; ')).toBe('SELECT 1');
    expect(zeroRowQuery('SELECT 1 -- note')).toBe('SELECT * FROM (\nSELECT 1 -- note\n) AS q LIMIT 0');
  });

  it('pages with LIMIT/OFFSET, "everything" when no limit is given', () => {
    expect(pageClause({ offset: 20, limit: 10 })).toBe('LIMIT 10 OFFSET 20');
    expect(pageClause({})).toBe(`LIMIT ${Number.MAX_SAFE_INTEGER}`);
    expect(pageClause({ offset: -5, limit: -1 })).toBe('LIMIT 0');
  });
});
