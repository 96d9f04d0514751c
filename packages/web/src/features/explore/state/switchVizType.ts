import type { QueryFormData } from '@loupe/core';
import { resolveControl } from '../../../viz/sharedControls';
import type { ControlPanelConfig } from '../../../viz/types';

/**
 * What every chart type keeps whatever its panel shows: the dataset, filters, time and the controls
 * nearly all share.
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

/**
 * The form-data keys a chart type's control panel edits and takes over from another type (Superset
 * keeps the value of every control the new type also has, unless the control says carryOver: false).
 */
export function carriedControlNames(panel: ControlPanelConfig): ReadonlySet<string> {
  const names = new Set<string>();
  for (const section of panel.sections)
    for (const row of section.controlSetRows)
      for (const item of row) {
        const config = resolveControl(item, panel.controlOverrides);
        if (config && config.carryOver !== false && config.type !== 'HiddenControl') names.add(config.name);
      }
  return names;
}

/** Form data per viz type the user has visited in this Explore session. */
export type FormDataByVizType = Readonly<Record<string, QueryFormData>>;

/**
 * Switches Explore to another chart type: what carries over is kept (the shared keys, and every
 * control of the new type's panel, `targetControls`, the current form data has a value for), the
 * rest comes from what the user last set for that type (or nothing, so the plugin's defaults apply),
 * and one metric and a list of metrics stand in for each other (Superset's `metric` ⇄ `metrics`).
 */
export function switchVizType(
  current: QueryFormData,
  remembered: FormDataByVizType,
  vizType: string,
  targetControls: ReadonlySet<string> = new Set(),
): { formData: QueryFormData; remembered: FormDataByVizType } {
  const nextRemembered = { ...remembered, [current.viz_type]: current };
  const base: QueryFormData = {
    ...(remembered[vizType] ?? {}),
    viz_type: vizType,
    datasource: current.datasource,
  };
  for (const key of [...CARRIED_KEYS, ...targetControls]) {
    if (key === 'viz_type' || key === 'metric' || key === 'metrics') continue;
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
