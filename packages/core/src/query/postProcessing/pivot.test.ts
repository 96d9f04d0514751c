import { describe, expect, it } from 'vitest';
import { flattenedLabelMap, flattenOperation } from './flatten.js';
import { pivotOperation } from './pivot.js';
import { renameOperation } from './rename.js';
import { createTable, toRecords, type Row } from './table.js';

const t1 = Date.UTC(2020, 0, 1);
const t2 = Date.UTC(2020, 0, 2);
const sales = (rows: Row[]) => createTable(rows, ['t', 'c', 'm'], { temporal: ['t'] });
const base = [
  { t: t1, c: 'US', m: 1 },
  { t: t1, c: 'UK', m: 2 },
  { t: t2, c: 'US', m: 3 },
  { t: t2, c: null, m: 4 },
];
const byCountry = { index: ['t'], columns: ['c'], aggregates: { m: { operator: 'mean' } } };

describe('pivot', () => {
  it('spreads column values into sorted tuple columns, missing keys as <NULL>, absent combinations missing', () => {
    const result = pivotOperation(sales(base), byCountry);
    expect(result.index).toEqual(['t']);
    expect(result.temporal).toEqual(['t']);
    expect(result.columns).toEqual([
      ['m', '<NULL>'],
      ['m', 'UK'],
      ['m', 'US'],
    ]);
    const flat = flattenOperation(result);
    expect(flat.columns).toEqual(['t', 'm, <NULL>', 'm, UK', 'm, US']);
    expect(toRecords(flat)).toEqual([
      { t: t1, 'm, <NULL>': null, 'm, UK': 2, 'm, US': 1 },
      { t: t2, 'm, <NULL>': 4, 'm, UK': null, 'm, US': 3 },
    ]);
  });

  it('fills absent combinations with metric_fill_value', () => {
    const flat = flattenOperation(pivotOperation(sales(base), { ...byCountry, metric_fill_value: 0 }));
    expect(toRecords(flat)[1]).toEqual({ t: t2, 'm, <NULL>': 4, 'm, UK': 0, 'm, US': 3 });
  });

  it('aggregates duplicate cells with the operator', () => {
    const rows = [...base, { t: t1, c: 'US', m: 5 }];
    const sum = { index: ['t'], columns: ['c'], aggregates: { m: { operator: 'sum' } } };
    expect(toRecords(flattenOperation(pivotOperation(sales(rows), sum)))[0]).toMatchObject({ 'm, US': 6 });
  });

  it('drops columns whose values are all missing unless drop_missing_columns is false', () => {
    const rows = [...base, { t: t1, c: 'FR', m: null }];
    expect(pivotOperation(sales(rows), byCountry).columns).not.toContainEqual(['m', 'FR']);
    const kept = pivotOperation(sales(rows), { ...byCountry, drop_missing_columns: false });
    expect(kept.columns).toContainEqual(['m', 'FR']);
    expect(toRecords(flattenOperation(kept)).map((row) => row['m, FR'])).toEqual([null, null]);
  });

  it('without columns gives one flat column per metric, in sorted order', () => {
    const rows = [
      { g: 'x', b: 1, a: 10 },
      { g: 'x', b: 2, a: 20 },
      { g: 'w', b: 5, a: 50 },
    ];
    const result = pivotOperation(createTable(rows), {
      index: ['g'],
      aggregates: { b: { operator: 'sum' }, a: { operator: 'max' } },
    });
    expect(result.columns).toEqual(['a', 'b']);
    expect(toRecords(flattenOperation(result))).toEqual([
      { g: 'w', a: 50, b: 5 },
      { g: 'x', a: 20, b: 3 },
    ]);
  });

  it('moves the metric to the last level with combine_value_with_metric', () => {
    const rows = [
      { t: t1, c: 'US', m: 1, n: 10 },
      { t: t1, c: 'UK', m: 2, n: 20 },
    ];
    const result = pivotOperation(createTable(rows, undefined, { temporal: ['t'] }), {
      index: ['t'],
      columns: ['c'],
      aggregates: { m: { operator: 'sum' }, n: { operator: 'sum' } },
      combine_value_with_metric: true,
    });
    expect(toRecords(flattenOperation(result))).toEqual([
      { t: t1, 'UK, m': 2, 'UK, n': 20, 'US, m': 1, 'US, n': 10 },
    ]);
  });

  it('adds row and column totals with marginal_distributions', () => {
    const rows = [
      { g: 'a', c: 'X', m: 1 },
      { g: 'a', c: 'Y', m: 2 },
      { g: 'b', c: 'X', m: 3 },
    ];
    const result = pivotOperation(createTable(rows), {
      index: ['g'],
      columns: ['c'],
      aggregates: { m: { operator: 'sum' } },
      marginal_distributions: true,
    });
    expect(toRecords(flattenOperation(result))).toEqual([
      { g: 'a', 'm, X': 1, 'm, Y': 2, 'm, All': 3 },
      { g: 'b', 'm, X': 3, 'm, Y': null, 'm, All': 3 },
      { g: 'All', 'm, X': 4, 'm, Y': 2, 'm, All': 6 },
    ]);
  });

  it('writes temporal column values as pandas prints timestamps', () => {
    const rows = [{ g: 'a', d: Date.UTC(2020, 0, 31), m: 1 }];
    const result = pivotOperation(createTable(rows, undefined, { temporal: ['d'] }), {
      index: ['g'],
      columns: ['d'],
      aggregates: { m: { operator: 'sum' } },
    });
    expect(flattenOperation(result).columns).toEqual(['g', 'm, 2020-01-31 00:00:00']);
  });

  it('gives an empty table for empty input', () => {
    const result = pivotOperation(sales([]), byCountry);
    expect(result.rows).toEqual([]);
    expect(result.columns).toEqual([]);
  });

  it.each([
    [{ index: [], aggregates: { m: { operator: 'sum' } } }, 'Pivot operation requires at least one index'],
    [{ index: ['t'], aggregates: {} }, 'Pivot operation must include at least one aggregate'],
    [
      { index: ['t'], columns: ['nope'], aggregates: { m: { operator: 'sum' } } },
      'Referenced columns not available',
    ],
  ])('rejects %j', (options, message) => {
    expect(() => pivotOperation(sales(base), options)).toThrow(message);
  });
});

