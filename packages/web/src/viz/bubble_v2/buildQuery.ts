import { buildQueryContext, type QueryContext, type QueryFormColumn, type QueryFormData } from '@loupe/core';
import { ensureIsArray } from '../distribution/rows';

/**
 * Superset's bubble query: entity then series as columns, the x, y and size metrics (gathered from
 * their keys by the common query object). Superset's plugin takes the row limit from the legacy
 * `limit` key; charts saved with it keep it, others keep `row_limit`.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const columns = [
    ...ensureIsArray<QueryFormColumn>(formData.entity as QueryFormColumn | undefined),
    ...ensureIsArray<QueryFormColumn>(formData.series as QueryFormColumn | undefined),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      ...(formData.limit !== undefined && formData.limit !== null
        ? { row_limit: Number(formData.limit) }
        : {}),
    },
  ]);
}
