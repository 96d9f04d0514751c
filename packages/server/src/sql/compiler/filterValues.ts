import type { FilterValue } from '@loupe/core';

import type { GenericType } from '../../engines/EngineSpec.js';

/** Superset's placeholders the filter popover sends for NULL and the empty string. */
const NULL_STRING = '<NULL>';
const EMPTY_STRING = '<empty string>';

const LIKE_OPERATORS = new Set(['LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE']);

/** Python's cast_to_num: digits to an integer, else a float, else None. */
function castToNumber(value: string): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  if (/^[+-]?(inf|infinity|nan)$/.test(lower)) return null;
  const number = Number(trimmed);
  return Number.isNaN(number) ? null : number;
}

/** Superset's cast_to_boolean. */
function castToBoolean(value: FilterValue): boolean | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value.trim().toLowerCase() === 'true';
}

/** One value as Superset's filter_values_handler turns it for the target column's generic type. */
export function normalizeFilterValue(value: FilterValue, operator: string, target: GenericType): FilterValue {
  let result: FilterValue = value;
  if (typeof result === 'string') {
    result = result.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (target === 'numeric' && !LIKE_OPERATORS.has(operator)) return castToNumber(result);
    if (result === NULL_STRING) return null;
    if (result === EMPTY_STRING) return '';
  }
  if (target === 'boolean') return castToBoolean(result);
  return result;
}
