import { getColumnLabel, getMetricLabel } from '../labels.js';
import { getXAxisLabel } from '../xAxis.js';
import type { PostProcessingFactory, PostProcessingPivot } from './types.js';
import { ensureIsArray } from './utils.js';

/**
 * Pivots the long answer (x-axis, dimensions, metrics) to one row per x value and one column per
 * metric and series. The aggregate is 'mean' only to place each cell's single value: it keeps NaN,
 * where 'sum' would turn a missing value into 0. Needs an x-axis and at least one metric.
 */
export const pivotOperator: PostProcessingFactory<PostProcessingPivot> = (formData, queryObject) => {
  const metricLabels = ensureIsArray(queryObject.metrics).map(getMetricLabel);
  const xAxisLabel = getXAxisLabel(formData);
  const columns = queryObject.series_columns || queryObject.columns;
  if (!xAxisLabel || metricLabels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(columns).map(getColumnLabel),
      aggregates: Object.fromEntries(metricLabels.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
};
