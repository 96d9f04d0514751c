import {
  buildQueryContext,
  contributionOperator,
  ensureIsArray,
  flattenOperator,
  getXAxisColumn,
  isTimeComparison,
  isXAxisSet,
  normalizeOrderBy,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryObject,
} from '@loupe/core';

/**
 * The one query of a time-series chart from the common query object, as Superset's Timeseries
 * buildQuery: the x-axis and the dimensions as columns (the dimensions are the series), ordered by the
 * series limit metric, then post-processed into one column per series: pivot (on the x-axis; the
 * time-compare pivot when comparing), rolling/cumulative, time comparison, resample, rename (metric
 * names dropped), contribution, x-axis sort and flatten. Forecasts are not offered: the server has no
 * prophet operation.
 */
export function buildTimeseriesQueryObject(
  formData: QueryFormData,
  baseQueryObject: QueryObject,
): QueryObject {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby);
  const comparing = isTimeComparison(formData, baseQueryObject);
  const pivot = comparing
    ? timeComparePivotOperator(formData, baseQueryObject)
    : pivotOperator(formData, baseQueryObject);
  const xAxis = isXAxisSet(formData) ? getXAxisColumn(formData) : undefined;
  const timeOffsets = comparing ? ensureIsArray(formData.time_compare) : [];

  return {
    ...baseQueryObject,
    columns: [...(xAxis === undefined ? [] : [xAxis]), ...groupby],
    series_columns: groupby,
    ...(xAxis === undefined ? { is_timeseries: true } : {}),
    orderby: normalizeOrderBy(baseQueryObject).orderby,
    time_offsets: timeOffsets,
    post_processing: [
      pivot,
      rollingWindowOperator(formData, baseQueryObject),
      timeCompareOperator(formData, baseQueryObject),
      resampleOperator(formData, baseQueryObject),
      renameOperator(formData, baseQueryObject),
      contributionOperator(formData, baseQueryObject, timeOffsets),
      sortOperator(formData, baseQueryObject),
      flattenOperator(formData, baseQueryObject),
    ].filter((step) => step !== undefined),
  };
}

export function buildTimeseriesQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => [
    buildTimeseriesQueryObject(formData, baseQueryObject),
  ]);
}
