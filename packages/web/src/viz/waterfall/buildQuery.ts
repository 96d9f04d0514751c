import {
  buildQueryContext,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormOrderBy,
} from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';

/** Superset's waterfall query: the x-axis then the breakdown as columns, each ordered ascending. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const columns: QueryFormColumn[] = [
    ...ensureIsArray<QueryFormColumn>(formData.x_axis || formData.granularity_sqla || undefined),
    ...ensureIsArray<QueryFormColumn>(formData.groupby),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby: columns.map((column): QueryFormOrderBy => [column, true]),
    },
  ]);
}
