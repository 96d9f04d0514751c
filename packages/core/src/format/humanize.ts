const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

function plural(n: number, one: string, other: string): string {
  return n === 1 ? one : other.replace('%d', String(n));
}

/**
 * Python humanize's `naturaldelta(delta, months=True)` (humanize 4.x, English) for a whole number of
 * seconds ≥ 0: the same branches and the same integer arithmetic (`timedelta.days`/`.seconds`, a year
 * of 365 days, a month of 30.5 days, everything truncated).
 */
export function naturalDelta(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / DAY);
  const seconds = totalSeconds - days * DAY;
  const years = Math.floor(days / 365);
  const restDays = days % 365;
  const months = Math.floor(restDays / 30.5);

  if (years === 0 && restDays < 1) {
    if (seconds === 0) return 'a moment';
    if (seconds === 1) return 'a second';
    if (seconds < MINUTE) return `${seconds} seconds`;
    if (seconds < 2 * MINUTE) return 'a minute';
    if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} minutes`;
    if (seconds < 2 * HOUR) return 'an hour';
    return `${Math.floor(seconds / HOUR)} hours`;
  }
  if (years === 0) {
    if (restDays === 1) return 'a day';
    if (months === 0) return `${restDays} days`;
    return months === 1 ? 'a month' : `${months} months`;
  }
  if (years === 1) {
    if (months === 0 && restDays === 0) return 'a year';
    if (months === 0) return plural(restDays, '1 year, 1 day', '1 year, %d days');
    return plural(months, '1 year, 1 month', '1 year, %d months');
  }
  return `${years.toLocaleString('en-US')} years`;
}

/**
 * The `*_delta_humanized` fields of Superset's lists: Python humanize's `naturaltime(now - changed_on)`
 * ("now", "a second ago", "30 seconds ago", "an hour ago", "1 year, 2 months ago", "2 days from now"),
 * checked case by case against humanize's documented outputs in `humanize.test.ts`. Sub-second parts
 * are dropped as Python's `timedelta.seconds` drops microseconds.
 */
export function humanizeDelta(iso: string | null | undefined, now: Date = new Date()): string | null {
  if (!iso) return null;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const deltaMs = now.getTime() - then;
  const text = naturalDelta(Math.floor(Math.abs(deltaMs) / 1000));
  if (text === 'a moment') return 'now';
  return deltaMs < 0 ? `${text} from now` : `${text} ago`;
}
