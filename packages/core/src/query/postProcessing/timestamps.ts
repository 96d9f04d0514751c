/** A time value (epoch ms, UTC) as Python prints a pandas Timestamp: '2020-01-31 00:00:00'. */
export function formatPandasTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2020-01-31T00:00:00.000Z
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const millis = iso.slice(20, 23);
  return millis === '000' ? base : `${base}.${millis}000`;
}

export const DAY_MS = 86_400_000;

export interface CalendarParts {
  year: number;
  month: number; // 0-11
  day: number; // 1-31
}

export function calendarParts(ms: number): CalendarParts {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * Adds calendar months as pandas' DateOffset(months=n) does: the day is kept, clipped to the
 * target month's length (31 January + 1 month = 29 February in a leap year); time of day is kept.
 */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day) + (ms - startOfDay(ms));
}
