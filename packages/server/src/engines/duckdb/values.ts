import type {
  DuckDBDataChunk,
  DuckDBResult,
  DuckDBType,
  DuckDBTypeId,
  DuckDBValue,
  DuckDBValueConverter,
  Json,
} from '@duckdb/node-api';

import type { ResultColumn } from '../EngineSpec.js';
import { dedupeNames } from '../results.js';
import { exactBigInt, exactNumber, isoTimestamp } from '../values.js';
import { duckdb } from './driver.js';

// The driver's type ids, made once the driver is loaded (driver.ts): by the first result there is.
let typeSets: { bigIntegers: Set<DuckDBTypeId>; timestamps: Set<DuckDBTypeId> } | undefined;

function typeIds(): NonNullable<typeof typeSets> {
  if (typeSets) return typeSets;
  const id = duckdb().DuckDBTypeId;
  typeSets = {
    bigIntegers: new Set([id.BIGINT, id.UBIGINT, id.HUGEINT, id.UHUGEINT]),
    timestamps: new Set([id.TIMESTAMP, id.TIMESTAMP_S, id.TIMESTAMP_MS, id.TIMESTAMP_NS, id.TIMESTAMP_TZ]),
  };
  return typeSets;
}

/**
 * DuckDB's JSON converter, except: BIGINT-like and DECIMAL values are numbers when exact and strings
 * otherwise (the JSON converter makes every BIGINT a string), and timestamps are ISO 8601.
 * Nested values (lists, structs) recurse through this converter.
 */
export const VALUE_CONVERTER: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null) return null;
  const { bigIntegers, timestamps } = typeIds();
  if (bigIntegers.has(type.typeId) && typeof value === 'bigint') return exactBigInt(value);
  if (type.typeId === duckdb().DuckDBTypeId.DECIMAL) return exactNumber(String(value));
  if (timestamps.has(type.typeId)) return isoTimestamp(String(value));
  // The JSON converter recurses through `converter` (this one) for nested values.
  return duckdb().JsonDuckDBValueConverter(value, type, converter as DuckDBValueConverter<Json>);
};

export function resultColumns(result: DuckDBResult): ResultColumn[] {
  const names = dedupeNames(result.columnNames());
  return names.map((name, index) => ({ name, type: result.columnType(index).toString() }));
}

/** Reads one column's values as VALUE_CONVERTER would, with fast paths for the common types. */
export type ValueReader = (value: DuckDBValue) => unknown;

const asIs: ValueReader = (value) => value;

const bigInteger: ValueReader = (value) => (typeof value === 'bigint' ? exactBigInt(value) : value);

const jsonDouble: ValueReader = (value) =>
  typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;

const MAX_15_DIGITS = 999_999_999_999_999;
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * A DECIMAL of at most 15 significant digits is the double nearest to it (one correctly rounded
 * division of two exact doubles) and prints back as the same digits, which is what exactNumber decides
 * through text; anything else goes through the text. Tiny values are left to exactNumber too, since
 * JavaScript prints them with an exponent.
 */
function decimalReader(): ValueReader {
  const { DuckDBDecimalValue } = duckdb();
  return (value) => {
    if (!(value instanceof DuckDBDecimalValue)) return value === null ? null : exactNumber(String(value));
    const scaled = typeof value.value === 'bigint' ? value.value : BigInt(value.value);
    if (scaled >= -MAX_15_DIGITS && scaled <= MAX_15_DIGITS && value.scale < POWERS_OF_TEN.length) {
      const number = Number(scaled) / POWERS_OF_TEN[value.scale]!;
      if (number === 0 || Math.abs(number) >= 1e-6) return number;
    }
    return exactNumber(value.toString());
  };
}

/** 0001-01-01 and 9999-12-31 23:59:59.999999 in microseconds since the epoch: the years Date prints as YYYY. */
const FIRST_MICROS = -62_135_596_800_000_000n;
const LAST_MICROS = 253_402_300_799_999_999n;
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const MILLIS_PER_DAY = 86_400_000;

