import { mean, quantileSorted, variance } from 'd3-array';
import { InvalidPostProcessingError } from './errors.js';
import { toNumber } from './table.js';

/**
 * Superset's NUMPY_FUNCTIONS as applied by pandas to one group's values. Which of them skip missing
 * values follows what numpy does with a pandas Series: `max`, `min`, `mean`, `sum`, `prod`, `std`,
 * `var`, `argmin` and `argmax` hand over to the Series method, which skips NaN; `average`, `median` and
 * `percentile` work on the raw array, where one NaN makes the result NaN; the `nan*` ones skip NaN.
 * `std` and `var` keep numpy's default ddof=0 (options may pass `ddof`), and percentiles use numpy's
 * default linear interpolation (d3-array's quantile is the same R-7 estimator).
 */
export type NumpyAggregateFunction = (values: readonly unknown[], options: Record<string, unknown>) => number;

function present(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const value of values) {
    const number = toNumber(value);
    if (!Number.isNaN(number)) out.push(number);
  }
  return out;
}

function allOrNaN(values: readonly unknown[]): number[] | null {
  const out: number[] = [];
  for (const value of values) {
    const number = toNumber(value);
    if (Number.isNaN(number)) return null;
    out.push(number);
  }
  return out;
}

function sumOf(numbers: readonly number[]): number {
  let total = 0;
  for (const number of numbers) total += number;
  return total;
}

function productOf(numbers: readonly number[]): number {
  let total = 1;
  for (const number of numbers) total *= number;
  return total;
}

function extreme(numbers: readonly number[], pick: (a: number, b: number) => boolean): number {
  let best = Number.NaN;
  for (const number of numbers) if (Number.isNaN(best) || pick(number, best)) best = number;
  return best;
}

function argExtreme(values: readonly unknown[], pick: (a: number, b: number) => boolean): number {
  let best = Number.NaN;
  let position = Number.NaN;
  values.forEach((value, i) => {
    const number = toNumber(value);
    if (Number.isNaN(number)) return;
    if (Number.isNaN(best) || pick(number, best)) {
      best = number;
      position = i;
    }
  });
  return position;
}

/** Variance with `ddof` delta degrees of freedom, from d3-array's sample (ddof=1) variance. */
export function varianceOf(numbers: readonly number[], ddof: number): number {
  const n = numbers.length;
  if (n - ddof <= 0) return Number.NaN;
  if (n === 1) return 0;
  const sample = variance(numbers) ?? Number.NaN;
  return (sample * (n - 1)) / (n - ddof);
}

/** numpy's default (linear) percentile, q in 0..100. */
export function percentileOf(numbers: readonly number[], q: number): number {
  if (numbers.length === 0) return Number.NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  return quantileSorted(sorted, q / 100) ?? Number.NaN;
}

export function medianOf(numbers: readonly number[]): number {
  return percentileOf(numbers, 50);
}

function ddofOption(options: Record<string, unknown>): number {
  return typeof options.ddof === 'number' ? options.ddof : 0;
}

function qOption(options: Record<string, unknown>): number {
  const q = options.q;
  if (typeof q !== 'number') throw new InvalidPostProcessingError('Percentile requires a numeric `q` option');
  return q;
}

function notAnAggregate(): number {
  // pandas refuses a function that returns one value per row where one per group is needed.
  throw new InvalidPostProcessingError('Must produce aggregated value');
}

export const NUMPY_FUNCTIONS: Record<string, NumpyAggregateFunction> = {
  average: (values) => {
    const numbers = allOrNaN(values);
    return numbers && numbers.length > 0 ? (mean(numbers) ?? Number.NaN) : Number.NaN;
  },
  argmin: (values) => argExtreme(values, (a, b) => a < b),
  argmax: (values) => argExtreme(values, (a, b) => a > b),
  count: (values) => values.length,
  count_nonzero: (values) => values.filter((value) => toNumber(value) !== 0).length,
  cumsum: notAnAggregate,
  cumprod: notAnAggregate,
  max: (values) => extreme(present(values), (a, b) => a > b),
  mean: (values) => mean(present(values)) ?? Number.NaN,
  median: (values) => {
    const numbers = allOrNaN(values);
    return numbers ? medianOf(numbers) : Number.NaN;
  },
  nansum: (values) => sumOf(present(values)),
  nanmin: (values) => extreme(present(values), (a, b) => a < b),
  nanmax: (values) => extreme(present(values), (a, b) => a > b),
  nanmean: (values) => mean(present(values)) ?? Number.NaN,
  nanmedian: (values) => medianOf(present(values)),
  nanpercentile: (values, options) => percentileOf(present(values), qOption(options)),
  min: (values) => extreme(present(values), (a, b) => a < b),
  percentile: (values, options) => {
    const q = qOption(options);
    const numbers = allOrNaN(values);
    return numbers ? percentileOf(numbers, q) : Number.NaN;
  },
  prod: (values) => productOf(present(values)),
  product: (values) => productOf(present(values)),
  std: (values, options) => Math.sqrt(varianceOf(present(values), ddofOption(options))),
  sum: (values) => sumOf(present(values)),
  var: (values, options) => varianceOf(present(values), ddofOption(options)),
};

export interface AggregateSpec {
  operator?: unknown;
  column?: string;
  options?: Record<string, unknown>;
}

export interface ResolvedAggregate {
  name: string;
  column: string;
  apply: (values: readonly unknown[]) => number;
}

/** Superset's `_get_aggregate_funcs`: checks each aggregate and binds its numpy function and options. */
export function resolveAggregates(
  columns: readonly unknown[],
  aggregates: Record<string, AggregateSpec>,
): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (!columns.includes(column)) {
      throw new InvalidPostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    }
    if (spec.operator === undefined) {
      throw new InvalidPostProcessingError(`Operator undefined for aggregator: ${name}`);
    }
    const func = typeof spec.operator === 'string' ? NUMPY_FUNCTIONS[spec.operator] : undefined;
    if (!func || !Object.hasOwn(NUMPY_FUNCTIONS, spec.operator as string)) {
      throw new InvalidPostProcessingError(`Invalid numpy function: ${String(spec.operator)}`);
    }
    const options = spec.options ?? {};
    return { name, column, apply: (values) => func(values, options) };
  });
}
