import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';

/** Superset's sunburst query: the primary and secondary metrics by the hierarchy (columns), largest first unless sort_by_metric is off. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
