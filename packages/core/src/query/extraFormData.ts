import {
  EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
  EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS,
} from './constants.js';
import type { ExtraFormData, QueryObject, QueryObjectExtras } from './types.js';

/**
 * Applies the overriding keys of native and cross filters' `extra_form_data` (contract §7): time
 * range, time column and grain replace the chart's own; relative start/end and the SQL time grain go
 * into `extras`.
 */
export function overrideExtraFormData(queryObject: QueryObject, overrides: ExtraFormData): QueryObject {
  const result: QueryObject = { ...queryObject };
  const extras: QueryObjectExtras = { ...result.extras };
  for (const [key, target] of Object.entries(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)) {
    const value = overrides[key as keyof ExtraFormData];
    if (value !== undefined) (result as Record<string, unknown>)[target] = value;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS) {
    if (key in overrides) extras[key] = overrides[key];
  }
  if (Object.keys(extras).length > 0) result.extras = extras;
  return result;
}
