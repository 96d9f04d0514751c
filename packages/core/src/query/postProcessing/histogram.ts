import { InvalidPostProcessingError } from './errors.js';
import { groupRows } from './grouping.js';
import { isNumericColumn, toNumber, type DataTable, type Row } from './table.js';

export interface HistogramOptions {
  column?: string;
  groupby?: string[] | null;
  bins?: number | null;
  cumulative?: boolean | null;
  normalize?: boolean | null;
}

/** numpy's `histogram_bin_edges(values, bins)`: equal-width edges from min to max (±0.5 if equal). */
export function histogramBinEdges(values: readonly number[], bins: number): number[] {
  let first = values.length ? Math.min(...values) : 0;
  let last = values.length ? Math.max(...values) : 1;
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  return Array.from({ length: bins + 1 }, (_, i) =>
    i === bins ? last : first + ((last - first) * i) / bins,
  );
}

/** numpy's `histogram` counts: each bin half-open [a, b) except the last, which includes its right edge. */
export function histogramCounts(values: readonly number[], edges: readonly number[]): number[] {
  const bins = edges.length - 1;
  const counts = new Array<number>(bins).fill(0);
  const first = edges[0] as number;
  const last = edges[bins] as number;
  for (const value of values) {
    if (value < first || value > last) continue;
    let bin = Math.min(bins - 1, Math.floor(((value - first) / (last - first)) * bins));
    // Floating-point guard, as numpy does: check the found bin against its edges.
    while (bin > 0 && value < (edges[bin] as number)) bin -= 1;
    while (bin < bins - 1 && value >= (edges[bin + 1] as number)) bin += 1;
    counts[bin] = (counts[bin] as number) + 1;
  }
  return counts;
}

/**
 * Superset's `histogram`: counts of `column` in `bins` equal-width bins (edges from the whole column),
 * per group; columns are named '<int(edge)> - <int(next edge)>'. `cumulative` accumulates across
 * bins and `normalize` divides by the total count of the table.
 */
export function histogramOperation(table: DataTable, options: HistogramOptions): DataTable {
  const column = options.column ?? '';
  const groupby = options.groupby ?? [];
  const bins = options.bins ?? 5;
  if (!table.columns.includes(column) || !isNumericColumn(table, column)) {
    throw new InvalidPostProcessingError(`The column '${column}' must be numeric.`);
  }
  const present = (rows: readonly Row[]): number[] =>
    rows.map((row) => toNumber(row[column])).filter((value) => !Number.isNaN(value));
  const edges = histogramBinEdges(present(table.rows), bins);
  const labels = edges
    .slice(0, -1)
    .map((edge, i) => `${Math.trunc(edge)} - ${Math.trunc(edges[i + 1] as number)}`);
  const counted = (rows: readonly Row[]): number[] => {
    const counts = histogramCounts(present(rows), edges);
    if (!options.cumulative) return counts;
    let running = 0;
    return counts.map((count) => (running += count));
  };
  const groups = groupby.length > 0 ? groupRows(table.rows, groupby) : [{ keys: [], rows: [...table.rows] }];
  const perGroup = groups.map((group) => ({ keys: group.keys, counts: counted(group.rows) }));
  const total = options.normalize
    ? perGroup.reduce((sum, g) => sum + g.counts.reduce((a, b) => a + b, 0), 0)
    : 1;
  const uniqueLabels = [...new Set(labels)];
  const rows = perGroup.map((group) => {
    const row: Row = {};
    groupby.forEach((name, i) => (row[name] = group.keys[i]));
    // Equal labels (narrow bins) share a column; the later bin wins, as in Superset's dict.
    labels.forEach((label, i) => (row[label] = (group.counts[i] as number) / total));
    return row;
  });
  return {
    rows,
    columns: [...groupby, ...uniqueLabels],
    index: [],
    temporal: table.temporal.filter((n) => groupby.includes(n)),
  };
}
