import { InvalidPostProcessingError } from './errors.js';
import { groupRows } from './grouping.js';
import { medianOf, percentileOf } from './numpyFunctions.js';
import { numberCell, toNumber, type DataTable, type Row } from './table.js';
import { validateColumnArgs } from './validate.js';

export const BOXPLOT_WHISKER_TYPES = ['tukey', 'min/max', 'percentile'] as const;

export interface BoxplotOptions {
  groupby?: string[] | null;
  metrics?: string[] | null;
  whisker_type?: string;
  percentiles?: number[] | null;
}

// The statistics, in Superset's column order (statistic first, then metric).
const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/**
 * numpy's percentile with method='midpoint' (Superset's quartiles): the mean of the two values around
 * the linear-interpolation position.
 */
function midpointPercentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = ((sorted.length - 1) * q) / 100;
  return ((sorted[Math.floor(position)] as number) + (sorted[Math.ceil(position)] as number)) / 2;
}

/**
 * Superset's `boxplot`: per group, for each metric `<metric>__mean`, `__median`, `__max` and `__min`
 * (the whiskers), `__q1`, `__q3`, `__count` and `__outliers` (values beyond the whiskers). Whiskers:
 * 'tukey' (the furthest values within 1.5 IQR of the quartiles), 'min/max', or 'percentile' with two
 * `percentiles`.
 */
export function boxplotOperation(table: DataTable, options: BoxplotOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['groupby', 'metrics']);
  const groupby = options.groupby ?? [];
  const metrics = options.metrics ?? [];
  const whiskerType = options.whisker_type;
  const percentiles = options.percentiles;
  if (whiskerType === 'percentile') {
    const valid =
      Array.isArray(percentiles) &&
      percentiles.length === 2 &&
      typeof percentiles[0] === 'number' &&
      typeof percentiles[1] === 'number' &&
      percentiles[0] < percentiles[1];
    if (!valid) {
      throw new InvalidPostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
  }

  const statistics = (values: readonly unknown[]): Record<(typeof STATISTICS)[number], unknown> => {
    const all = values.map(toNumber);
    const present = all.filter((value) => !Number.isNaN(value));
    const sorted = [...present].sort((a, b) => a - b);
    const q1 = midpointPercentile(sorted, 25);
    const q3 = midpointPercentile(sorted, 75);
    let low: number;
    let high: number;
    if (whiskerType === 'tukey') {
      const upper = q3 + 1.5 * (q3 - q1);
      const lower = q1 - 1.5 * (q3 - q1);
      high = Math.max(...present.filter((value) => value <= upper));
      low = Math.min(...present.filter((value) => value >= lower));
    } else if (whiskerType === 'percentile') {
      low = percentileOf(present, (percentiles as number[])[0] as number);
      high = percentileOf(present, (percentiles as number[])[1] as number);
    } else {
      high = sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN;
      low = sorted.length ? (sorted[0] as number) : Number.NaN;
    }
    const mean = present.length
      ? present.reduce((sum, value) => sum + value, 0) / present.length
      : Number.NaN;
    return {
      mean: numberCell(mean),
      // pandas' groupby aggregation runs np.median as its own median, which skips missing values.
      median: numberCell(present.length ? medianOf(present) : Number.NaN),
      max: Number.isFinite(high) ? high : null,
      min: Number.isFinite(low) ? low : null,
      q1: numberCell(q1),
      q3: numberCell(q3),
      count: all.length,
      outliers: [...present.filter((value) => value > high), ...present.filter((value) => value < low)],
    };
  };

  const groups =
    groupby.length > 0
      ? groupRows(table.rows, groupby)
      : table.rows.length
        ? [{ keys: [], rows: [...table.rows] }]
        : [];
  const columns = [
    ...groupby,
    ...STATISTICS.flatMap((statistic) => metrics.map((metric) => `${metric}__${statistic}`)),
  ];
  const rows = groups.map((group) => {
    const row: Row = {};
    groupby.forEach((column, i) => (row[column] = group.keys[i]));
    for (const metric of metrics) {
      const stats = statistics(group.rows.map((r) => r[metric]));
      for (const statistic of STATISTICS) row[`${metric}__${statistic}`] = stats[statistic];
    }
    return row;
  });
  return { rows, columns, index: [], temporal: table.temporal.filter((name) => groupby.includes(name)) };
}
