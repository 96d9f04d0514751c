import { buildQueryContext, type QueryContext, type QueryFormData, type QueryFormOrderBy } from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';
import { columnOf, metricOf } from '../flow/formData';

/**
 * Superset's sankey query: `groupby` [source, ...intermediate_levels, target] (the server reads it as
 * columns); with a row limit, ordered by the metric (when sort_by_metric) and then by each level.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const metric = metricOf(formData.metric);
  const groupby = [
    formData.source,
    ...ensureIsArray<unknown>(formData.intermediate_levels),
    formData.target,
  ].flatMap((column) => {
    const c = columnOf(column);
    return c === undefined ? [] : [c];
  });
  const rowLimit = formData.row_limit;
  const shouldOrder = rowLimit !== undefined && rowLimit !== null && rowLimit !== 0;
  const orderby: QueryFormOrderBy[] = [
    ...(formData.sort_by_metric && metric ? [[metric, false] as QueryFormOrderBy] : []),
    ...groupby.map((column): QueryFormOrderBy => [column, true]),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      groupby,
      ...(shouldOrder && orderby.length > 0 ? { orderby } : {}),
    },
  ]);
}
