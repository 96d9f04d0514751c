import { getMetricLabel } from '../labels.js';
import { getXAxisLabel } from '../xAxis.js';
import type { PostProcessingFactory, PostProcessingSort } from './types.js';
import { ensureIsArray } from './utils.js';

/**
 * The bar chart's "X-Axis Sort By" (`x_axis_sort`, `x_axis_sort_asc`): by the x values themselves
 * (the index) or by a metric. Only without dimensions: one sort cannot order several series.
 */
export const sortOperator: PostProcessingFactory<PostProcessingSort> = (formData) => {
  const xAxisLabel = getXAxisLabel(formData);
  const sortableLabels = [xAxisLabel, ...ensureIsArray(formData.metrics).map(getMetricLabel)].filter(Boolean);
  const sortBy = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  if (
    typeof sortBy !== 'string' ||
    typeof ascending !== 'boolean' ||
    !sortableLabels.includes(sortBy) ||
    ensureIsArray(formData.groupby).length > 0
  ) {
    return undefined;
  }
  if (sortBy === xAxisLabel) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by: sortBy, ascending } };
};
