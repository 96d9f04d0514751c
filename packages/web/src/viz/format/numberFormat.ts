import { format as d3Format } from 'd3-format';

/** Superset's default number format: 1.2k, 12.3M, 0.0123... */
export const SMART_NUMBER = 'SMART_NUMBER';

const SI = d3Format('.3~s');
const FLOAT_2 = d3Format('.2~f');
const FLOAT_4 = d3Format('.4~f');

/**
 * Superset's smart number (createSmartNumberFormatter): SI prefixes from 1000 (G as B), two decimals
 * from 1, four from 0.001, then millionths with a µ suffix, and SI below that.
 */
function smartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return SI(value).replace('G', 'B');
  if (abs >= 1) return FLOAT_2(value);
  if (abs >= 0.001) return FLOAT_4(value);
  if (abs > 0.000001) return `${SI(value * 1000000)}µ`;
  return SI(value);
}

const cache = new Map<string, (value: number) => string>();

/**
 * A formatter for a d3-format specifier or one of Superset's named formats. Percentages, currency and
 * duration formats from Superset's list (`,.2%`, `$,.2f`, `DURATION`) are plain d3 specifiers or named here.
 */
export function getNumberFormatter(specifier?: string | null): (value: number | null | undefined) => string {
  const key = specifier || SMART_NUMBER;
  let formatter = cache.get(key);
  if (!formatter) {
    if (key === SMART_NUMBER) formatter = smartNumber;
    else if (key === 'DURATION') formatter = formatDuration;
    else {
      try {
        formatter = d3Format(key);
      } catch {
        // An unknown specifier (typed by hand) falls back to the default rather than breaking the chart.
        formatter = smartNumber;
      }
    }
    cache.set(key, formatter);
  }
  const run = formatter;
  return (value) => (value === null || value === undefined || Number.isNaN(value) ? 'N/A' : run(value));
}

/** Milliseconds as Superset's DURATION: 1h 2m 3s. */
function formatDuration(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${count}${unit}`);
    rest -= count * size;
  }
  if (rest > 0 || parts.length === 0) parts.push(`${Math.round(rest)}ms`);
  return sign + parts.join(' ');
}
