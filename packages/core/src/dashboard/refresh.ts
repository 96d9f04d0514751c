/** Superset's default `stagger_time`: a staggered refresh spreads the charts' queries over 5 seconds. */
export const DEFAULT_STAGGER_TIME = 5000;

/**
 * When each chart of a staggered refresh starts, in ms: the first at once, the last at `staggerTimeMs`,
 * evenly spaced (spec 000 §9: total / (count − 1)). One chart starts at once; none gives no delays.
 */
export function staggerDelays(count: number, staggerTimeMs: number = DEFAULT_STAGGER_TIME): number[] {
  const total = Math.max(0, Math.floor(count));
  if (total <= 1) return total === 1 ? [0] : [];
  const spacing = Math.max(0, staggerTimeMs) / (total - 1);
  return Array.from({ length: total }, (_, index) => index * spacing);
}

/** The auto-refresh intervals the dashboard offers, in seconds with their labels (Superset's order). */
export const REFRESH_INTERVALS: ReadonlyArray<readonly [number, string]> = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];
