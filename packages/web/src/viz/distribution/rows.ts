import type { ChartDataQueryResult } from '@loupe/core';
import { GenericDataType } from '@loupe/core';

export type DataRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is DataRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of one query's answer (an empty list when the answer has none, e.g. an error). */
export function rowsOf(result: ChartDataQueryResult | undefined): DataRecord[] {
  const data = result?.data;
  return Array.isArray(data) ? data.filter(isRecord) : [];
}

/** Column name → Superset's GenericDataType, from the answer's colnames/coltypes. */
export function coltypeMapping(result: ChartDataQueryResult | undefined): Record<string, number> {
  const names = result?.colnames ?? [];
  const types = result?.coltypes ?? [];
  return Object.fromEntries(names.map((name, i) => [name, types[i] ?? GenericDataType.String]));
}

/** A cell as a number; null when absent or not numeric (ECharts leaves such points out). */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Superset's `ensureIsArray`: undefined/null → [], a single value → [value]. */
export function ensureIsArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** A form-data value that may arrive as text ("25") or a number. */
export function toNumber(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Superset's parseAxisBound: an axis bound from form data, undefined for "no bound". */
export function parseAxisBound(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
