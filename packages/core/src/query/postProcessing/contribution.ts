import { InvalidPostProcessingError } from './errors.js';
import { TIME_COMPARISON } from './compare.js';
import {
  columnKey,
  isMissing,
  isNumericColumn,
  numberCell,
  topLevel,
  toNumber,
  type ColumnLabel,
  type DataTable,
  type Row,
} from './table.js';
import { validateColumnArgs } from './validate.js';

export interface ContributionOptions {
  orientation?: 'row' | 'column' | null;
  columns?: string[] | null;
  time_shifts?: string[] | null;
  rename_columns?: string[] | null;
  contribution_totals?: Record<string, number | null> | null;
}

/**
 * Superset's `contribution`: each numeric cell as a share of its column's total (orientation
 * 'column', the default; missing counts as 0; `contribution_totals` may give the totals, a missing or
 * zero total giving 0) or of its row's total over the selected columns ('row'; columns of each time
 * shift, named `<metric>__<shift>`, are totalled apart). Results replace the columns, or go to
 * `rename_columns`. Temporal and non-numeric columns are left alone.
 */
export function contributionOperation(table: DataTable, options: ContributionOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns']);
  const numeric = table.columns.filter((label) => isNumericColumn(table, label));
  const selected: ColumnLabel[] = options.columns?.length ? options.columns : numeric;
  if (options.columns?.length) {
    const numericKeys = new Set(numeric.map(columnKey));
    for (const column of options.columns) {
      if (!numericKeys.has(column)) {
        throw new InvalidPostProcessingError(
          `Column "${column}" is not numeric or does not exists in the query results.`,
        );
      }
    }
  }
  const targets: ColumnLabel[] = options.rename_columns?.length ? options.rename_columns : selected;
  if (targets.length !== selected.length) {
    throw new InvalidPostProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
  }
  const rows: Row[] = table.rows.map((row) => ({ ...row }));
  const columns = [...table.columns];
  const assign = (target: ColumnLabel, values: (number | null)[]): void => {
    const key = columnKey(target);
    if (!columns.some((label) => columnKey(label) === key)) columns.push(target);
    rows.forEach((row, i) => (row[key] = values[i]));
  };
  const filled = (label: ColumnLabel): number[] =>
    table.rows.map((row) => {
      const value = toNumber(row[columnKey(label)]);
      return Number.isNaN(value) ? 0 : value;
    });

  if ((options.orientation ?? 'column') === 'column') {
    const totals = options.contribution_totals;
    selected.forEach((label, i) => {
      const values = filled(label);
      if (totals) {
        const total = totals[columnKey(label)];
        assign(
          targets[i] as ColumnLabel,
          values.map((value) => (isMissing(total) || total === 0 ? 0 : value / (total as number))),
        );
        return;
      }
      const total = values.reduce((sum, value) => sum + value, 0);
      assign(
        targets[i] as ColumnLabel,
        values.map((value) => numberCell(value / total)),
      );
    });
    return { ...table, rows, columns };
  }

  // Row orientation: one group per time shift, plus the columns without one.
  const groups = new Map<string, number[]>();
  selected.forEach((label, i) => {
    const top = topLevel(label);
    const shift =
      typeof top === 'string'
        ? (options.time_shifts ?? []).find((ts) => top.endsWith(TIME_COMPARISON + ts))
        : undefined;
    const id = shift === undefined ? '' : `shift:${shift}`;
    groups.set(id, [...(groups.get(id) ?? []), i]);
  });
  for (const positions of groups.values()) {
    const labels = positions.map((i) => selected[i] as ColumnLabel);
    const sums = table.rows.map((row) =>
      labels.reduce((sum, label) => {
        const value = toNumber(row[columnKey(label)]);
        return Number.isNaN(value) ? sum : sum + value;
      }, 0),
    );
    positions.forEach((position, j) => {
      const key = columnKey(labels[j] as ColumnLabel);
      assign(
        targets[position] as ColumnLabel,
        table.rows.map((row, r) => numberCell(toNumber(row[key]) / (sums[r] as number))),
      );
    });
  }
  return { ...table, rows, columns };
}
