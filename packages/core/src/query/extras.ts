import { TIME_COLUMN_EXTRA_FILTERS, type TimeColumnConfigKey } from './constants.js';
import type { QueryFormData, QueryObjectExtras, QueryObjectFilterClause } from './types.js';

export interface ExtractedExtras {
  filters: QueryObjectFilterClause[];
  extras: QueryObjectExtras;
  applied_time_extras: Record<string, string>;
  granularity?: string;
  time_range?: string;
  time_compare?: string;
}

/**
 * Splits legacy `extra_filters` into plain filters and the time fields their reserved columns
 * (`__time_range`, `__time_col`, ...) set, recorded in `applied_time_extras`; then resolves the time
 * grain and the time column, as Superset's extractExtras.
 */
export function extractExtras(formData: QueryFormData): ExtractedExtras {
  const filters: QueryObjectFilterClause[] = [];
  const applied: Record<string, string> = {};
  const fromFilters: Record<string, string | undefined> = {};

  for (const filter of formData.extra_filters ?? []) {
    if (Object.hasOwn(TIME_COLUMN_EXTRA_FILTERS, filter.col)) {
      const key = filter.col as TimeColumnConfigKey;
      fromFilters[TIME_COLUMN_EXTRA_FILTERS[key]] = filter.val as string;
      applied[key] = filter.val as string;
    } else {
      filters.push(filter);
    }
  }

  const timeGrain = fromFilters.time_grain_sqla || formData.time_grain_sqla;
  const result: ExtractedExtras = {
    filters,
    extras: timeGrain ? { time_grain_sqla: timeGrain } : {},
    applied_time_extras: applied,
    granularity:
      fromFilters.granularity_sqla || formData.granularity || formData.granularity_sqla || undefined,
  };
  if ('time_range' in fromFilters) result.time_range = fromFilters.time_range;
  if ('time_compare' in fromFilters) result.time_compare = fromFilters.time_compare;
  return result;
}
