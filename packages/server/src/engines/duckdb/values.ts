import {
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  type DuckDBResult,
  type DuckDBValueConverter,
  type Json,
} from '@duckdb/node-api';

import type { ResultColumn } from '../EngineSpec.js';
import { dedupeNames } from '../results.js';
import { exactBigInt, exactNumber, isoTimestamp } from '../values.js';

const BIG_INTEGERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);
const TIMESTAMPS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

/**
 * DuckDB's JSON converter, except: BIGINT-like and DECIMAL values are numbers when exact and strings
 * otherwise (the JSON converter makes every BIGINT a string), and timestamps are ISO 8601.
 * Nested values (lists, structs) recurse through this converter.
 */
export const VALUE_CONVERTER: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null) return null;
  if (BIG_INTEGERS.has(type.typeId) && typeof value === 'bigint') return exactBigInt(value);
  if (type.typeId === DuckDBTypeId.DECIMAL) return exactNumber(String(value));
  if (TIMESTAMPS.has(type.typeId)) return isoTimestamp(String(value));
  // The JSON converter recurses through `converter` (this one) for nested values.
  return JsonDuckDBValueConverter(value, type, converter as DuckDBValueConverter<Json>);
};

export function resultColumns(result: DuckDBResult): ResultColumn[] {
  const names = dedupeNames(result.columnNames());
  return names.map((name, index) => ({ name, type: result.columnType(index).toString() }));
}
