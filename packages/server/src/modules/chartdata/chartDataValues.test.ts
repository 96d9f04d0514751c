import { describe, expect, it } from 'vitest';
import { pyRepr } from './chartDataRequest.js';
import { csvDatetime, inferredCode, toEpochMs } from './chartDataValues.js';

describe('toEpochMs', () => {
  it('reads naive engine text as UTC wall-clock time and keeps zoned text and Dates exact', () => {
    expect(toEpochMs('2024-01-02')).toBe(Date.UTC(2024, 0, 2));
    expect(toEpochMs('2024-01-02 03:04:05')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toEpochMs('2024-01-02T03:04:05.5')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 500));
    expect(toEpochMs('2024-01-02T03:04:05+02:00')).toBe(Date.UTC(2024, 0, 2, 1, 4, 5));
    expect(toEpochMs('2024-01-02 03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toEpochMs(new Date(Date.UTC(2020, 5, 1)))).toBe(Date.UTC(2020, 5, 1));
    expect(toEpochMs(null)).toBeNull();
    expect(toEpochMs('not a time')).toBe('not a time');
  });
});

describe('csvDatetime', () => {
  it('writes pandas-style naive datetimes, with microseconds only when there are any', () => {
    expect(csvDatetime(Date.UTC(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(csvDatetime(Date.UTC(2024, 0, 2, 3, 4, 5, 250))).toBe('2024-01-02 03:04:05.250000');
  });
});

describe('inferredCode', () => {
  it('types an untyped column by its values: numbers, booleans, else text', () => {
    expect(inferredCode([{ a: 1 }, { a: null }, { a: 2n }], 'a')).toBe(0);
    expect(inferredCode([{ a: true }, { a: false }], 'a')).toBe(3);
    expect(inferredCode([{ a: 1 }, { a: 'x' }], 'a')).toBe(1);
    expect(inferredCode([{ a: null }], 'a')).toBe(1);
  });
});

describe('pyRepr', () => {
  it("writes marshmallow's messages as Python prints them", () => {
    expect(pyRepr({ a: ["it's"], b: { 0: { c: ['x\\y'] } } })).toBe(
      `{'a': ["it's"], 'b': {0: {'c': ['x\\\\y']}}}`,
    );
  });
});
