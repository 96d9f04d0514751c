import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors.js';
import { toNaiveIso } from './naiveDate.js';
import { getSinceUntil, type TimeRangeOptions } from './timeRange.js';

// A Thursday in a leap year, mid-afternoon: month ends, 29 February and Monday weeks all show.
const NOW = new Date('2024-02-29T13:45:10.456Z');

function range(timeRange: string | null, options: Partial<TimeRangeOptions> = {}): [string, string] {
  const { since, until } = getSinceUntil(timeRange, { now: NOW, ...options });
  return [since ? toNaiveIso(since) : '', until ? toNaiveIso(until) : ''];
}

function failure(timeRange: string | null, options: Partial<TimeRangeOptions> = {}): string {
  try {
    getSinceUntil(timeRange, { now: NOW, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(TimeRangeError);
    return (error as Error).message;
  }
  throw new Error(`expected ${String(timeRange)} to fail`);
}

describe('getSinceUntil: shorthands', () => {
  it.each([
    ['No filter', '', ''],
    ['Last day', '2024-02-28T00:00:00', '2024-02-29T00:00:00'],
    ['Last week', '2024-02-22T00:00:00', '2024-02-29T00:00:00'],
    ['Last month', '2024-01-29T00:00:00', '2024-02-29T00:00:00'],
    ['Last quarter', '2023-11-29T00:00:00', '2024-02-29T00:00:00'],
    // 29 February minus a year is clamped to the 28th, as Superset's DATEADD.
    ['Last year', '2023-02-28T00:00:00', '2024-02-29T00:00:00'],
    ['Last 3 days', '2024-02-26T00:00:00', '2024-02-29T00:00:00'],
    ['Last 5 months', '2023-09-29T00:00:00', '2024-02-29T00:00:00'],
    // Sub-day units anchor both ends on now, not midnight.
    ['Last 2 hours', '2024-02-29T11:45:10', '2024-02-29T13:45:10'],
    ['Last 90 seconds', '2024-02-29T13:43:40', '2024-02-29T13:45:10'],
    ['Next 2 weeks', '2024-02-29T00:00:00', '2024-03-14T00:00:00'],
    ['Next hour', '2024-02-29T13:45:10', '2024-02-29T14:45:10'],
    ['Next 1 month', '2024-02-29T00:00:00', '2024-03-29T00:00:00'],
    // Weeks start on Monday: this week began on 26 February.
    ['previous calendar week', '2024-02-19T00:00:00', '2024-02-26T00:00:00'],
    ['previous calendar month', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['previous calendar quarter', '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', '2024-02-29T00:00:00', '2024-03-01T00:00:00'],
    ['Current week', '2024-02-26T00:00:00', '2024-03-04T00:00:00'],
    ['Current month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['Current quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    ['first week of this year', '2024-01-01T00:00:00', '2024-01-08T00:00:00'],
    ['first month of last quarter', '2023-10-01T00:00:00', '2023-11-01T00:00:00'],
  ])('%s', (timeRange, since, until) => {
    expect(range(timeRange)).toEqual([since, until]);
  });
});

describe('getSinceUntil: since : until', () => {
  it.each([
    ['2020-01-01 : 2020-02-01', '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    ['2020-01-01T10:20:30 : 2020-01-01 23:59:59', '2020-01-01T10:20:30', '2020-01-01T23:59:59'],
    ['2018 : 2018-9', '2018-01-01T00:00:00', '2018-09-01T00:00:00'],
    ['2/3/1969 : 2020-01-01T00:00:00.250', '1969-02-03T00:00:00', '2020-01-01T00:00:00.250000'],
    ['Jan 2020 : March 5, 2021', '2020-01-01T00:00:00', '2021-03-05T00:00:00'],
    ['5 Sept 2020 : 1 february 2021', '2020-09-05T00:00:00', '2021-02-01T00:00:00'],
    [' : 2020-01-01', '', '2020-01-01T00:00:00'],
    ['2020-01-01 : ', '2020-01-01T00:00:00', ''],
    ['yesterday : tomorrow', '2024-02-28T00:00:00', '2024-03-01T00:00:00'],
    ['midnight : noon', '2024-02-29T00:00:00', '2024-02-29T12:00:00'],
    ['today : now', '2024-02-29T00:00:00', '2024-02-29T13:45:10'],
    // parsedatetime's day phrases are dates (midnight); hour phrases keep the time.
    ['7 days ago : now', '2024-02-22T00:00:00', '2024-02-29T13:45:10'],
    ['3 hours ago : 1 week later', '2024-02-29T10:45:10', '2024-03-07T00:00:00'],
    ['last 2 weeks : this week', '2024-02-15T00:00:00', '2024-02-29T00:00:00'],
    ['prior 1 month : next 3 days', '2024-01-29T00:00:00', '2024-03-03T00:00:00'],
    ['Last 2 hours : this hour', '2024-02-29T11:45:10', '2024-02-29T13:45:10'],
    ['this hour : next 30 minutes', '2024-02-29T13:45:10', '2024-02-29T14:15:10'],
    ['start of this month : end of this month', '2024-02-01T00:00:00', '2024-02-29T00:00:00'],
    ['beginning of last year : start of next quarter', '2023-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['start of this week : end of this week', '2024-02-26T00:00:00', '2024-03-03T00:00:00'],
    ['start of last 2 months : end of prior 1 quarter', '2023-12-01T00:00:00', '2023-12-31T00:00:00'],
    ['first of this month : first day of next month', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['first of the year : now', '2024-01-01T00:00:00', '2024-02-29T13:45:10'],
    ['DATEADD(DATETIME("now"), -7, day) : now', '2024-02-22T13:45:10', '2024-02-29T13:45:10'],
  ])('%s', (timeRange, since, until) => {
    expect(range(timeRange)).toEqual([since, until]);
  });
});

describe('getSinceUntil: relative anchors, shifts and legacy since/until', () => {
  it.each<[string | null, Partial<TimeRangeOptions>, string, string]>([
    ['Last week', { relativeStart: 'now' }, '2024-02-22T13:45:10', '2024-02-29T00:00:00'],
    ['Last week', { relativeEnd: 'now' }, '2024-02-22T00:00:00', '2024-02-29T13:45:10'],
    ['Next week', { relativeStart: 'now' }, '2024-02-29T13:45:10', '2024-03-07T13:45:10'],
    ['start of this month : now', { relativeStart: 'now' }, '2024-02-01T00:00:00', '2024-02-29T13:45:10'],
    // A shift moves both ends back, whatever its wording.
    ['Last week', { timeShift: '1 year ago' }, '2023-02-22T00:00:00', '2023-02-28T00:00:00'],
    ['Last week', { timeShift: '52 weeks ago' }, '2023-02-23T00:00:00', '2023-03-02T00:00:00'],
    ['Current month', { timeShift: '1 month' }, '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['Current month', { timeShift: '1 quarter later' }, '2023-11-01T00:00:00', '2023-12-01T00:00:00'],
    ['yesterday : tomorrow', { timeShift: '1 day' }, '2024-02-27T00:00:00', '2024-02-29T00:00:00'],
    [' : today', { timeShift: '28 days ago' }, '', '2024-02-01T00:00:00'],
    ['Last week', { timeShift: '2020-01-01 : 2020-02-01' }, '2020-01-01T00:00:00', '2020-02-01T00:00:00'],
    [
      '2000-01-01T00:00:00 : 2018-01-01T00:00:00',
      { timeShift: 'inherited' },
      '1981-12-31T00:00:00',
      '2000-01-01T00:00:00',
    ],
    ['2020-01-01 : ', { timeShift: 'inherited' }, '2020-01-01T00:00:00', ''],
    // No range: Superset's legacy since/until, until defaulting to today.
    ['', {}, '', '2024-02-29T00:00:00'],
    [null, { since: '5 days' }, '2024-02-24T00:00:00', '2024-02-29T00:00:00'],
    [null, { since: '5 days ago', until: 'tomorrow' }, '2024-02-24T00:00:00', '2024-03-01T00:00:00'],
    [null, { relativeEnd: 'now' }, '', '2024-02-29T13:45:10'],
  ])('%s with %j', (timeRange, options, since, until) => {
    expect(range(timeRange, options)).toEqual([since, until]);
  });
});

describe("getSinceUntil: errors carry Superset's messages", () => {
  it.each<[string | null, Partial<TimeRangeOptions>, string]>([
    ['tomorrow : yesterday', {}, 'From date cannot be larger than to date'],
    ['Next 2 days : today', {}, 'From date cannot be larger than to date'],
    ['5 days : now', {}, 'Time string is ambiguous. Please specify [5 days ago] or [5 days later].'],
    ['Last week : 2 weeks', {}, 'Time string is ambiguous. Please specify [2 weeks ago] or [2 weeks later].'],
    ['xxxx : now', {}, 'Cannot parse time string [xxxx]'],
    ['2023-02-30 : now', {}, 'Cannot parse time string [2023-02-30]'],
    ['Foo 2020 : now', {}, 'Cannot parse time string [Foo 2020]'],
    ['Last fortnight', {}, 'Cannot parse time string [Last fortnight]'],
    ['sometime', {}, 'Cannot parse time string [sometime]'],
    [
      'Last week',
      { timeShift: 'a while' },
      'Time delta is ambiguous. Please specify [a while ago] or [a while later].',
    ],
    [null, { since: '7 days', until: 'later' }, 'Cannot parse time string [later]'],
    ['DATEADD(DATETIME("now"), 99999, year) : ', {}, 'date value out of range'],
    [' : DATEADD(DATETIME("0001-01-01"), -1, day)', {}, 'date value out of range'],
  ])('%s with %j', (timeRange, options, message) => {
    expect(failure(timeRange, options)).toBe(message);
  });

  it('reports a malformed function the way pyparsing does', () => {
    expect(failure('DATEADD(DATETIME("now"), -7, fortnight) : now')).toBe(
      'Expected "second", "minute", "hour", "day", "week", "month", "quarter", or "year", found \'f\'  (at char 29), (line:1, col:30)',
    );
    // The side ends at ' : ', so the missing ')' is at the end of 'DATETRUNC(DATETIME("now"), month'.
    expect(failure('DATETRUNC(DATETIME("now"), month : now')).toBe(
      'Expected ")", found end of text  (at char 32), (line:1, col:33)',
    );
  });

  it('refuses HOLIDAY without a holiday calendar, and uses one when given', () => {
    expect(failure('HOLIDAY("christmas") : now')).toBe(
      'HOLIDAY is not supported: no holiday calendar is configured [christmas]',
    );
    const holiday = (name: string, year: number, country: string): Date | null =>
      name.toLowerCase().startsWith('christ') && country === 'US' ? new Date(Date.UTC(year, 11, 25)) : null;
    expect(
      range('HOLIDAY("Christmas", DATETIME("2018-01-01")) : HOLIDAY(\'christmas\')', { holiday }),
    ).toEqual(['2018-12-25T00:00:00', '2024-12-25T00:00:00']);
    expect(failure('HOLIDAY("Boxing day", DATETIME("2018-01-01"), "UK") : now', { holiday })).toBe(
      'Unable to find such a holiday: [Boxing day]',
    );
  });
});
