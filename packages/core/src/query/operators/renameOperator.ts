import { getMetricLabel } from '../labels.js';
import { getXAxisLabel } from '../xAxis.js';
import type { PostProcessingFactory, PostProcessingRename } from './types.js';
import { ComparisonType, TIME_COMPARISON_SEPARATOR } from './types.js';
import { ensureIsArray, getMetricOffsetsMap, getTimeOffsets, isTimeComparison } from './utils.js';

const DERIVED_COMPARISONS = new Set<unknown>([
  ComparisonType.Difference,
  ComparisonType.Percentage,
  ComparisonType.Ratio,
]);

/**
 * Renames the top level (the metric) of the pivoted columns so series read well: with a time
 * comparison a shifted column is named by its offset ('1 year ago', or 'SUM(x), 1 year ago' with
 * several metrics); with one metric and series (or several offsets) and `truncate_metric`, the metric
 * name is dropped (renamed to null), leaving just the series value.
 */
export const renameOperator: PostProcessingFactory<PostProcessingRename> = (formData, queryObject) => {
  const metrics = ensureIsArray(queryObject.metrics);
  const columns = ensureIsArray(queryObject.series_columns || queryObject.columns);
  const timeOffsets = getTimeOffsets(formData);
  const truncateMetric = formData.truncate_metric;
  const xAxisLabel = getXAxisLabel(formData);
  const timeComparison = isTimeComparison(formData, queryObject);

  const applies =
    metrics.length > 0 &&
    Boolean(xAxisLabel) &&
    (timeComparison ||
      ((columns.length > 0 || timeOffsets.length > 1) &&
        truncateMetric !== undefined &&
        Boolean(truncateMetric)));
  if (!applies) return undefined;

  const renamePairs: [string, string | null][] = [];
  if (timeComparison) {
    for (const [metricWithOffset, metricOnly] of getMetricOffsetsMap(formData, queryObject)) {
      const offsetLabel = timeOffsets.find((offset) => metricWithOffset.includes(offset)) ?? null;
      renamePairs.push([
        formData.comparison_type === ComparisonType.Values
          ? metricWithOffset
          : [String(formData.comparison_type), metricOnly, metricWithOffset].join(TIME_COMPARISON_SEPARATOR),
        metrics.length > 1 ? `${metricOnly}, ${offsetLabel ?? ''}` : offsetLabel,
      ]);
    }
  }
  if (
    !DERIVED_COMPARISONS.has(formData.comparison_type) &&
    metrics.length === 1 &&
    renamePairs.length === 0
  ) {
    renamePairs.push([getMetricLabel(metrics[0]!), null]);
  }
  if (renamePairs.length === 0) return undefined;
  return {
    operation: 'rename',
    options: { columns: Object.fromEntries(renamePairs), level: 0, inplace: true },
  };
};
