import { compareTuples, groupKey, isMissing, type Row } from './table.js';

export interface Group {
  keys: unknown[];
  rows: Row[];
}

/**
 * pandas' `groupby(keys)`: groups in ascending key order; rows with a missing key are dropped unless
 * `dropna` is false (then missing sorts last).
 */
export function groupRows(rows: readonly Row[], keyColumns: readonly string[], dropna = true): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const keys = keyColumns.map((column) => (isMissing(row[column]) ? null : row[column]));
    if (dropna && keys.some((key) => key === null)) continue;
    const id = groupKey(keys);
    let group = groups.get(id);
    if (!group) {
      group = { keys, rows: [] };
      groups.set(id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()].sort((a, b) => compareTuples(a.keys, b.keys));
}
