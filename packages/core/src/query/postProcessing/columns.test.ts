import { describe, expect, it } from 'vitest';
import { compareOperation, roundHalfEven } from './compare.js';
import { contributionOperation } from './contribution.js';
import { selectOperation } from './select.js';
import { sortOperation } from './sort.js';
import { columnKey, createTable, toRecords, type ColumnLabel } from './table.js';

describe('compare', () => {
  const table = createTable([
    { a: 10, b: 4 },
    { a: 0, b: 0 },
    { a: 5, b: null },
  ]);

  it.each([
    ['difference', [6, 0, null]],
    ['percentage', [1.5, null, null]],
    ['ratio', [2.5, null, null]],
  ])('%s of a against b', (type, expected) => {
    const result = compareOperation(table, {
      source_columns: ['a'],
      compare_columns: ['b'],
      compare_type: type,
    });
    expect(result.columns).toEqual(['a', 'b', `${type}__a__b`]);
    expect(toRecords(result).map((row) => row[`${type}__a__b`])).toEqual(expected);
  });

  it('rounds to precision (default 4) and can drop the original columns', () => {
    const result = compareOperation(createTable([{ a: 10, b: 3 }]), {
      source_columns: ['a'],
      compare_columns: ['b'],
      compare_type: 'ratio',
      drop_original_columns: true,
    });
    expect(toRecords(result)).toEqual([{ ratio__a__b: 3.3333 }]);
  });

  it('compares each series of a pivoted table with the same series of the compare metric', () => {
    const labels: ColumnLabel[] = [
      ['m', 'UK'],
      ['m', 'US'],
      ['m__1 year ago', 'UK'],
      ['m__1 year ago', 'US'],
    ];
    const row = Object.fromEntries(labels.map((label, i) => [columnKey(label), [4, 9, 2, 3][i]]));
    const pivoted = createTable([{ t: 1, ...row }], labels, { index: ['t'], temporal: ['t'] });
    const result = compareOperation(pivoted, {
      source_columns: ['m'],
      compare_columns: ['m__1 year ago'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(result.columns).toEqual([
      ['difference__m__m__1 year ago', 'UK'],
      ['difference__m__m__1 year ago', 'US'],
    ]);
    expect(toRecords(result)).toEqual([
      {
        [columnKey(['difference__m__m__1 year ago', 'UK'])]: 2,
        [columnKey(['difference__m__m__1 year ago', 'US'])]: 6,
      },
    ]);
  });

  it.each([
    [
      { source_columns: ['a'], compare_columns: [], compare_type: 'ratio' },
      '`compare_columns` must have the same length',
    ],
    [{ source_columns: ['a'], compare_columns: ['b'], compare_type: 'absolute' }, '`compare_type` must be'],
  ])('rejects %j', (options, message) => {
    expect(() => compareOperation(table, options)).toThrow(message);
  });

  it.each([
    [2.5, 0, 2],
    [3.5, 0, 4],
    [0.125, 2, 0.12],
    [1.23456, 4, 1.2346],
  ])('rounds %d to %i places as numpy: %d', (value, places, expected) => {
    expect(roundHalfEven(value, places)).toBe(expected);
  });
});

describe('contribution', () => {
  const t1 = Date.UTC(2020, 0, 1);
  const t2 = Date.UTC(2020, 0, 2);
  const table = createTable(
    [
      { t: t1, s: 'x', a: 1, b: 2 },
      { t: t2, s: 'y', a: 3, b: null },
    ],
    undefined,
    { temporal: ['t'] },
  );

  it('divides each numeric cell by its column total, missing counting as 0, leaving time and text alone', () => {
    expect(toRecords(contributionOperation(table, {}))).toEqual([
      { t: t1, s: 'x', a: 0.25, b: 1 },
      { t: t2, s: 'y', a: 0.75, b: 0 },
    ]);
  });

  it('divides by the row total over the selected columns with orientation row', () => {
    expect(toRecords(contributionOperation(table, { orientation: 'row' }))).toEqual([
      { t: t1, s: 'x', a: 1 / 3, b: 2 / 3 },
      { t: t2, s: 'y', a: 1, b: null },
    ]);
  });

  it('totals each time shift apart in row orientation', () => {
    const shifted = createTable([{ a: 1, b: 3, 'a__1 year ago': 2, 'b__1 year ago': 2 }]);
    expect(
      toRecords(contributionOperation(shifted, { orientation: 'row', time_shifts: ['1 year ago'] })),
    ).toEqual([{ a: 0.25, b: 0.75, 'a__1 year ago': 0.5, 'b__1 year ago': 0.5 }]);
  });

  it('uses given totals, a zero total giving 0', () => {
    const result = contributionOperation(table, { contribution_totals: { a: 8, b: 0 } });
    expect(toRecords(result).map((row) => [row.a, row.b])).toEqual([
      [0.125, 0],
      [0.375, 0],
    ]);
  });

  it('writes to rename_columns, keeping the originals', () => {
    const result = contributionOperation(table, { columns: ['a'], rename_columns: ['a%'] });
    expect(result.columns).toEqual(['t', 's', 'a', 'b', 'a%']);
    expect(toRecords(result).map((row) => [row.a, row['a%']])).toEqual([
      [1, 0.25],
      [3, 0.75],
    ]);
  });

  it.each([
    [{ columns: ['s'] }, 'Column "s" is not numeric or does not exists in the query results.'],
    [{ columns: ['a'], rename_columns: ['x', 'y'] }, '`rename_columns` must have the same length'],
  ])('rejects %j', (options, message) => {
    expect(() => contributionOperation(table, options)).toThrow(message);
  });
});

describe('sort', () => {
  const table = createTable([
    { g: 'b', v: 2 },
    { g: 'a', v: null },
    { g: 'a', v: 3 },
    { g: 'c', v: 1 },
  ]);
  const order = (result: ReturnType<typeof sortOperation>) => result.rows.map((row) => `${row.g}${row.v}`);

  it.each([
    [{ by: 'v' }, ['c1', 'b2', 'a3', 'anull']],
    [{ by: 'v', ascending: false }, ['a3', 'b2', 'c1', 'anull']],
    [{ by: ['g', 'v'], ascending: [true, false] }, ['a3', 'anull', 'b2', 'c1']],
    [{ columns: { g: false } }, ['c1', 'b2', 'anull', 'a3']],
    [{}, ['b2', 'anull', 'a3', 'c1']],
    [{ is_sort_index: true, ascending: false }, ['c1', 'a3', 'anull', 'b2']],
  ])('%j', (options, expected) => {
    expect(order(sortOperation(table, options))).toEqual(expected);
  });

  it('sorts by the row index of a pivoted table', () => {
    const indexed = createTable([{ t: 2 }, { t: 1 }], [], { index: ['t'] });
    expect(sortOperation(indexed, { is_sort_index: true }).rows).toEqual([{ t: 1 }, { t: 2 }]);
  });
});

describe('select', () => {
  const table = createTable([{ a: 1, b: 2, c: 3 }]);

  it('keeps, orders, excludes and renames columns', () => {
    const result = selectOperation(table, { columns: ['c', 'a', 'b'], exclude: ['b'], rename: { c: 'C' } });
    expect(result.columns).toEqual(['C', 'a']);
    expect(toRecords(result)).toEqual([{ C: 3, a: 1 }]);
  });

  it('rejects excluding a column the selection already removed', () => {
    expect(() => selectOperation(table, { columns: ['a'], exclude: ['b'] })).toThrow(
      'Referenced columns not available in DataFrame: b',
    );
  });

  it('rejects unknown columns', () => {
    expect(() => selectOperation(table, { columns: ['z'] })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
