import { InvalidPostProcessingError } from './errors.js';
import {
  columnKey,
  compareTuples,
  groupKey,
  labelsUnder,
  numberCell,
  topLevel,
  toNumber,
  type ColumnLabel,
  type DataTable,
  type LabelPart,
  type Row,
} from './table.js';
import { validateColumnArgs } from './validate.js';

export const TIME_COMPARISON = '__';
export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

export interface CompareOptions {
  source_columns?: string[] | null;
  compare_columns?: string[] | null;
  compare_type?: string;
  drop_original_columns?: boolean | null;
  precision?: number | null;
}

/**
 * Superset's `compare`: for each source/compare pair a new column `<type>__<source>__<compare>` with
 * source - compare (difference), (source - compare) / compare (percentage) or source / compare (ratio),
 * the last two rounded to `precision` decimals (default 4, half to even as numpy rounds). On a pivoted
 * table each sub-column of the source is compared with the compare sub-column of the same group.
 */
export function compareOperation(table: DataTable, options: CompareOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['source_columns', 'compare_columns']);
  const sources = options.source_columns ?? [];
  const compares = options.compare_columns ?? [];
  if (sources.length !== compares.length) {
    throw new InvalidPostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  }
  const type = options.compare_type as CompareType;
  if (!COMPARE_TYPES.includes(type)) {
    throw new InvalidPostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  if (sources.length === 0) return table;
  const precision = options.precision === undefined || options.precision === null ? 4 : options.precision;
  const calculate = (s: number, c: number): number => {
    if (type === 'difference') return s - c;
    return roundHalfEven(type === 'percentage' ? (s - c) / c : s / c, precision);
  };

  const rows: Row[] = table.rows.map((row) => ({ ...row }));
  const columns: ColumnLabel[] = [...table.columns];
  sources.forEach((source, i) => {
    const compare = compares[i] as string;
    const name = [type, source, compare].join(TIME_COMPARISON);
    const sourceLabels = byRest(labelsUnder(table, source));
    const compareLabels = byRest(labelsUnder(table, compare));
    // pandas aligns the two frames on the rest of the label; a group one side lacks gives missing.
    const restParts = new Map<string, LabelPart[]>();
    for (const label of [...sourceLabels.values(), ...compareLabels.values()]) {
      const parts = typeof label === 'string' ? [] : label.slice(1);
      restParts.set(groupKey(parts), parts);
    }
    const rests = [...restParts.keys()];
    const ordered = sameKeys(sourceLabels, compareLabels)
      ? rests
      : rests.sort((a, b) => compareTuples(restParts.get(a) ?? [], restParts.get(b) ?? []));
    for (const rest of ordered) {
      const s = sourceLabels.get(rest);
      const c = compareLabels.get(rest);
      const parts = restParts.get(rest) ?? [];
      const label: ColumnLabel = parts.length === 0 ? name : [name, ...parts];
      const key = columnKey(label);
      columns.push(label);
      rows.forEach((row, r) => {
        const original = table.rows[r] as Row;
        row[key] =
          s && c
            ? numberCell(calculate(toNumber(original[columnKey(s)]), toNumber(original[columnKey(c)])))
            : null;
      });
    }
  });
  if (!options.drop_original_columns) return { ...table, rows, columns };
  const dropped = new Set<unknown>([...sources, ...compares]);
  return { ...table, rows, columns: columns.filter((label) => !dropped.has(topLevel(label))) };
}

function byRest(labels: ColumnLabel[]): Map<string, ColumnLabel> {
  return new Map(labels.map((label) => [groupKey(typeof label === 'string' ? [] : label.slice(1)), label]));
}

function sameKeys(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  return a.size === b.size && [...a.keys()].every((key) => b.has(key));
}

/** numpy's round: to `decimals` places, ties to even. */
export function roundHalfEven(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) < 1e-9) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(scaled);
  return rounded / factor;
}
