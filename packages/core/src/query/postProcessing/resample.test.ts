import { describe, expect, it } from 'vitest';
import { resampleOperation } from './resample.js';
import { createTable, toRecords, type ColumnLabel } from './table.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const at = (iso: string) => Date.parse(`${iso}Z`);
const indexed = (points: [number, number | null][], columns: ColumnLabel[] = ['v']) =>
  createTable(
    points.map(([t, v]) => ({ t, v })),
    columns,
    { index: ['t'], temporal: ['t'] },
  );
const series = (table: ReturnType<typeof indexed>) =>
  table.rows.map((row) => [new Date(row.t as number).toISOString().slice(0, 16), row.v ?? null]);

// Daily data with 3 January missing.
const gap = indexed([
  [day('2020-01-01'), 1],
  [day('2020-01-02'), 2],
  [day('2020-01-04'), 4],
]);

describe('resample over a gap, rule 1D', () => {
  it.each([
    ['asfreq', undefined, null],
    ['asfreq', 0, 0],
    ['ffill', undefined, 2],
    ['bfill', undefined, 4],
    ['linear', undefined, 3],
    ['sum', undefined, 0],
    ['mean', undefined, null],
    ['median', undefined, null],
  ])('%s (fill_value %s) gives %s for the missing day', (method, fill, expected) => {
    const result = resampleOperation(gap, { rule: '1D', method, fill_value: fill });
    expect(series(result)).toEqual([
      ['2020-01-01T00:00', 1],
      ['2020-01-02T00:00', 2],
      ['2020-01-03T00:00', expected],
      ['2020-01-04T00:00', 4],
    ]);
  });

  it('zero-fills the whole query time range when it is given', () => {
    const result = resampleOperation(gap, {
      rule: '1D',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2019-12-30T00:00:00',
      time_range_end: day('2020-01-06'),
    });
    expect(series(result).map(([, v]) => v)).toEqual([0, 0, 1, 2, 0, 4, 0]);
    expect(series(result)[0]?.[0]).toBe('2019-12-30T00:00');
  });

  it('fills missing values of the data too with ffill', () => {
    const table = indexed([
      [day('2020-01-01'), 1],
      [day('2020-01-02'), null],
    ]);
    expect(series(resampleOperation(table, { rule: '1D', method: 'ffill' }))).toEqual([
      ['2020-01-01T00:00', 1],
      ['2020-01-02T00:00', 1],
    ]);
  });
});

