import type { QueryFormData } from '@loupe/core';
import type { ChartProps, ControlPanelConfig, VizPluginModule } from '../types';
import { buildTimeseriesQuery } from './buildQuery';
import transformProps, { type TimeseriesProps } from './transformProps';

/** Each of `defaults` where the form data has no value (a chart saved before the control existed). */
function withDefaults(formData: QueryFormData, defaults: Partial<QueryFormData>): QueryFormData {
  const filled = { ...formData };
  for (const [key, value] of Object.entries(defaults)) {
    if (filled[key] === undefined) filled[key] = value;
  }
  return filled;
}

/**
 * A time-series plugin: the shared query and drawing, with the form data the chart type fixes
 * (Superset's line plugin forces seriesType 'line', the area plugin `area: true`, ...) laid over
 * what the chart was saved with, and the type's own control defaults where it has no value.
 */
export function timeseriesPlugin(
  controlPanel: ControlPanelConfig,
  fixed: Partial<QueryFormData> = {},
  defaults: Partial<QueryFormData> = {},
): VizPluginModule<TimeseriesProps> {
  return {
    controlPanel,
    buildQuery: buildTimeseriesQuery,
    transformProps: (chartProps: ChartProps) =>
      transformProps({
        ...chartProps,
        formData: { ...withDefaults(chartProps.formData, defaults), ...fixed },
      }),
    loadComponent: () => import('./Component').then((module) => module.default),
  };
}
