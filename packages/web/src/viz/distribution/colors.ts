import type { QueryFormData } from '@loupe/core';
import { getColorScale, type CategoricalColorScale } from '../colors/categoricalColors';

/** The dashboard's forced label colours (`label_colors`), keeping only string colours. */
export function labelColorsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The chart's categorical scale: its `color_scheme` with the dashboard's `label_colors`. */
export function colorScaleOf(formData: QueryFormData): CategoricalColorScale {
  return getColorScale(formData.color_scheme, labelColorsOf(formData.label_colors));
}