describe('resample rules', () => {
  it('bins by 7 days from the first day', () => {
    const table = indexed([
      [day('2020-01-01'), 1],
      [day('2020-01-05'), 2],
      [day('2020-01-09'), 3],
    ]);
    expect(series(resampleOperation(table, { rule: '7D', method: 'sum' }))).toEqual([
      ['2020-01-01T00:00', 3],
      ['2020-01-08T00:00', 3],
    ]);
  });

  it('bins weeks ending on Sunday with W, labelled by the Sunday', () => {
    // 1 January 2020 is a Wednesday; 5 January a Sunday.
    const table = indexed([
      [day('2020-01-01'), 1],
      [at('2020-01-05T12:00:00'), 2],
      [day('2020-01-06'), 3],
    ]);
    expect(series(resampleOperation(table, { rule: 'W', method: 'sum' }))).toEqual([
      ['2020-01-05T00:00', 3],
      ['2020-01-12T00:00', 3],
    ]);
  });

  it('bins calendar months labelled by their start with MS, empty months summing to 0', () => {
    const table = indexed([
      [day('2020-01-15'), 1],
      [day('2020-01-20'), 2],
      [day('2020-03-05'), 4],
    ]);
    expect(series(resampleOperation(table, { rule: 'MS', method: 'sum' }))).toEqual([
      ['2020-01-01T00:00', 3],
      ['2020-02-01T00:00', 0],
      ['2020-03-01T00:00', 4],
    ]);
    expect(series(resampleOperation(table, { rule: 'MS', method: 'mean' })).map(([, v]) => v)).toEqual([
      1.5,
      null,
      4,
    ]);
  });

  it('labels months by their last day with 1M, so month-start data reads missing with asfreq (as pandas)', () => {
    const table = indexed([
      [day('2020-01-01'), 1],
      [at('2020-01-31T18:00:00'), 2],
      [day('2020-03-01'), 4],
    ]);
    expect(series(resampleOperation(table, { rule: '1M', method: 'sum' }))).toEqual([
      ['2020-01-31T00:00', 3],
      ['2020-02-29T00:00', 0],
      ['2020-03-31T00:00', 4],
    ]);
    expect(series(resampleOperation(table, { rule: '1M', method: 'asfreq' })).map(([, v]) => v)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('bins years labelled by 1 January with 1AS', () => {
    const table = indexed([
      [day('2019-06-01'), 1],
      [day('2021-02-01'), 2],
    ]);
    expect(series(resampleOperation(table, { rule: '1AS', method: 'sum' }))).toEqual([
      ['2019-01-01T00:00', 1],
      ['2020-01-01T00:00', 0],
      ['2021-01-01T00:00', 2],
    ]);
  });

  it.each(['1H', '1h'])('bins hours with %s', (rule) => {
    const table = indexed([
      [at('2020-01-01T00:00:00'), 1],
      [at('2020-01-01T02:30:00'), 2],
    ]);
    expect(series(resampleOperation(table, { rule, method: 'sum' }))).toEqual([
      ['2020-01-01T00:00', 1],
      ['2020-01-01T01:00', 0],
      ['2020-01-01T02:00', 2],
    ]);
  });

  it('bins minutes with 1T', () => {
    const table = indexed([
      [at('2020-01-01T00:00:10'), 1],
      [at('2020-01-01T00:00:50'), 2],
      [at('2020-01-01T00:01:00'), 3],
    ]);
    expect(series(resampleOperation(table, { rule: '1T', method: 'sum' })).map(([, v]) => v)).toEqual([3, 3]);
  });

  it('resamples every series of a pivoted table', () => {
    const us = ['m', 'US'] as const;
    const table = createTable(
      [
        { t: day('2020-01-01'), '\u0000["m","US"]': 1 },
        { t: day('2020-01-03'), '\u0000["m","US"]': 3 },
      ],
      [us],
      { index: ['t'], temporal: ['t'] },
    );
    const result = resampleOperation(table, { rule: '1D', method: 'linear' });
    expect(toRecords(result)).toEqual([
      { '\u0000["m","US"]': 1 },
      { '\u0000["m","US"]': 2 },
      { '\u0000["m","US"]': 3 },
    ]);
  });

  it('gives an empty table for empty input', () => {
    expect(resampleOperation(indexed([]), { rule: '1D', method: 'sum' }).rows).toEqual([]);
  });

  it.each([
    [
      createTable([{ t: 1, v: 1 }], ['t', 'v'], { temporal: ['t'] }),
      { rule: '1D', method: 'sum' },
      'Resample operation requires DatetimeIndex',
    ],
    [
      gap,
      { rule: '1D', method: 'zerofill' },
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    ],
    [gap, { rule: '1Q-NOV', method: 'sum' }, 'Invalid frequency: 1Q-NOV'],
  ])('rejects %#', (table, options, message) => {
    expect(() => resampleOperation(table, options)).toThrow(message);
  });
});

describe('resample of a flat table by time_column (older clients)', () => {
  it('resamples on the named column and keeps it a column', () => {
    const flat = createTable(
      [
        { t: day('2020-01-01'), v: 1 },
        { t: day('2020-01-03'), v: 3 },
      ],
      undefined,
      { temporal: ['t'] },
    );
    const result = resampleOperation(flat, { rule: '1D', method: 'asfreq', fill_value: 0, time_column: 't' });
    expect(result.index).toEqual([]);
    expect(toRecords(result)).toEqual([
      { t: day('2020-01-01'), v: 1 },
      { t: day('2020-01-02'), v: 0 },
      { t: day('2020-01-03'), v: 3 },
    ]);
  });
});
