import type { QueryFormMetric, QueryObject } from './types.js';

function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  // lodash's isEmpty, which Superset uses, counts numbers and booleans as empty.
  return true;
}

/**
 * Makes sure a query object has one valid orderby, as Superset's normalizeOrderBy: a valid first
 * entry `[column or metric, boolean]` is kept; otherwise the order is by the series limit metric, the
 * legacy order-by, or the first metric, ascending unless `order_desc`; `order_desc`, the series limit
 * metric and the legacy order-by are then dropped.
 */
export function normalizeOrderBy(queryObject: QueryObject): QueryObject {
  const first = Array.isArray(queryObject.orderby) ? queryObject.orderby[0] : undefined;
  if (
    Array.isArray(first) &&
    first.length === 2 &&
    !isEmptyValue(first[0]) &&
    typeof first[1] === 'boolean'
  ) {
    return queryObject;
  }

  const rest: QueryObject = { ...queryObject };
  delete rest.series_limit_metric;
  delete rest.legacy_order_by;
  delete rest.order_desc;
  delete rest.orderby;

  const isAsc = !queryObject.order_desc;
  if (!isEmptyValue(queryObject.series_limit_metric)) {
    return { ...rest, orderby: [[queryObject.series_limit_metric as QueryFormMetric, isAsc]] };
  }
  if (!isEmptyValue(queryObject.legacy_order_by)) {
    return { ...rest, orderby: [[queryObject.legacy_order_by as QueryFormMetric, isAsc]] };
  }
  if (Array.isArray(queryObject.metrics) && queryObject.metrics.length > 0) {
    return { ...rest, orderby: [[queryObject.metrics[0] as QueryFormMetric, isAsc]] };
  }
  return rest;
}
