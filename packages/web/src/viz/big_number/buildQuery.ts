import {
  buildQueryContext,
  flattenOperator,
  getXAxisColumn,
  isXAxisSet,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
  type QueryContext,
  type QueryFormData,
} from '@loupe/core';

/**
 * Superset's BigNumberWithTrendline query: the metric per x-axis period (the trendline), pivoted on
 * the x-axis, then the rolling window, resample and flatten the time-series charts use.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => {
    const xAxis = isXAxisSet(formData) ? getXAxisColumn(formData) : undefined;
    return [
      {
        ...baseQueryObject,
        columns: xAxis === undefined ? [] : [xAxis],
        ...(xAxis === undefined ? { is_timeseries: true } : {}),
        post_processing: [
          pivotOperator(formData, baseQueryObject),
          rollingWindowOperator(formData, baseQueryObject),
          resampleOperator(formData, baseQueryObject),
          flattenOperator(formData, baseQueryObject),
        ].filter((step) => step !== undefined),
      },
    ];
  });
}
