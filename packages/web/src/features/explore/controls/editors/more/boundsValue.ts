/** Superset's bounds pair `[min, max]`: each end a number, or null when left open. */
export type NumberBounds = [number | null, number | null];

/** Superset's time-of-day bounds `["HH:mm:ss", "HH:mm:ss"]`: either end may be null. */
export type TimeBounds = [string | null, string | null];

export const TIME_OF_DAY_FORMAT = 'HH:mm:ss';

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // Older saved charts may hold the numbers as strings.
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function timeOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value) ? value : null;
}

function pairOf(value: unknown): [unknown, unknown] {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

export function readNumberBounds(value: unknown): NumberBounds {
  const [min, max] = pairOf(value);
  return [numberOrNull(min), numberOrNull(max)];
}

export function readTimeBounds(value: unknown): TimeBounds {
  const [min, max] = pairOf(value);
  return [timeOrNull(min), timeOrNull(max)];
}

/** The controls holding times of day; every other collection control holds a numeric pair. */
export const TIME_BOUNDS_CONTROLS: ReadonlySet<string> = new Set(['x_axis_time_bounds']);
