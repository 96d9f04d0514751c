import type { TableColumn, TableRow } from './transformProps';

export interface SortState {
  key: string;
  desc: boolean;
}

/** Rows whose shown text (any visible column) contains the search text, case-insensitively. */
export function searchRows(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  search: string,
): TableRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    columns.some((column) => {
      const value = row[column.key];
      // Both the raw value and its formatted text match, as Superset's search reads the cell's value.
      return (
        String(value ?? '')
          .toLowerCase()
          .includes(needle) || column.format(value).toLowerCase().includes(needle)
      );
    }),
  );
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Rows sorted by one column; missing values always go last, the sort is stable. */
export function sortRows(rows: readonly TableRow[], sort: SortState | null): TableRow[] {
  if (!sort) return [...rows];
  const { key, desc } = sort;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const va = a.row[key];
      const vb = b.row[key];
      const aMissing = va === null || va === undefined;
      const bMissing = vb === null || vb === undefined;
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order = compareValues(va, vb);
      return (desc ? -order : order) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort after clicking a header: metrics start descending (Superset), then flip, then off. */
export function nextSort(current: SortState | null, column: TableColumn): SortState | null {
  const descFirst = column.isMetric || column.isPercentMetric;
  if (!current || current.key !== column.key) return { key: column.key, desc: descFirst };
  if (current.desc === descFirst) return { key: column.key, desc: !descFirst };
  return null;
}

export function pageCount(rowCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(rowCount / pageSize)) : 1;
}

/** One page of rows; a page size of 0 shows every row. */
export function pageRows(rows: readonly TableRow[], pageIndex: number, pageSize: number): TableRow[] {
  if (pageSize <= 0) return [...rows];
  const start = Math.min(pageIndex, pageCount(rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Superset's page size choices, with the chart's own page length among them. */
export function pageSizeChoices(pageLength: number): number[] {
  const sizes = new Set([10, 20, 50, 100, 200]);
  if (pageLength > 0) sizes.add(pageLength);
  return [...sizes].sort((a, b) => a - b);
}

/** Columns in the viewer's order (keys not in it keep their place at the end). */
export function orderColumns(
  columns: readonly TableColumn[],
  order: readonly string[] | null,
): TableColumn[] {
  if (!order) return [...columns];
  const rank = (column: TableColumn) => {
    const index = order.indexOf(column.key);
    return index < 0 ? order.length : index;
  };
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}

/** The column order after dropping one column's header on another's: it takes that column's place. */
export function moveColumn(columns: readonly TableColumn[], from: string, to: string): string[] {
  const keys = columns.map((column) => column.key);
  const fromIndex = keys.indexOf(from);
  const toIndex = keys.indexOf(to);
  if (fromIndex < 0 || toIndex < 0) return keys;
  keys.splice(fromIndex, 1);
  keys.splice(toIndex, 0, from);
  return keys;
}
