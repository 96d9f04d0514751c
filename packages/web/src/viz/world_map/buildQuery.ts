import {
  buildQueryContext,
  getMetricLabel,
  type QueryContext,
  type QueryFormData,
  type QueryFormMetric,
} from '@loupe/core';
import { columnOf, metricOf } from '../flow/formData';

/**
 * Superset's WorldMapViz query: grouped by the country (`entity`) column, the colour metric and, when
 * it is another metric, the bubble-size `secondary_metric`; largest colour metric first when
 * `sort_by_metric` is set.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const entity = columnOf(formData.entity);
  const metric = metricOf(formData.metric);
  const secondary = metricOf(formData.secondary_metric);
  const metrics: QueryFormMetric[] = metric ? [metric] : [];
  if (secondary && (!metric || getMetricLabel(secondary) !== getMetricLabel(metric))) metrics.push(secondary);
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: entity ? [entity] : [],
      metrics,
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
