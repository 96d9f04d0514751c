import { buildQueryContext, type QueryContext, type QueryFormData, type QueryFormOrderBy } from '@loupe/core';
import { columnOf, metricOf } from '../flow/formData';

/** Superset's word cloud query: the metric per word; with a row limit, largest first and/or by word. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const metric = metricOf(formData.metric);
  const series = columnOf(formData.series);
  const rowLimit = formData.row_limit;
  const shouldOrder = rowLimit !== undefined && rowLimit !== null && rowLimit !== 0;
  const orderby: QueryFormOrderBy[] = [
    ...(formData.sort_by_metric && metric ? [[metric, false] as QueryFormOrderBy] : []),
    ...(formData.sort_by_series && series ? [[series, true] as QueryFormOrderBy] : []),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, ...(shouldOrder && orderby.length > 0 ? { orderby } : {}) },
  ]);
}
