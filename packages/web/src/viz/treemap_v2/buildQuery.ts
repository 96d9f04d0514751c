import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';

/** Superset's treemap query: the metric by the hierarchy (groupby), largest first unless sort_by_metric is off. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
