import type { DataMask } from '@loupe/core';

/** A filter's value as the bar shows it (`filterState.value`). */
export function filterValueOf(mask: DataMask | undefined): unknown {
  return mask?.filterState?.value;
}

/** Nothing chosen: no mask, a null value or an empty list. */
export function isFilterValueEmpty(mask: DataMask | undefined): boolean {
  const value = filterValueOf(mask);
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}
