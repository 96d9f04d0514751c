import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import quarterOfYear from 'dayjs/plugin/quarterOfYear.js';
import utc from 'dayjs/plugin/utc.js';
import { TimeRangeError, timeRangeMessages } from './errors.js';

/*
 * Superset evaluates time ranges on naive datetimes (no time zone). Here a naive datetime is a dayjs
 * in UTC mode whose UTC fields are the wall-clock fields, so no local zone or DST ever shifts it;
 * callers get plain Dates read the same way (getUTC*).
 */
dayjs.extend(utc);
dayjs.extend(isoWeek);
dayjs.extend(quarterOfYear);

export type Naive = Dayjs;

export type TimeUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export const TIME_UNITS: readonly TimeUnit[] = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
];

export function naive(date: Date): Naive {
  return dayjs.utc(date.getTime());
}

export function naiveFromFields(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Naive | null {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second, millisecond));
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  const value = dayjs.utc(date.getTime());
  // Date.UTC rolls 2023-02-30 over to March; a calendar date that does not exist is no date.
  if (value.year() !== year || value.month() !== month - 1 || value.date() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return value;
}

/**
 * Adds `amount` units the way Superset's DATEADD does (parsedatetime): calendar months and years
 * keep the day of month, clamped to the month's last day (2024-02-29 + 1 year = 2025-02-28); a
 * quarter is three months, a week seven days.
 */
export function addUnits(value: Naive, amount: number, unit: TimeUnit): Naive {
  if (unit === 'quarter') return value.add(amount * 3, 'month');
  if (unit === 'week') return value.add(amount * 7, 'day');
  return value.add(amount, unit);
}

/** Superset's DATETRUNC: weeks start on Monday. */
export function truncate(value: Naive, unit: TimeUnit): Naive {
  if (unit === 'week') return value.startOf('isoWeek');
  if (unit === 'second') return value.millisecond(0);
  return value.startOf(unit);
}

/** Superset's LASTDAY: midnight of the unit's last day (a week ends on Sunday). */
export function lastDay(value: Naive, unit: Exclude<TimeUnit, 'hour' | 'minute' | 'second'>): Naive {
  if (unit === 'week') return value.startOf('isoWeek').add(6, 'day');
  return value.endOf(unit).startOf('day');
}

/** A plain Date of a naive value; years outside 1..9999 fail as Python's datetime does. */
export function toDate(value: Naive): Date {
  if (!value.isValid() || value.year() < 1 || value.year() > 9999) {
    throw new TimeRangeError(timeRangeMessages.outOfRange);
  }
  return value.toDate();
}

/** Python's `datetime.isoformat()` of a naive datetime: microseconds only when not zero. */
export function toNaiveIso(date: Date): string {
  const iso = date.toISOString();
  const base = iso.slice(0, 19);
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${String(ms).padStart(3, '0')}000`;
}
