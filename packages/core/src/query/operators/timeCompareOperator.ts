import type { PostProcessingCompare, PostProcessingFactory } from './types.js';
import { ComparisonType } from './types.js';
import { getMetricOffsetsMap, isTimeComparison } from './utils.js';

/**
 * A time comparison other than 'values' replaces each metric and its shifted copy by their
 * difference, percentage change or ratio (columns `<type>__<metric>__<metric>__<offset>`).
 */
export const timeCompareOperator: PostProcessingFactory<PostProcessingCompare> = (formData, queryObject) => {
  const comparisonType = formData.comparison_type;
  const metricOffsetMap = getMetricOffsetsMap(formData, queryObject);
  if (!isTimeComparison(formData, queryObject) || comparisonType === ComparisonType.Values) return undefined;
  return {
    operation: 'compare',
    options: {
      source_columns: [...metricOffsetMap.values()],
      compare_columns: [...metricOffsetMap.keys()],
      compare_type: comparisonType as ComparisonType,
      drop_original_columns: true,
    },
  };
};
