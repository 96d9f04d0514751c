import {
  columnKey,
  isMissing,
  labelFromParts,
  type ColumnLabel,
  type DataTable,
  type LabelPart,
  type Row,
} from './table.js';

export const FLAT_COLUMN_SEPARATOR = ', ';

export interface FlattenOptions {
  reset_index?: boolean | null;
  drop_levels?: number[] | null;
}

/** Superset's `escape_separator`: a comma inside a label part becomes '\,'. */
export function escapeSeparator(text: string): string {
  return text.replaceAll(',', '\\,');
}

/** Superset's `unescape_separator`, for the server turning flattened names back into labels. */
export function unescapeSeparator(text: string): string {
  return text.replaceAll('\\,', ',');
}

function partText(part: LabelPart): string {
  if (typeof part === 'boolean') return part ? 'True' : 'False';
  return String(part);
}

/**
 * Superset's `flatten`: tuple labels (after dropping `drop_levels`, by position) become their present
 * parts, each escaped, joined with ', '; then the first row index level becomes the first column.
 */
export function flattenOperation(table: DataTable, options: FlattenOptions = {}): DataTable {
  const multi = table.columns.some((label) => typeof label !== 'string');
  let renamed = table.columns.map((label) => ({ from: label, to: label as ColumnLabel }));
  if (multi) {
    const drop = new Set(options.drop_levels ?? []);
    renamed = table.columns.map((label) => {
      const parts = (typeof label === 'string' ? [label] : label).filter((_, i) => !drop.has(i));
      if (parts.length < 2 && drop.size > 0) return { from: label, to: labelFromParts(parts) };
      const text = parts
        .filter((part) => !isMissing(part))
        .map((part) => escapeSeparator(partText(part)))
        .join(FLAT_COLUMN_SEPARATOR);
      return { from: label, to: text };
    });
  }
  const resetIndex = options.reset_index ?? true;
  const moved = resetIndex ? table.index.slice(0, 1) : [];
  const rows = table.rows.map((row) => {
    const next: Row = {};
    for (const name of table.index) next[name] = row[name];
    for (const { from, to } of renamed) next[columnKey(to)] = row[columnKey(from)];
    return next;
  });
  return {
    rows,
    columns: [...moved, ...renamed.map(({ to }) => to)],
    index: table.index.slice(moved.length),
    temporal: table.temporal,
  };
}

/**
 * The start of Superset's `label_map` in a chart-data response: each flattened column name (unescaped)
 * mapped to its parts, split at the ', ' that flatten put between them (not at an escaped '\,').
 */
export function flattenedLabelMap(names: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const name of names) {
    map[unescapeSeparator(name)] = name.split(/(?<!\\), /).map(unescapeSeparator);
  }
  return map;
}
