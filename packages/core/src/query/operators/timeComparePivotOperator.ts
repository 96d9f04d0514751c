import { getColumnLabel } from '../labels.js';
import { getXAxisLabel } from '../xAxis.js';
import type { PostProcessingFactory, PostProcessingPivot } from './types.js';
import { ensureIsArray, getMetricOffsetsMap, isTimeComparison } from './utils.js';

/** The pivot of a time-compared query: the metrics and their shifted copies (`<metric>__<offset>`). */
export const timeComparePivotOperator: PostProcessingFactory<PostProcessingPivot> = (
  formData,
  queryObject,
) => {
  const metricOffsetMap = getMetricOffsetsMap(formData, queryObject);
  const xAxisLabel = getXAxisLabel(formData);
  const columns = queryObject.series_columns || queryObject.columns;
  if (!isTimeComparison(formData, queryObject) || !xAxisLabel) return undefined;
  const aggregates = Object.fromEntries(
    [...metricOffsetMap.values(), ...metricOffsetMap.keys()].map((metric) => [
      metric,
      { operator: 'mean' as const },
    ]),
  );
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(columns).map(getColumnLabel),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates,
    },
  };
};
