import { columnKey, labelsUnder, topLevel, type ColumnLabel, type DataTable, type Row } from './table.js';

/**
 * Computes new values for the columns a `{source: target}` mapping selects and puts them back, as
 * Superset's `_append_columns` does: when every target equals its source the columns are replaced in
 * place; otherwise the computed columns, renamed (first level) to their targets, are appended.
 * `compute` gets each selected column's values and returns the new ones.
 */
export function transformColumns(
  table: DataTable,
  mapping: Record<string, string>,
  compute: (values: unknown[], label: ColumnLabel) => unknown[],
): DataTable {
  const sources = Object.keys(mapping).flatMap((name) => labelsUnder(table, name));
  const computed = sources.map((label) => ({
    label,
    values: compute(
      table.rows.map((row) => row[columnKey(label)]),
      label,
    ),
  }));
  const inPlace = Object.entries(mapping).every(([source, target]) => source === target);
  const rows: Row[] = table.rows.map((row) => ({ ...row }));
  const columns = [...table.columns];
  for (const { label, values } of computed) {
    const target = inPlace ? label : renameTop(label, mapping[topLevel(label) as string] as string);
    const key = columnKey(target);
    if (!columns.some((existing) => columnKey(existing) === key)) columns.push(target);
    rows.forEach((row, i) => (row[key] = values[i]));
  }
  return { ...table, rows, columns };
}

function renameTop(label: ColumnLabel, name: string): ColumnLabel {
  return typeof label === 'string' ? name : [name, ...label.slice(1)];
}
