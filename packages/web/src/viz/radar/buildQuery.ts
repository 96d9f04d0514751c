import {
  buildQueryContext,
  type QueryContext,
  type QueryFormData,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';

/**
 * Superset's radar query: the metrics by the groupby columns, ordered by the sort metric
 * (`timeseries_limit_metric`, descending unless `order_desc` is off), else by the first metric, largest first.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metrics, timeseries_limit_metric: sortMetric, order_desc: orderDesc } = formData;
  return buildQueryContext(formData, (baseQueryObject) => {
    const sortByMetric = ensureIsArray<QueryFormMetric>(sortMetric)[0];
    const firstMetric = ensureIsArray<QueryFormMetric>(metrics)[0];
    let orderby: QueryFormOrderBy[] = [];
    if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
    else if (firstMetric) orderby = [[firstMetric, false]];
    return [{ ...baseQueryObject, orderby }];
  });
}
