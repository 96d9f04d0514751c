import { describe, expect, it } from 'vitest';
import { aggregateOperation } from './aggregate.js';
import { NUMPY_FUNCTIONS } from './numpyFunctions.js';
import { createTable, toRecords } from './table.js';

const rows = [
  { g: 'a', v: 1 },
  { g: 'a', v: 3 },
  { g: 'b', v: null },
  { g: 'b', v: 4 },
  { g: null, v: 10 },
];

describe('numpy aggregate functions', () => {
  const values = [1, 2, 3, 4, null];
  it.each([
    ['sum', {}, 10],
    ['nansum', {}, 10],
    ['mean', {}, 2.5],
    ['nanmean', {}, 2.5],
    ['max', {}, 4],
    ['min', {}, 1],
    ['prod', {}, 24],
    ['count', {}, 5],
    ['argmax', {}, 3],
    ['argmin', {}, 0],
    ['var', {}, 1.25],
    ['var', { ddof: 1 }, 5 / 3],
    ['std', {}, Math.sqrt(1.25)],
    ['nanmedian', {}, 2.5],
    ['nanpercentile', { q: 25 }, 1.75],
    ['nanpercentile', { q: 90 }, 3.7],
    // These work on the raw array, where a missing value makes the result missing.
    ['median', {}, Number.NaN],
    ['percentile', { q: 25 }, Number.NaN],
    ['average', {}, Number.NaN],
  ])('%s %j of [1, 2, 3, 4, null] is %d', (name, options, expected) => {
    const result = NUMPY_FUNCTIONS[name]?.(values, options);
    if (Number.isNaN(expected)) expect(result).toBeNaN();
    else expect(result).toBeCloseTo(expected, 10);
  });

  it('reads numeric strings (drivers send DECIMAL as text)', () => {
    expect(NUMPY_FUNCTIONS.sum?.(['1.5', '2.5'], {})).toBe(4);
  });
});

describe('aggregate', () => {
  const aggregates = {
    total: { operator: 'sum', column: 'v' },
    avg: { operator: 'mean', column: 'v' },
    n: { operator: 'count', column: 'v' },
    med: { operator: 'median', column: 'v' },
  };

  it('gives one row per group in key order, dropping rows whose key is missing', () => {
    const result = aggregateOperation(createTable(rows), { groupby: ['g'], aggregates });
    expect(result.columns).toEqual(['g', 'total', 'avg', 'n', 'med']);
    expect(toRecords(result)).toEqual([
      { g: 'a', total: 4, avg: 2, n: 2, med: 2 },
      { g: 'b', total: 4, avg: 4, n: 2, med: null },
    ]);
  });

  it('aggregates the whole table without groupby', () => {
    const result = aggregateOperation(createTable(rows), {
      groupby: [],
      aggregates: { total: aggregates.total },
    });
    expect(toRecords(result)).toEqual([{ total: 18 }]);
  });

  it('gives no rows for an empty table', () => {
    const result = aggregateOperation(createTable([], ['g', 'v']), { groupby: ['g'], aggregates });
    expect(result.rows).toEqual([]);
    expect(result.columns).toEqual(['g', 'total', 'avg', 'n', 'med']);
  });

  it.each([
    [{ groupby: ['nope'], aggregates: {} }, 'Referenced columns not available in DataFrame.'],
    [{ aggregates: { x: { operator: 'sum' } } }, 'Column referenced by aggregate is undefined: x'],
    [{ aggregates: { v: {} } }, 'Operator undefined for aggregator: v'],
    [{ aggregates: { v: { operator: 'avg' } } }, 'Invalid numpy function: avg'],
    [{ aggregates: { v: { operator: 'toString' } } }, 'Invalid numpy function: toString'],
  ])('rejects %j with Superset’s message', (options, message) => {
    expect(() => aggregateOperation(createTable(rows), options)).toThrow(message);
  });
});
