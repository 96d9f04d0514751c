import type { QueryFormData } from '@loupe/core';

/** Query B's controls are query A's names with this suffix (metrics_b, groupby_b, ...). */
export const QUERY_B_SUFFIX = '_b';

/** Query A's form data: every `_b` control left out (Superset's removeFormDataSuffix). */
export function queryAFormData(formData: QueryFormData): QueryFormData {
  const result: QueryFormData = { datasource: formData.datasource, viz_type: formData.viz_type };
  for (const [key, value] of Object.entries(formData)) {
    if (!key.endsWith(QUERY_B_SUFFIX)) result[key] = value;
  }
  return result;
}

/** Query B's form data: each `_b` control in place of its query-A name (Superset's retainFormDataSuffix). */
export function queryBFormData(formData: QueryFormData): QueryFormData {
  const result: QueryFormData = { ...formData };
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(QUERY_B_SUFFIX)) {
      delete result[key];
      result[key.slice(0, -QUERY_B_SUFFIX.length)] = value;
    }
  }
  return result;
}

/**
 * The second query's drawing options: Superset names them with a capital B (seriesTypeB, stackB,
 * show_valueB...) and the secondary axis' format with `_secondary`.
 */
export function seriesBFormData(formData: QueryFormData): QueryFormData {
  return {
    ...formData,
    seriesType: formData.seriesTypeB ?? 'line',
    stack: formData.stackB ?? null,
    area: formData.areaB ?? false,
    opacity: formData.opacityB ?? 0.2,
    show_value: formData.show_valueB ?? false,
    only_total: formData.only_totalB ?? true,
    percentage_threshold: formData.percentage_thresholdB ?? 0,
    markerEnabled: formData.markerEnabledB ?? false,
    markerSize: formData.markerSizeB ?? 6,
    ...(Number(formData.yAxisIndexB) === 1
      ? {
          y_axis_format: formData.y_axis_format_secondary,
          currency_format: formData.currency_format_secondary,
        }
      : {}),
  };
}
