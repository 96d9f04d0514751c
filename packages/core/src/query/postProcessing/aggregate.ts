import { numberCell, type DataTable, type Row } from './table.js';
import { groupRows } from './grouping.js';
import { resolveAggregates, type AggregateSpec } from './numpyFunctions.js';
import { validateColumnArgs } from './validate.js';

export interface AggregateOptions {
  groupby?: string[] | null;
  aggregates?: Record<string, AggregateSpec> | null;
}

/** Superset's `aggregate`: one row per group (sorted by the group columns) with each aggregate. */
export function aggregateOperation(table: DataTable, options: AggregateOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['groupby']);
  const groupby = options.groupby ?? [];
  const aggregates = resolveAggregates(table.columns, options.aggregates ?? {});
  const groups =
    groupby.length > 0
      ? groupRows(table.rows, groupby)
      : table.rows.length > 0
        ? [{ keys: [], rows: [...table.rows] }]
        : [];
  const rows = groups.map((group) => {
    const row: Row = {};
    groupby.forEach((column, i) => (row[column] = group.keys[i]));
    for (const aggregate of aggregates) {
      row[aggregate.name] = numberCell(aggregate.apply(group.rows.map((r) => r[aggregate.column])));
    }
    return row;
  });
  return {
    rows,
    columns: [...groupby, ...aggregates.map((aggregate) => aggregate.name)],
    index: [],
    temporal: table.temporal.filter((name) => groupby.includes(name)),
  };
}
