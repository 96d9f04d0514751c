import { describe, expect, it } from 'vitest';
import { cumOperation } from './cum.js';
import { diffOperation } from './diff.js';
import { rollingOperation } from './rolling.js';
import { createTable, toRecords, type ColumnLabel } from './table.js';

const series = (values: (number | null)[]) => createTable(values.map((v, i) => ({ i, v })));
const column = (table: ReturnType<typeof series>, name = 'v') => toRecords(table).map((row) => row[name]);
const close = (actual: unknown[], expected: (number | null)[]) =>
  expected.forEach((value, i) =>
    value === null ? expect(actual[i]).toBeNull() : expect(actual[i] as number).toBeCloseTo(value, 6),
  );

describe('rolling', () => {
  const mapping = { columns: { v: 'v' } };

  it.each([
    ['mean', [1, 2, 3, 4, 5], {}, [null, null, 2, 3, 4]],
    ['sum', [1, 2, 3, 4, 5], {}, [null, null, 6, 9, 12]],
    ['std', [1, 2, 4, 8], {}, [null, null, 1.5275252, 3.0550505]],
    ['var', [1, 2, 4, 8], {}, [null, null, 7 / 3, 28 / 3]],
    ['median', [5, 1, 3, 2], {}, [null, null, 3, 2]],
    ['max', [5, 1, 3, 2], {}, [null, null, 5, 3]],
    ['min', [5, 1, 3, 2], {}, [null, null, 1, 1]],
    ['count', [5, null, 3, 2], { min_periods: 1 }, [1, 1, 2, 2]],
    ['quantile', [1, 2, 3, 4], { rolling_type_options: { quantile: 0.5 } }, [null, null, 2, 3]],
    ['skew', [1, 2, 4, 4], {}, [null, null, 0.9352195, -1.7320508]],
    ['kurt', [1, 2, 4, 8], { window: 4 }, [null, null, null, 0.757656]],
  ])('%s over a window of 3 of %j', (type, values, extra, expected) => {
    const result = rollingOperation(series(values), { ...mapping, rolling_type: type, window: 3, ...extra });
    close(column(result), expected);
  });

  it('computes windows with min_periods present values and drops the first min_periods - 1 rows', () => {
    const result = rollingOperation(series([1, 2, 3, 4, 5]), {
      ...mapping,
      rolling_type: 'mean',
      window: 3,
      min_periods: 2,
    });
    expect(column(result, 'i')).toEqual([1, 2, 3, 4]);
    close(column(result), [1.5, 2, 3, 4]);
  });

  it('skips missing values inside a window', () => {
    const result = rollingOperation(series([1, null, 3, 4]), {
      ...mapping,
      rolling_type: 'sum',
      window: 2,
      min_periods: 1,
    });
    expect(column(result)).toEqual([1, 1, 3, 7]);
  });

  it('centres the window with center', () => {
    const result = rollingOperation(series([1, 2, 3, 4, 5]), {
      ...mapping,
      rolling_type: 'sum',
      window: 3,
      min_periods: 1,
      center: true,
    });
    expect(column(result)).toEqual([3, 6, 9, 12, 9]);
  });

  it('adds a new column when the mapping renames', () => {
    const result = rollingOperation(series([1, 2, 3]), {
      columns: { v: 'v_avg' },
      rolling_type: 'mean',
      window: 2,
    });
    expect(result.columns).toEqual(['i', 'v', 'v_avg']);
    expect(toRecords(result)[2]).toEqual({ i: 2, v: 3, v_avg: 2.5 });
  });

  it('rolls every series of a pivoted table under the metric name', () => {
    const us: ColumnLabel = ['m', 'US'];
    const uk: ColumnLabel = ['m', 'UK'];
    const table = createTable(
      [
        { t: 1, '\u0000["m","US"]': 1, '\u0000["m","UK"]': 10 },
        { t: 2, '\u0000["m","US"]': 2, '\u0000["m","UK"]': 20 },
      ],
      [us, uk],
      { index: ['t'], temporal: ['t'] },
    );
    const result = rollingOperation(table, {
      columns: { m: 'm' },
      rolling_type: 'sum',
      window: 2,
      min_periods: 1,
    });
    expect(result.rows[1]).toEqual({ t: 2, '\u0000["m","US"]': 3, '\u0000["m","UK"]': 30 });
  });

  it.each([
    [{ rolling_type: 'sum' }, 'Undefined window for rolling operation'],
    [{ rolling_type: 'sum', window: 0 }, 'Window must be > 0'],
    [{ rolling_type: 'cumsum', window: 2 }, 'Invalid rolling_type: cumsum'],
    [{ rolling_type: 'sum', window: 2, win_type: 'triang' }, 'Unsupported win_type: triang'],
    [
      { rolling_type: 'sum', window: 2, columns: { x: 'x' } },
      'Referenced columns not available in DataFrame.',
    ],
  ])('rejects %j', (options, message) => {
    expect(() => rollingOperation(series([1]), { ...mapping, ...options })).toThrow(message);
  });
});

describe('cum', () => {
  it.each([
    ['sum', [1, null, 4, 6]],
    ['cumsum', [1, null, 4, 6]],
    ['prod', [1, null, 3, 6]],
    ['max', [1, null, 3, 3]],
    ['min', [1, null, 1, 1]],
  ])('%s keeps missing values missing and carries on', (operator, expected) => {
    const result = cumOperation(series([1, null, 3, 2]), { operator, columns: { v: 'v' } });
    expect(column(result)).toEqual(expected);
  });

  it('gives an empty table for empty input', () => {
    expect(cumOperation(createTable([], ['v']), { operator: 'sum', columns: { v: 'v' } }).rows).toEqual([]);
  });

  it('rejects an unknown operator', () => {
    expect(() => cumOperation(series([1]), { operator: 'avg', columns: { v: 'v' } })).toThrow(
      'Invalid cumulative operator: avg',
    );
  });
});

describe('diff', () => {
  it.each([
    [1, [null, 3, 5, 7]],
    [2, [null, null, 8, 12]],
    [-1, [-3, -5, -7, null]],
  ])('periods %i', (periods, expected) => {
    const result = diffOperation(series([1, 4, 9, 16]), { columns: { v: 'v' }, periods });
    expect(column(result)).toEqual(expected);
  });

  it('diffs across columns with axis 1', () => {
    const table = createTable([{ a: 1, b: 5 }]);
    expect(toRecords(diffOperation(table, { columns: { a: 'a', b: 'b' }, axis: 1 }))).toEqual([
      { a: null, b: 4 },
    ]);
  });
});
