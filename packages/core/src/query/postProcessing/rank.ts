import { groupRows } from './grouping.js';
import { validateColumnArgs } from './validate.js';
import { toNumber, type DataTable, type Row } from './table.js';

export interface RankOptions {
  metric?: string;
  group_by?: string | string[] | null;
}

/** pandas' `rank(pct=True)`: average rank of ties divided by the count of present values; missing stays missing. */
function percentRanks(values: readonly number[]): (number | null)[] {
  const present = values
    .map((value, position) => ({ value, position }))
    .filter((entry) => !Number.isNaN(entry.value))
    .sort((a, b) => a.value - b.value);
  const ranks: (number | null)[] = values.map(() => null);
  for (let i = 0; i < present.length;) {
    let j = i;
    while (
      j + 1 < present.length &&
      (present[j + 1] as { value: number }).value === (present[i] as { value: number }).value
    )
      j += 1;
    const average = (i + 1 + (j + 1)) / 2;
    for (let k = i; k <= j; k += 1)
      ranks[(present[k] as { position: number }).position] = average / present.length;
    i = j + 1;
  }
  return ranks;
}

/** Superset's `rank`: a `rank` column with each row's percentile rank of `metric`, within `group_by` groups. */
export function rankOperation(table: DataTable, options: RankOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['metric', 'group_by']);
  const metric = options.metric ?? '';
  const groupBy = options.group_by ? [options.group_by].flat() : [];
  const rows: Row[] = table.rows.map((row) => ({ ...row, rank: null }));
  const positions = new Map(table.rows.map((row, i) => [row, i]));
  const groups = groupBy.length > 0 ? groupRows(table.rows, groupBy) : [{ keys: [], rows: [...table.rows] }];
  for (const group of groups) {
    const ranks = percentRanks(group.rows.map((row) => toNumber(row[metric])));
    group.rows.forEach((row, i) => ((rows[positions.get(row) as number] as Row).rank = ranks[i]));
  }
  const columns = table.columns.includes('rank') ? table.columns : [...table.columns, 'rank'];
  return { ...table, rows, columns };
}
