import { utcFormat } from 'd3-time-format';

/** Superset's adaptive date format: only as precise as the value needs. */
export const SMART_DATE = 'smart_date';

const formats = {
  millisecond: utcFormat('%H:%M:%S.%L'),
  second: utcFormat('%H:%M:%S'),
  minute: utcFormat('%H:%M'),
  hour: utcFormat('%H:%M'),
  day: utcFormat('%a %d'),
  week: utcFormat('%b %d'),
  month: utcFormat('%B'),
  year: utcFormat('%Y'),
};

/** Superset's smart date: chart times are naive (UTC on the wire), so UTC fields are the wall clock. */
function smartDate(date: Date): string {
  if (date.getUTCMilliseconds()) return formats.millisecond(date);
  if (date.getUTCSeconds()) return formats.second(date);
  if (date.getUTCMinutes() || date.getUTCHours()) return formats.minute(date);
  if (date.getUTCDate() !== 1) return date.getUTCDay() === 0 ? formats.week(date) : formats.day(date);
  if (date.getUTCMonth()) return formats.month(date);
  return formats.year(date);
}

const cache = new Map<string, (date: Date) => string>();

/** A formatter for a d3-time-format specifier or smart_date; takes epoch milliseconds or a Date. */
export function getTimeFormatter(
  specifier?: string | null,
): (value: number | Date | null | undefined) => string {
  const key = specifier || SMART_DATE;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = key === SMART_DATE ? smartDate : utcFormat(key);
    cache.set(key, formatter);
  }
  const run = formatter;
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : run(date);
  };
}
