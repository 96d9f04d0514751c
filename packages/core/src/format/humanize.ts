const UNITS: readonly [limitSeconds: number, seconds: number, singular: string, plural: string][] = [
  [45 * 60, 60, 'a minute', 'minutes'],
  [22 * 3600, 3600, 'an hour', 'hours'],
  [26 * 86400, 86400, 'a day', 'days'],
  [320 * 86400, 30 * 86400, 'a month', 'months'],
  [Number.POSITIVE_INFINITY, 365 * 86400, 'a year', 'years'],
];

/**
 * "3 minutes ago", "a day ago": the `*_delta_humanized` fields Superset's lists return (Python's
 * humanize.naturaltime), so sorting labels read the same in both.
 */
export function humanizeDelta(iso: string | null | undefined, now: Date = new Date()): string | null {
  if (!iso) return null;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const deltaSeconds = Math.round((now.getTime() - then) / 1000);
  const future = deltaSeconds < 0;
  const s = Math.abs(deltaSeconds);
  if (s < 45) return future ? 'in a moment' : 'a moment ago';
  let text = '';
  for (const [limit, unit, singular, plural] of UNITS) {
    if (s < limit) {
      const n = Math.max(1, Math.round(s / unit));
      text = n === 1 ? singular : `${n} ${plural}`;
      break;
    }
  }
  return future ? `in ${text}` : `${text} ago`;
}
