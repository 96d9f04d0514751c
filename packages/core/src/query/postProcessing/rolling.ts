import { deviation, max, mean, median, min, quantileSorted, sum, variance } from 'd3-array';
import { transformColumns } from './appendColumns.js';
import { InvalidPostProcessingError } from './errors.js';
import { toNumber, type DataTable } from './table.js';
import { validateColumnArgs } from './validate.js';
import { ownValue } from '../../ownValue.js';

export interface RollingOptions {
  rolling_type?: string;
  columns?: Record<string, string> | null;
  window?: number | null;
  rolling_type_options?: Record<string, unknown> | null;
  center?: boolean | null;
  win_type?: string | null;
  min_periods?: number | null;
}

type WindowFunction = (values: number[], options: Record<string, unknown>) => number;

function ddof(options: Record<string, unknown>): number {
  return typeof options.ddof === 'number' ? options.ddof : 1;
}

function varianceWith(values: number[], delta: number): number {
  const n = values.length;
  if (n - delta <= 0) return Number.NaN;
  if (n === 1) return 0;
  return ((variance(values) ?? Number.NaN) * (n - 1)) / (n - delta);
}

/** A population central moment: the sum of (x - mean)^order over n. */
function centralMoment(values: number[], order: number): number {
  const average = mean(values) ?? Number.NaN;
  return values.reduce((total, value) => total + (value - average) ** order, 0) / values.length;
}

/**
 * pandas' Rolling methods over the present values of each window. `std` and `var` use pandas' ddof=1
 * (d3-array's sample deviation); `quantile` uses linear interpolation.
 */
const WINDOW_FUNCTIONS: Record<string, WindowFunction> = {
  count: (values) => values.length,
  sum: (values) => sum(values),
  mean: (values) => mean(values) ?? Number.NaN,
  median: (values) => median(values) ?? Number.NaN,
  min: (values) => min(values) ?? Number.NaN,
  max: (values) => max(values) ?? Number.NaN,
  std: (values, options) =>
    ddof(options) === 1 ? (deviation(values) ?? Number.NaN) : Math.sqrt(varianceWith(values, ddof(options))),
  var: (values, options) => varianceWith(values, ddof(options)),
  skew: (values) => {
    // pandas' bias-corrected sample skewness (G1); at least 3 values and some spread.
    const n = values.length;
    const m2 = centralMoment(values, 2);
    const m3 = centralMoment(values, 3);
    if (n < 3 || !(m2 > 0)) return Number.NaN;
    return ((Math.sqrt(n * (n - 1)) / (n - 2)) * m3) / m2 ** 1.5;
  },
  kurt: (values) => {
    // pandas' bias-corrected sample excess kurtosis (G2); at least 4 values and some spread.
    const n = values.length;
    const m2 = centralMoment(values, 2);
    const m4 = centralMoment(values, 4);
    if (n < 4 || !(m2 > 0)) return Number.NaN;
    return ((n * n - 1) * (m4 / (m2 * m2)) - 3 * (n - 1) ** 2) / ((n - 2) * (n - 3));
  },
  quantile: (values, options) => {
    const q = typeof options.quantile === 'number' ? options.quantile : Number.NaN;
    return (
      quantileSorted(
        [...values].sort((a, b) => a - b),
        q,
      ) ?? Number.NaN
    );
  },
};

/**
 * Superset's `rolling`: a rolling window over the mapped columns (every column under a first-level name
 * of a pivoted table). A window's value needs `min_periods` present values (default: the window
 * size); with `center` the window is centred on the row. When `min_periods` is given the first
 * `min_periods - 1` rows are dropped, as Superset does.
 */
export function rollingOperation(table: DataTable, options: RollingOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns']);
  const window = options.window;
  if (window === undefined || window === null) {
    throw new InvalidPostProcessingError('Undefined window for rolling operation');
  }
  if (window === 0) throw new InvalidPostProcessingError('Window must be > 0');
  const type = options.rolling_type ?? '';
  const func = ownValue(WINDOW_FUNCTIONS, type);
  if (!func) throw new InvalidPostProcessingError(`Invalid rolling_type: ${type}`);
  if (options.win_type !== undefined && options.win_type !== null) {
    // Weighted windows (scipy's window functions in pandas) are not implemented.
    throw new InvalidPostProcessingError(`Unsupported win_type: ${options.win_type}`);
  }
  const typeOptions = options.rolling_type_options ?? {};
  const minPeriods = options.min_periods ?? window;
  const offset = options.center ? Math.floor((window - 1) / 2) : 0;

  const result = transformColumns(table, options.columns ?? {}, (values) => {
    const numbers = values.map(toNumber);
    return numbers.map((_, i) => {
      const end = Math.min(numbers.length, i + offset + 1);
      const start = Math.max(0, i + offset + 1 - window);
      const present = numbers.slice(start, end).filter((number) => !Number.isNaN(number));
      if (present.length < minPeriods) return null;
      const value = func(present, typeOptions);
      return Number.isNaN(value) ? null : value;
    });
  });
  if (options.min_periods) return { ...result, rows: result.rows.slice(options.min_periods - 1) };
  return result;
}
