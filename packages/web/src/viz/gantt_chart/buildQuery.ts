import {
  buildQueryContext,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';

function parseOrderBy(value: unknown): QueryFormOrderBy[] {
  return ensureIsArray<unknown>(value).flatMap((item) => {
    if (typeof item !== 'string') return [];
    const parsed: unknown = JSON.parse(item);
    return Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean'
      ? [[parsed[0], parsed[1]] as QueryFormOrderBy]
      : [];
  });
}

/**
 * Superset's gantt query: start, end, y-axis, series, tooltip and ordering columns (once each), the
 * tooltip metrics, the chosen ordering, and the series as series columns.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const series = ensureIsArray<QueryFormColumn>(formData.series as QueryFormColumn | undefined);
  const orderby = parseOrderBy(formData.order_by_cols);
  const columns = [
    ...new Set<QueryFormColumn>(
      [
        formData.start_time,
        formData.end_time,
        formData.y_axis,
        ...series,
        ...ensureIsArray<QueryFormColumn>(formData.tooltip_columns as QueryFormColumn[] | undefined),
        ...orderby.map(([column]) => column),
      ].filter(
        (column): column is QueryFormColumn => column !== undefined && column !== null && column !== '',
      ),
    ),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: ensureIsArray<QueryFormMetric>(formData.tooltip_metrics as QueryFormMetric[] | undefined),
      orderby,
      series_columns: series,
    },
  ]);
}
