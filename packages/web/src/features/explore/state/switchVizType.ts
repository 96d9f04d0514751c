import type { QueryFormData } from '@loupe/core';

/**
 * Controls most chart types share: a new type keeps what the user chose for them (Superset keeps
 * every control the new type also has; these are the ones common to nearly all).
 */
const CARRIED_KEYS = [
  'datasource',
  'adhoc_filters',
  'time_range',
  'granularity_sqla',
  'x_axis',
  'time_grain_sqla',
  'groupby',
  'row_limit',
  'color_scheme',
  'slice_id',
  'url_params',
] as const;

/** Form data per viz type the user has visited in this Explore session. */
export type FormDataByVizType = Readonly<Record<string, QueryFormData>>;

/**
 * Switches Explore to another chart type: what carries over is kept, the rest comes from what the
 * user last set for that type (or nothing, so the plugin's defaults apply), and one metric and a
 * list of metrics stand in for each other (Superset's `metric` ⇄ `metrics` mapping).
 */
export function switchVizType(
  current: QueryFormData,
  remembered: FormDataByVizType,
  vizType: string,
): { formData: QueryFormData; remembered: FormDataByVizType } {
  const nextRemembered = { ...remembered, [current.viz_type]: current };
  const base: QueryFormData = {
    ...(remembered[vizType] ?? {}),
    viz_type: vizType,
    datasource: current.datasource,
  };
  for (const key of CARRIED_KEYS) {
    if (current[key] !== undefined) (base as Record<string, unknown>)[key] = current[key];
  }
  const metrics = Array.isArray(current.metrics) ? current.metrics : [];
  if (!remembered[vizType]) {
    if (metrics.length > 0) {
      base.metrics = metrics;
      base.metric = metrics[0];
    } else if (current.metric) {
      base.metric = current.metric;
      base.metrics = [current.metric];
    }
  }
  return { formData: base, remembered: nextRemembered };
}
