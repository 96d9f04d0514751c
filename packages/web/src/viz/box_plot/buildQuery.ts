import {
  buildQueryContext,
  isPhysicalColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormData,
} from '@loupe/core';
import { boxplotOperator } from '../distribution/operators';
import { ensureIsArray } from '../distribution/rows';

/**
 * Superset's box plot query: the metrics aggregated by the "distribute across" columns and the
 * groupby, then the server's `boxplot` computes each groupby group's distribution over those rows.
 * Without distribution columns the time column (granularity_sqla) is distributed across, as in
 * Superset; a temporal physical column is bucketed by the time grain.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const distribution = ensureIsArray<QueryFormColumn>(formData.columns as QueryFormColumn[]);
  const granularity = formData.granularity_sqla;
  const grain = formData.time_grain_sqla;
  const temporal = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby as QueryFormColumn[]);
  const across = distribution.length === 0 && granularity ? [granularity] : distribution;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [
        ...across.map((column): QueryFormColumn =>
          isPhysicalColumn(column) && grain && temporal[column]
            ? {
                timeGrain: grain,
                columnType: 'BASE_AXIS',
                sqlExpression: column,
                label: column,
                expressionType: 'SQL',
              }
            : column,
        ),
        ...groupby,
      ],
      series_columns: formData.groupby as QueryFormColumn[] | undefined,
      post_processing: [boxplotOperator(formData, baseQueryObject)].filter((rule) => rule !== undefined),
    },
  ]);
}
