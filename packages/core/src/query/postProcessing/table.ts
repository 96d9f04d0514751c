/**
 * The table the post-processing operations read and write: Superset's pandas DataFrame in, DataFrame
 * out, as plain rows.
 *
 * - `rows` hold one object per row, keyed by `columnKey(label)`.
 * - `columns` are the ordered column labels. A flat column is its name (a string). After `pivot` with
 *   `columns`, labels are tuples, pandas' MultiIndex columns: `[metric, groupValue1, ...]`, where a part
 *   may be a number, a boolean or null (a level renamed away). `flatten` joins a tuple's non-null parts
 *   with ', ' (commas inside a part escaped as '\,') and so turns it back into a string.
 * - `index` names the row index levels, whose values are also kept in each row under their names;
 *   an empty list is pandas' RangeIndex (the row number). `pivot` sets it, `flatten` resets it.
 * - `temporal` names the index levels and flat columns that hold time values, as epoch milliseconds.
 * - A missing value is null (NaN, undefined and null are all read as missing).
 */
export type LabelPart = string | number | boolean | null;
export type ColumnLabel = string | readonly LabelPart[];
export type Row = Record<string, unknown>;

export interface DataTable {
  readonly index: readonly string[];
  readonly columns: readonly ColumnLabel[];
  readonly rows: readonly Row[];
  readonly temporal: readonly string[];
}

// A tuple's key starts with a NUL character, which no column name from a database carries, so a tuple
// never shares a key with a flat column.
const TUPLE_KEY_PREFIX = '\u0000';

// Operations look a tuple's key up once per row; the same label object always gives the same key.
const tupleKeys = new WeakMap<readonly LabelPart[], string>();

export function columnKey(label: ColumnLabel): string {
  if (typeof label === 'string') return label;
  let key = tupleKeys.get(label);
  if (key === undefined) {
    key = TUPLE_KEY_PREFIX + JSON.stringify(label);
    tupleKeys.set(label, key);
  }
  return key;
}

export function isMultiLevel(label: ColumnLabel): label is readonly LabelPart[] {
  return typeof label !== 'string';
}

/** The label's first level: pandas' `get_level_values(0)`, which column arguments are checked against. */
export function topLevel(label: ColumnLabel): LabelPart {
  return typeof label === 'string' ? label : (label[0] ?? null);
}

export function createTable(
  rows: readonly Row[],
  columns?: readonly ColumnLabel[],
  options: { index?: readonly string[]; temporal?: readonly string[] } = {},
): DataTable {
  const first = rows[0];
  return {
    rows,
    columns: columns ?? (first ? Object.keys(first) : []),
    index: options.index ?? [],
    temporal: options.temporal ?? [],
  };
}

/** Rows keyed by column (index values dropped), as Superset's `to_dict(orient="records")` gives them. */
export function toRecords(table: DataTable): Record<string, unknown>[] {
  return table.rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const label of table.columns) {
      const key = columnKey(label);
      record[key] = cleanValue(row[key]);
    }
    return record;
  });
}

// NaN and infinities have no JSON form; Superset sends them as null.
function cleanValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

export function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * A cell as a number, NaN when missing or not numeric. Numeric strings count: drivers hand DECIMAL
 * values over as strings, and Superset converts metric columns to numbers before post-processing.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A computed number as a cell: NaN becomes null (missing). */
export function numberCell(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

/** Is every present value of the column a number (or a numeric string)? Booleans are not numbers here. */
export function isNumericColumn(table: DataTable, label: ColumnLabel): boolean {
  if (typeof label === 'string' && table.temporal.includes(label)) return false;
  const key = columnKey(label);
  for (const row of table.rows) {
    const value = row[key];
    if (isMissing(value)) continue;
    if (typeof value === 'boolean') return false;
    if (Number.isNaN(toNumber(value))) return false;
  }
  return true;
}

export function columnValues(table: DataTable, label: ColumnLabel): unknown[] {
  const key = columnKey(label);
  return table.rows.map((row) => row[key]);
}

/** The columns a name selects, as pandas' `df.loc[:, [name]]` does: for tuples, every label under it. */
export function labelsUnder(table: DataTable, name: LabelPart): ColumnLabel[] {
  return table.columns.filter((label) => topLevel(label) === name);
}

export function hasTopLevel(table: DataTable, name: unknown): boolean {
  return table.columns.some((label) => topLevel(label) === name);
}

/**
 * Orders two cells as pandas sorts them: missing values last, numbers before strings, strings by
 * code unit (Python compares code points; the two agree outside astral characters).
 */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const aNumber = typeof a === 'number' || typeof a === 'boolean' || typeof a === 'bigint';
  const bNumber = typeof b === 'number' || typeof b === 'boolean' || typeof b === 'bigint';
  if (aNumber && bNumber) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (aNumber !== bNumber) return aNumber ? -1 : 1;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** The label as a tuple of parts (a flat label is a one-part tuple). */
export function labelParts(label: ColumnLabel): readonly LabelPart[] {
  return typeof label === 'string' ? [label] : label;
}

/** A label from parts: one part is a flat (string) label, several a tuple. */
export function labelFromParts(parts: readonly LabelPart[]): ColumnLabel {
  if (parts.length === 1) {
    const only = parts[0];
    return typeof only === 'string' ? only : String(only ?? 'null');
  }
  return parts;
}

/**
 * A key for a group of cells (Map keys must be strings to compare by value): each value tagged with
 * its type, joined with a control character no key value carries.
 */
export function groupKey(values: readonly unknown[]): string {
  let key = '';
  for (const value of values) {
    if (isMissing(value)) key += '\u0001_';
    else if (typeof value === 'string') key += '\u0001s' + value;
    else if (typeof value === 'number' || typeof value === 'bigint') key += '\u0001n' + String(value);
    else if (typeof value === 'boolean') key += '\u0001b' + String(value);
    else key += '\u0001o' + JSON.stringify(value);
  }
  return key;
}
