import { getMetricLabel } from '../labels.js';
import type { PostProcessingCum, PostProcessingFactory, PostProcessingRolling } from './types.js';
import { RollingType } from './types.js';
import { ensureIsArray, ensureIsInt, getMetricOffsetsMap, isTimeComparison } from './utils.js';

const WINDOW_TYPES = new Set<unknown>([RollingType.Sum, RollingType.Mean, RollingType.Std]);

/**
 * The `rolling_type` control as a step after the pivot: 'cumsum' is a cumulative sum (`cum`), 'sum',
 * 'mean' and 'std' a rolling window of `rolling_periods` (default 1) with `min_periods` (default 0).
 * With a time comparison the shifted metric columns roll too.
 */
export const rollingWindowOperator: PostProcessingFactory<PostProcessingRolling | PostProcessingCum> = (
  formData,
  queryObject,
) => {
  let columns: string[];
  if (isTimeComparison(formData, queryObject)) {
    const metricsMap = getMetricOffsetsMap(formData, queryObject);
    columns = [...metricsMap.values(), ...metricsMap.keys()];
  } else {
    columns = ensureIsArray(queryObject.metrics).map(getMetricLabel);
  }
  const columnsMap = Object.fromEntries(columns.map((column) => [column, column]));

  if (formData.rolling_type === RollingType.Cumsum) {
    return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  }
  if (WINDOW_TYPES.has(formData.rolling_type)) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: formData.rolling_type as RollingType,
        window: ensureIsInt(formData.rolling_periods, 1),
        min_periods: ensureIsInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
};