/**
 * A TIMESTAMP (microseconds) reader giving what isoTimestamp(DuckDB's text) gives,
 * "2024-01-01T10:30:00.5", computed instead of parsed for years 1-9999: the date part by Date, once
 * per day seen (rows of one day in a row are the common case), the time by arithmetic.
 */
function timestampReader(): ValueReader {
  const { DuckDBTimestampValue } = duckdb();
  let cachedDay = Number.NaN;
  let cachedDate = '';
  return (value) => {
    if (!(value instanceof DuckDBTimestampValue)) return value === null ? null : isoTimestamp(String(value));
    const micros = value.micros;
    let millis: number;
    let extraMicros: number;
    if (micros >= MIN_SAFE && micros <= MAX_SAFE) {
      // Years 1685-2254: plain double arithmetic is exact.
      const n = Number(micros);
      millis = Math.floor(n / 1000);
      extraMicros = n - millis * 1000;
    } else {
      if (micros < FIRST_MICROS || micros > LAST_MICROS) return isoTimestamp(String(value));
      millis = Number(micros / 1000n) - (micros % 1000n < 0n ? 1 : 0);
      extraMicros = Number(micros - BigInt(millis) * 1000n);
    }
    const day = Math.floor(millis / MILLIS_PER_DAY);
    if (day !== cachedDay) {
      cachedDay = day;
      cachedDate = new Date(day * MILLIS_PER_DAY).toISOString().slice(0, 10);
    }
    const ofDay = millis - day * MILLIS_PER_DAY;
    const seconds = Math.floor(ofDay / 1000);
    const text = `${cachedDate}T${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
    const fractionMicros = (ofDay - seconds * 1000) * 1000 + extraMicros;
    if (fractionMicros === 0) return text;
    return `${text}.${String(fractionMicros).padStart(6, '0').replace(/0+$/, '')}`;
  };
}

/** The reader of a column of this type: VALUE_CONVERTER's result, without its per-value dispatch where it can. */
export function valueReader(type: DuckDBType): ValueReader {
  const id = duckdb().DuckDBTypeId;
  switch (type.typeId) {
    case id.BOOLEAN:
    case id.TINYINT:
    case id.SMALLINT:
    case id.INTEGER:
    case id.UTINYINT:
    case id.USMALLINT:
    case id.UINTEGER:
    case id.VARCHAR:
      return asIs;
    case id.FLOAT:
    case id.DOUBLE:
      return jsonDouble;
    case id.BIGINT:
    case id.UBIGINT:
    case id.HUGEINT:
    case id.UHUGEINT:
      return bigInteger;
    case id.DECIMAL:
      return decimalReader();
    case id.TIMESTAMP:
      return timestampReader();
    default:
      return (value) => VALUE_CONVERTER(value, type, VALUE_CONVERTER);
  }
}

/**
 * An object with every column as an own property (null), to copy for each row: a spread copy of it
 * has all its properties in place at once. Defined, not assigned, so a column named `__proto__` is an
 * ordinary property.
 */
export function rowTemplate(names: readonly string[]): Record<string, unknown> {
  const template: Record<string, unknown> = {};
  for (const name of names) {
    Object.defineProperty(template, name, {
      value: null,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return template;
}

/**
 * The first `take` rows of a chunk (or the rows `chosen` lists) as objects (copies of `template`, see
 * rowTemplate), appended to `out`, from the chunk's columns starting at `columnOffset`. Filled column
 * by column: one reader and one property name per loop, no row arrays between.
 */
export function appendRowObjects(
  chunk: DuckDBDataChunk,
  names: readonly string[],
  readers: readonly ValueReader[],
  take: number,
  out: Record<string, unknown>[],
  template: Record<string, unknown> = rowTemplate(names),
  columnOffset = 0,
  chosen?: readonly number[],
): void {
  const start = out.length;
  const count = chosen ? chosen.length : take;
  for (let row = 0; row < count; row++) out.push({ ...template });
  for (let column = 0; column < names.length; column++) {
    const vector = chunk.getColumnVector(column + columnOffset);
    const read = readers[column]!;
    const name = names[column]!;
    for (let row = 0; row < count; row++) {
      out[start + row]![name] = read(vector.getItem(chosen ? chosen[row]! : row));
    }
  }
}
