import { InvalidPostProcessingError } from './errors.js';
import {
  columnKey,
  labelParts,
  type ColumnLabel,
  type DataTable,
  type LabelPart,
  type Row,
} from './table.js';
import { validateColumnArgs } from './validate.js';

export interface RenameOptions {
  columns?: Record<string, string | null> | null;
  inplace?: boolean | null;
  level?: number | null;
}

/**
 * Superset's `rename`: renames column labels, on a pivoted table the labels of one level (`level`,
 * default the first). A label renamed to null drops out of the name `flatten` builds (Superset's way
 * of hiding the metric name when there is one metric); a flat column renamed to null is named 'null',
 * as its JSON key would read.
 */
export function renameOperation(table: DataTable, options: RenameOptions): DataTable {
  validateColumnArgs(table, options as Record<string, unknown>, ['columns']);
  const mapping = options.columns;
  if (!mapping || Object.keys(mapping).length === 0) return table;
  const level = options.level ?? 0;
  const depth = Math.max(1, ...table.columns.map((label) => labelParts(label).length));
  if (!Number.isInteger(level) || level < 0 || level >= depth) {
    throw new InvalidPostProcessingError(`Too many levels: Index has only ${depth} level, not ${level + 1}`);
  }
  const levelValues = new Set(table.columns.map((label) => labelParts(label)[level]));
  if (Object.values(mapping).every((name) => levelValues.has(name))) {
    throw new InvalidPostProcessingError('Label already exists');
  }
  const renamed = table.columns.map((label) => {
    const parts = [...labelParts(label)];
    const current = parts[level];
    if (typeof current === 'string' && Object.hasOwn(mapping, current))
      parts[level] = mapping[current] as LabelPart;
    const to: ColumnLabel = typeof label === 'string' ? String(parts[0] ?? 'null') : parts;
    return { from: label, to };
  });
  const rows = table.rows.map((row) => {
    const next: Row = {};
    for (const name of table.index) next[name] = row[name];
    for (const { from, to } of renamed) next[columnKey(to)] = row[columnKey(from)];
    return next;
  });
  return { ...table, rows, columns: renamed.map(({ to }) => to) };
}
