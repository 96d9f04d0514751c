import type { ResultColumn } from '../EngineSpec.js';
import { baseTypeName } from '../genericTypes.js';
import { dedupeNames } from '../results.js';
import { blobText, exactBigInt, isoTimestamp } from '../values.js';
import type { ChildColumn } from './childProcess.js';

type Convert = (value: unknown) => unknown;

function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return exactBigInt(value);
  if (value instanceof Uint8Array) return blobText(value);
  return value;
}

/**
 * SQLite stores booleans as 0/1 and date-times as text; the declared column type says what a value
 * means, so BOOLEAN columns give booleans and DATETIME/TIMESTAMP text becomes ISO 8601 like the other
 * engines. Expressions have no declared type and keep SQLite's value.
 */
function converterFor(type: string | null): Convert {
  const base = type ? baseTypeName(type) : '';
  if (base === 'bool' || base === 'boolean') {
    return (value) => (value === 0n || value === 1n ? value === 1n : plain(value));
  }
  if (base.startsWith('datetime') || base.startsWith('timestamp')) {
    return (value) => (typeof value === 'string' ? isoTimestamp(value) : plain(value));
  }
  return plain;
}

export interface RowConverter {
  columns: ResultColumn[];
  convert(rows: readonly unknown[][]): unknown[][];
}

export function rowConverter(childColumns: readonly ChildColumn[]): RowConverter {
  const names = dedupeNames(childColumns.map((column) => column.name));
  const converters = childColumns.map((column) => converterFor(column.type));
  return {
    columns: names.map((name, index) => ({ name, type: childColumns[index]?.type ?? null })),
    convert: (rows) => rows.map((row) => row.map((value, index) => converters[index]!(value))),
  };
}
