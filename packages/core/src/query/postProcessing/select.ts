import { InvalidPostProcessingError } from './errors.js';
import { columnKey, labelsUnder, topLevel, type ColumnLabel, type DataTable, type Row } from './table.js';
import { validateColumnArgs } from './validate.js';

export interface SelectOptions {
  columns?: string[] | null;
  exclude?: string[] | null;
  rename?: Record<string, string> | null;
}

/**
 * Superset's `select`: keep `columns` in that order (all when not given), drop `exclude`, then rename
 * (first level) with `rename`.
 */
export function selectOperation(table: DataTable, options: SelectOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns', 'exclude', 'rename']);
  let columns: ColumnLabel[] = options.columns?.length
    ? options.columns.flatMap((name) => labelsUnder(table, name))
    : [...table.columns];
  if (options.exclude?.length) {
    const missing = options.exclude.filter((name) => !columns.some((label) => topLevel(label) === name));
    if (missing.length > 0) {
      throw new InvalidPostProcessingError(
        `Referenced columns not available in DataFrame: ${missing.join(', ')}`,
      );
    }
    const excluded = new Set<unknown>(options.exclude);
    columns = columns.filter((label) => !excluded.has(topLevel(label)));
  }
  const rename = options.rename ?? {};
  const renamed = columns.map((label) => {
    const top = topLevel(label);
    const target =
      typeof top === 'string' && Object.hasOwn(rename, top) ? (rename[top] as string) : undefined;
    if (target === undefined) return { from: label, to: label };
    return { from: label, to: typeof label === 'string' ? target : [target, ...label.slice(1)] };
  });
  const rows = table.rows.map((row) => {
    const next: Row = {};
    for (const name of table.index) next[name] = row[name];
    for (const { from, to } of renamed) next[columnKey(to)] = row[columnKey(from)];
    return next;
  });
  const renamedNames = new Map(Object.entries(rename));
  return {
    ...table,
    rows,
    columns: renamed.map(({ to }) => to),
    temporal: table.temporal.map((name) => renamedNames.get(name) ?? name),
  };
}
