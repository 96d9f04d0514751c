import { transformColumns } from './appendColumns.js';
import { columnKey, labelsUnder, numberCell, toNumber, type DataTable, type Row } from './table.js';
import { validateColumnArgs } from './validate.js';

export interface DiffOptions {
  columns?: Record<string, string> | null;
  periods?: number | null;
  axis?: number | string | null;
}

/**
 * Superset's `diff`: each value minus the one `periods` rows before (negative: after); the first rows
 * have nothing to subtract and are missing. With `axis` 1 (or 'columns') the difference is taken
 * across the selected columns instead, each minus the column `periods` to its left.
 */
export function diffOperation(table: DataTable, options: DiffOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns']);
  const periods = options.periods ?? 1;
  const mapping = options.columns ?? {};
  if (options.axis === 1 || options.axis === 'columns') return diffAcross(table, mapping, periods);
  return transformColumns(table, mapping, (values) => {
    const numbers = values.map(toNumber);
    return numbers.map((number, i) => {
      const other = numbers[i - periods];
      return other === undefined ? null : numberCell(number - other);
    });
  });
}

function diffAcross(table: DataTable, mapping: Record<string, string>, periods: number): DataTable {
  const labels = Object.keys(mapping).flatMap((name) => labelsUnder(table, name));
  const diffs = new Map(
    labels.map((label, j) => {
      const other = labels[j - periods];
      const values = table.rows.map((row: Row) =>
        other === undefined
          ? null
          : numberCell(toNumber(row[columnKey(label)]) - toNumber(row[columnKey(other)])),
      );
      return [columnKey(label), values] as const;
    }),
  );
  return transformColumns(table, mapping, (_, label) => diffs.get(columnKey(label)) ?? []);
}
