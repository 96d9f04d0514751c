export type SortDirection = 'asc' | 'desc';

export interface ColumnSort {
  column: string;
  direction: SortDirection;
}

// One collator for the whole sort: localeCompare builds one per call, too slow for 100,000 rows.
const collator = new Intl.Collator(undefined, { numeric: true });

function compareValues(a: unknown, b: unknown): number {
  // Empty cells go last whichever way the column is sorted.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Row order for a column sort, as indexes into `rows`, so large results are not copied row by row. */
export function sortedRowIndexes(
  rows: readonly Record<string, unknown>[],
  sort: ColumnSort | null,
): number[] {
  const indexes = Array.from(rows.keys());
  if (!sort) return indexes;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return indexes.sort((i, j) => {
    const a = rows[i]![sort.column];
    const b = rows[j]![sort.column];
    if (a === null || a === undefined || b === null || b === undefined) return compareValues(a, b);
    return sign * compareValues(a, b);
  });
}

/** The next state of a header click: ascending, then descending, then unsorted. */
export function nextSort(current: ColumnSort | null, column: string): ColumnSort | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Tab-separated text for pasting into a spreadsheet. */
export function toTsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const clean = (text: string): string => text.replace(/[\t\n\r]+/g, ' ');
  const lines = [columns.map(clean).join('\t')];
  for (const row of rows) lines.push(columns.map((column) => clean(cellText(row[column]))).join('\t'));
  return lines.join('\n');
}

export { cellText };
