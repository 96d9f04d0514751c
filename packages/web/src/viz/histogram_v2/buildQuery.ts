import { buildQueryContext, type QueryContext, type QueryFormColumn, type QueryFormData } from '@loupe/core';
import { histogramOperator } from '../distribution/operators';
import { ensureIsArray } from '../distribution/rows';

/**
 * Superset's histogram query: the raw values of `column` (no metrics) with the groupby columns, binned
 * by the server's `histogram` post-processing into one row of bin counts per group.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { column, groupby } = formData;
  return buildQueryContext(formData, (baseQueryObject) => {
    const { metrics: _metrics, ...rest } = baseQueryObject;
    return [
      {
        ...rest,
        columns: [
          ...ensureIsArray<QueryFormColumn>(groupby as QueryFormColumn[]),
          ...ensureIsArray<QueryFormColumn>(column as QueryFormColumn),
        ],
        post_processing: [histogramOperator(formData)],
      },
    ];
  });
}
