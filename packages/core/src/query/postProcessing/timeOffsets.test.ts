import { describe, expect, it } from 'vitest';
import { createTable, toRecords, type Row } from './table.js';
import {
  joinTimeOffsets,
  normalizeTimeDelta,
  resolveTimeOffset,
  shiftTime,
  TIME_SHIFT_CHOICES,
  timeJoinKey,
} from './timeOffsets.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const timed = (rows: Row[]) => createTable(rows, undefined, { temporal: ['t'] });

describe('time deltas', () => {
  it.each([
    ['1 year ago', { unit: 'years', value: -1 }],
    ['28 days ago', { unit: 'days', value: -28 }],
    ['52 weeks ago', { unit: 'weeks', value: -52 }],
    ['2 weeks later', { unit: 'weeks', value: 2 }],
    ['3 Months later', { unit: 'months', value: 3 }],
  ])('%s', (text, expected) => {
    expect(normalizeTimeDelta(text)).toEqual(expected);
  });

  it('reads every time-shift choice', () => {
    for (const choice of TIME_SHIFT_CHOICES) expect(() => normalizeTimeDelta(choice)).not.toThrow();
  });

  it('rejects other text', () => {
    expect(() => normalizeTimeDelta('last year')).toThrow('Invalid time delta format: last year');
  });

  it.each([
    [day('2020-02-29'), '1 year ago', day('2019-02-28')],
    [day('2020-03-31'), '1 month ago', day('2020-02-29')],
    [day('2021-01-01'), '52 weeks ago', day('2020-01-03')],
    [day('2021-01-01'), '1 day ago', day('2020-12-31')],
  ])('moves %d by %s as pandas DateOffset', (ms, text, expected) => {
    expect(shiftTime(ms, normalizeTimeDelta(text))).toBe(expected);
  });

  it('resolves inherit and a start date into days', () => {
    expect(resolveTimeOffset('inherit', day('2021-01-01'), day('2021-01-08'))).toBe('7 days ago');
    expect(resolveTimeOffset('2020-12-25', day('2021-01-01'), day('2021-01-08'))).toBe('7 days ago');
    expect(resolveTimeOffset('1 year ago', 0, 0)).toBe('1 year ago');
  });
});

describe('timeJoinKey', () => {
  it.each([
    [day('2020-01-07'), 'P1W', '2020-W01'],
    [day('2020-01-05'), 'P1W', '2020-W00'],
    [day('2020-01-05'), '1969-12-28T00:00:00Z/P1W', '2020-W01'],
    [day('2020-01-07'), 'P1M', '2020-01'],
    [day('2020-05-07'), 'P3M', '2020-Q2'],
    [day('2020-05-07'), 'P1Y', '2020'],
    [day('2020-05-07'), 'P1D', String(day('2020-05-07'))],
  ])('%d at %s is %s', (ms, grain, expected) => {
    expect(timeJoinKey(ms, grain)).toBe(expected);
  });
});

describe('joinTimeOffsets', () => {
  const main = timed([
    { t: day('2021-01-01'), m: 10 },
    { t: day('2021-02-01'), m: 20 },
  ]);
  const lastYear = timed([
    { t: day('2020-01-01'), m: 5 },
    { t: day('2020-03-01'), m: 7 },
  ]);

  it('adds <metric>__<offset> from the row a year before, missing where there is none', () => {
    const result = joinTimeOffsets(main, [{ offset: '1 year ago', table: lastYear }], {
      metrics: ['m'],
      timeGrain: 'P1M',
    });
    expect(result.columns).toEqual(['t', 'm', 'm__1 year ago']);
    expect(toRecords(result)).toEqual([
      { t: day('2021-01-01'), m: 10, 'm__1 year ago': 5 },
      { t: day('2021-02-01'), m: 20, 'm__1 year ago': null },
    ]);
  });

  it('matches at the grain, so 52 weeks before a month finds that month', () => {
    const result = joinTimeOffsets(main, [{ offset: '52 weeks ago', table: lastYear }], {
      metrics: ['m'],
      timeGrain: 'P1M',
    });
    expect(toRecords(result).map((row) => row['m__52 weeks ago'])).toEqual([5, null]);
  });

  it('joins on the group columns too, one offset after another', () => {
    const grouped = timed([
      { t: day('2021-01-02'), c: 'US', m: 1 },
      { t: day('2021-01-02'), c: 'UK', m: 2 },
    ]);
    const dayBefore = timed([
      { t: day('2021-01-01'), c: 'UK', m: 20 },
      { t: day('2021-01-01'), c: 'US', m: 10 },
    ]);
    const weekBefore = timed([{ t: day('2020-12-26'), c: 'US', m: 100 }]);
    const result = joinTimeOffsets(
      grouped,
      [
        { offset: '1 day ago', table: dayBefore },
        { offset: '1 week ago', table: weekBefore },
      ],
      { metrics: ['m'], timeGrain: 'P1D' },
    );
    expect(toRecords(result)).toEqual([
      { t: day('2021-01-02'), c: 'US', m: 1, 'm__1 day ago': 10, 'm__1 week ago': 100 },
      { t: day('2021-01-02'), c: 'UK', m: 2, 'm__1 day ago': 20, 'm__1 week ago': null },
    ]);
  });

  it('names columns by the requested offset and shifts by the resolved one', () => {
    const result = joinTimeOffsets(
      timed([{ t: day('2021-01-08'), m: 1 }]),
      [{ offset: 'inherit', resolvedOffset: '7 days ago', table: timed([{ t: day('2021-01-01'), m: 9 }]) }],
      { metrics: ['m'] },
    );
    expect(toRecords(result)).toEqual([{ t: day('2021-01-08'), m: 1, m__inherit: 9 }]);
  });

  it('joins a categorical x-axis as it is', () => {
    const result = joinTimeOffsets(
      createTable([{ c: 'US', m: 1 }]),
      [{ offset: '1 year ago', table: createTable([{ c: 'US', m: 2 }]) }],
      { metrics: ['m'] },
    );
    expect(toRecords(result)).toEqual([{ c: 'US', m: 1, 'm__1 year ago': 2 }]);
  });

  it('gives missing values when the offset query returned nothing', () => {
    const result = joinTimeOffsets(main, [{ offset: '1 year ago', table: createTable([], ['t', 'm']) }], {
      metrics: ['m'],
      timeGrain: 'P1M',
    });
    expect(toRecords(result).map((row) => row['m__1 year ago'])).toEqual([null, null]);
  });
});
