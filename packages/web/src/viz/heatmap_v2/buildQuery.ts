import {
  buildQueryContext,
  getColumnLabel,
  getMetricLabel,
  getXAxisColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';

/**
 * Superset's heatmap query: the metric by the x-axis and the y-axis (groupby), ordered per
 * `sort_x_axis`/`sort_y_axis` (by the axis or the metric), with the server's `rank` of each cell
 * across the whole heatmap, each x or each y (`normalize_across`) for the normalized colours.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { groupby, normalize_across: normalizeAcross, sort_x_axis: sortX, sort_y_axis: sortY } = formData;
  const metric = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const xAxis = getXAxisColumn(formData);
  const columns = [
    ...ensureIsArray(xAxis),
    ...ensureIsArray(groupby as QueryFormColumn | QueryFormColumn[] | undefined),
  ];
  const orderby: QueryFormOrderBy[] = [];
  const sortBy = (sort: unknown, column: QueryFormColumn | undefined) => {
    if (typeof sort !== 'string' || !sort || column === undefined) return;
    orderby.push([sort.includes('value') ? metric : column, sort.includes('asc')]);
  };
  sortBy(sortX, columns[0]);
  sortBy(sortY, columns[1]);
  const groupBy =
    normalizeAcross === 'x' && xAxis !== undefined
      ? getColumnLabel(xAxis)
      : normalizeAcross === 'y' && columns[1] !== undefined
        ? getColumnLabel(columns[1])
        : undefined;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby,
      post_processing: [{ operation: 'rank', options: { metric, group_by: groupBy } }],
    },
  ]);
}