describe('flatten', () => {
  const pivoted = () => pivotOperation(sales(base), byCountry);

  it('escapes commas inside label parts', () => {
    const rows = [{ t: t1, c: 'Paris, FR', m: 1 }];
    expect(flattenOperation(pivotOperation(sales(rows), byCountry)).columns).toEqual(['t', 'm, Paris\\, FR']);
  });

  it('maps flattened names back to their parts for label_map', () => {
    expect(flattenedLabelMap(['t', 'm, Paris\\, FR'])).toEqual({
      t: ['t'],
      'm, Paris, FR': ['m', 'Paris, FR'],
    });
  });

  it('drops levels by position', () => {
    expect(flattenOperation(pivoted(), { drop_levels: [0] }).columns).toEqual(['t', '<NULL>', 'UK', 'US']);
  });

  it('keeps the index when reset_index is false', () => {
    const flat = flattenOperation(pivoted(), { reset_index: false });
    expect(flat.index).toEqual(['t']);
    expect(flat.columns).toEqual(['m, <NULL>', 'm, UK', 'm, US']);
  });

  it('leaves a flat table without index as it is', () => {
    const table = createTable([{ a: 1 }]);
    expect(flattenOperation(table)).toEqual(table);
  });
});

describe('rename', () => {
  it('renames flat columns', () => {
    const result = renameOperation(createTable([{ a: 1, b: 2 }]), { columns: { a: 'x' } });
    expect(toRecords(result)).toEqual([{ x: 1, b: 2 }]);
  });

  it('renames the metric level to null so flatten names columns by group only', () => {
    const pivoted = pivotOperation(sales(base), byCountry);
    const renamed = renameOperation(pivoted, { columns: { m: null }, level: 0, inplace: true });
    expect(flattenOperation(renamed).columns).toEqual(['t', '<NULL>', 'UK', 'US']);
  });

  it('checks names against the first level even when renaming a deeper one, as Superset does', () => {
    const pivoted = pivotOperation(sales(base), byCountry);
    expect(() => renameOperation(pivoted, { columns: { US: 'United States' }, level: 1 })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });

  it('refuses names that all exist already', () => {
    expect(() => renameOperation(createTable([{ a: 1, b: 2 }]), { columns: { a: 'b' } })).toThrow(
      'Label already exists',
    );
  });
});
