import { columnKey, compareValues, isMissing, labelsUnder, type DataTable, type Row } from './table.js';
import { validateColumnArgs } from './validate.js';

export interface SortOptions {
  is_sort_index?: boolean | null;
  by?: string | string[] | null;
  ascending?: boolean | boolean[] | null;
  /** Superset's earlier form: `{column: ascending}`. */
  columns?: Record<string, boolean> | null;
}

/**
 * Superset's `sort`: by the row index (`is_sort_index`) or by the `by` columns, each ascending or not;
 * missing values go last either way, and equal rows keep their order. Without either it does nothing.
 */
export function sortOperation(table: DataTable, options: SortOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['by', 'columns']);
  let by = options.by === undefined || options.by === null ? [] : [options.by].flat();
  let ascending = options.ascending ?? true;
  if (by.length === 0 && options.columns && Object.keys(options.columns).length > 0) {
    by = Object.keys(options.columns);
    ascending = Object.values(options.columns);
  }
  if (options.is_sort_index) {
    const asc = Array.isArray(ascending) ? (ascending[0] ?? true) : ascending;
    if (table.index.length === 0) return asc ? table : { ...table, rows: [...table.rows].reverse() };
    return sortRows(
      table,
      [...table.index],
      table.index.map(() => asc),
    );
  }
  if (by.length === 0) return table;
  const keys = by.map((name) => columnKey(labelsUnder(table, name)[0] ?? name));
  return sortRows(
    table,
    keys,
    by.map((_, i) => (Array.isArray(ascending) ? (ascending[i] ?? true) : ascending)),
  );
}

function sortRows(table: DataTable, keys: string[], ascending: boolean[]): DataTable {
  const rows = [...table.rows].sort((a: Row, b: Row) => {
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      const order = compareValues(a[key], b[key]);
      if (order === 0) continue;
      // Missing values stay last whatever the direction.
      return ascending[i] || isMissing(a[key]) || isMissing(b[key]) ? order : -order;
    }
    return 0;
  });
  return { ...table, rows };
}
