import type { ExtraFormData, QueryFormData } from './types.js';

/** Superset's data mask: what a native filter or a cross-filtering chart asks of the charts in its scope. */
export interface DataMask {
  id?: string;
  extraFormData?: ExtraFormData;
  filterState?: { value?: unknown; label?: string; [key: string]: unknown };
  ownState?: Record<string, unknown>;
}

/** `extra_form_data` keys whose values add up across filters (contract §7); every other key overrides. */
const APPENDED_KEYS = [
  'filters',
  'adhoc_filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
] as const;

/**
 * Superset's `mergeExtraFormData`: appended keys join (filters of every mask apply together),
 * overriding keys take the last mask's value, `custom_form_data` merges key by key. Adhoc filters
 * coming from a mask are marked `isExtra`, as Superset marks them, so Explore can tell them apart.
 */
export function mergeExtraFormData(masks: readonly (ExtraFormData | undefined)[]): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const extra of masks) {
    if (!extra) continue;
    for (const [key, value] of Object.entries(extra)) {
      if (value === undefined) continue;
      if ((APPENDED_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
        const items =
          key === 'adhoc_filters' ? value.map((filter: object) => ({ ...filter, isExtra: true })) : value;
        merged[key] = [...((merged[key] as unknown[] | undefined) ?? []), ...items];
      } else if (key === 'custom_form_data' && typeof value === 'object' && value !== null) {
        merged[key] = { ...(merged[key] as object | undefined), ...value };
      } else merged[key] = value;
    }
  }
  return merged as ExtraFormData;
}

/**
 * The one place a dashboard turns a chart's saved form data and the data masks that reach it (native
 * filters and cross-filters in whose scope the chart is, and the chart's own state) into the form
 * data its viz plugin builds the query from. Which masks reach which chart is the caller's scoping
 * decision; the chart's own `extra_form_data` (if any) applies first.
 */
export function chartFormDataWithDataMasks(
  formData: QueryFormData,
  masks: readonly DataMask[],
  context: { dashboardId?: number } = {},
): QueryFormData {
  const extra = mergeExtraFormData([formData.extra_form_data, ...masks.map((mask) => mask.extraFormData)]);
  const result: QueryFormData = { ...formData };
  if (Object.keys(extra).length > 0) result.extra_form_data = extra;
  if (context.dashboardId !== undefined)
    (result as Record<string, unknown>).dashboardId = context.dashboardId;
  return result;
}
