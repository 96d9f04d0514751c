import { GENERIC_TYPE_CODE, type EngineSpec, type QueryResult } from '../../engines/EngineSpec.js';

const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * A time value as epoch milliseconds, as Superset's JSON sends datetimes. Engines give naive ISO
 * text (read as UTC wall-clock time, as Superset's naive datetimes are), zoned text, or Date objects.
 */
export function toEpochMs(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const text = value.includes('T') || value.length <= 10 ? value : value.replace(' ', 'T');
  const withTime = text.length === 10 ? `${text}T00:00:00` : text;
  const ms = Date.parse(HAS_ZONE.test(withTime) ? withTime : `${withTime}Z`);
  return Number.isNaN(ms) ? value : ms;
}

/** A column's type read from its values, as pandas infers a dtype: numbers, booleans, else text. */
export function inferredCode(rows: readonly Record<string, unknown>[], name: string): number {
  let numeric = true;
  let boolean = true;
  let seen = false;
  for (const row of rows) {
    const value = row[name];
    if (value === null || value === undefined) continue;
    seen = true;
    if (typeof value !== 'number' && typeof value !== 'bigint') numeric = false;
    if (typeof value !== 'boolean') boolean = false;
    if (!numeric && !boolean) break;
  }
  if (seen && numeric) return GENERIC_TYPE_CODE.numeric;
  if (seen && boolean) return GENERIC_TYPE_CODE.boolean;
  return GENERIC_TYPE_CODE.string;
}

/**
 * GenericDataType codes of the result's columns from the engine's types; a column the engine gives
 * no known type (SQLite's expressions) is typed by its values.
 */
export function coltypesOf(result: QueryResult, spec: EngineSpec): number[] {
  return result.columns.map((c) => {
    const generic = c.type ? spec.genericType(c.type) : null;
    return generic === null ? inferredCode(result.rows, c.name) : GENERIC_TYPE_CODE[generic];
  });
}

/** Rows with each temporal column's values as epoch ms (a new object per row). */
export function rowsWithEpochTimes(
  result: QueryResult,
  coltypes: readonly number[],
): Record<string, unknown>[] {
  const temporal = result.columns
    .filter((_, i) => coltypes[i] === GENERIC_TYPE_CODE.temporal)
    .map((c) => c.name);
  if (temporal.length === 0) return result.rows;
  return result.rows.map((row) => {
    const out = { ...row };
    for (const name of temporal) out[name] = toEpochMs(row[name]);
    return out;
  });
}

/** Epoch ms as pandas writes a naive datetime into CSV: 'YYYY-MM-DD HH:MM:SS'. */
export function csvDatetime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const millis = iso.slice(20, 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis === '000' ? '' : `.${millis}000`}`;
}
