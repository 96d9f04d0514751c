import { getMetricLabel } from '../labels.js';
import type { QueryFormData, QueryObject } from '../types.js';
import { ComparisonType, TIME_COMPARISON_SEPARATOR } from './types.js';

/** Superset's ensureIsArray: nothing → [], a value → [value], an array as it is. */
export function ensureIsArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** Superset's ensureIsInt: the integer a value parses to, else the default. */
export function ensureIsInt(value: unknown, defaultValue: number): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? defaultValue : parsed;
}

/** The time shifts of form data (`time_compare` holds one or many, e.g. '1 year ago'). */
export function getTimeOffsets(formData: QueryFormData): string[] {
  return ensureIsArray(formData.time_compare);
}

/**
 * Each offset column label → the metric it shifts, e.g. `SUM(value)__1 year ago` → `SUM(value)`, for
 * every metric of the query and every time shift of the form data (Superset's getMetricOffsetsMap).
 */
export function getMetricOffsetsMap(formData: QueryFormData, queryObject: QueryObject): Map<string, string> {
  const offsets = getTimeOffsets(formData);
  const map = new Map<string, string>();
  for (const metric of ensureIsArray(queryObject.metrics).map(getMetricLabel)) {
    for (const offset of offsets) map.set([metric, offset].join(TIME_COMPARISON_SEPARATOR), metric);
  }
  return map;
}

const COMPARISON_TYPES = new Set<unknown>(Object.values(ComparisonType));

/** A time comparison is on when a comparison type is chosen and there is a metric to shift. */
export function isTimeComparison(formData: QueryFormData, queryObject: QueryObject): boolean {
  return (
    COMPARISON_TYPES.has(formData.comparison_type) && getMetricOffsetsMap(formData, queryObject).size > 0
  );
}
