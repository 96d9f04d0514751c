import { buildQueryObject } from './buildQueryObject.js';
import { parseDatasourceKey } from './datasourceKey.js';
import type { QueryFieldAliases } from './queryFields.js';
import type { QueryContext, QueryFormData, QueryObject } from './types.js';
import { isXAxisSet, normalizeTimeColumn } from './xAxis.js';

/** A viz type's step from the common query object to the queries it sends. */
export type BuildFinalQueryObjects = (baseQueryObject: QueryObject) => QueryObject[];

export interface BuildQueryContextOptions {
  buildQuery?: BuildFinalQueryObjects;
  queryFields?: QueryFieldAliases;
}

const wrapInArray: BuildFinalQueryObjects = (query) => [query];

/**
 * The chart data request for form data, as Superset's client buildQueryContext makes it: the common
 * query object, adapted by the viz type's `buildQuery`, with falsy post-processing steps removed and
 * the x-axis marked as the base axis.
 */
export function buildQueryContext(
  formData: QueryFormData,
  options?: BuildFinalQueryObjects | BuildQueryContextOptions,
): QueryContext {
  const { buildQuery = wrapInArray, queryFields } =
    typeof options === 'function' ? { buildQuery: options, queryFields: undefined } : (options ?? {});
  let queries = buildQuery(buildQueryObject(formData, queryFields)).map((query) =>
    Array.isArray(query.post_processing)
      ? { ...query, post_processing: query.post_processing.filter(Boolean) }
      : query,
  );
  if (isXAxisSet(formData)) queries = queries.map((query) => normalizeTimeColumn(formData, query));

  const context: QueryContext = {
    datasource: parseDatasourceKey(formData.datasource),
    force: formData.force || false,
    queries,
    form_data: formData,
    result_format: formData.result_format || 'json',
    result_type: formData.result_type || 'full',
  };
  // A forced refresh may carry an idempotency token; other requests stay as they were.
  if (formData.force_nonce)
    (context as QueryContext & { force_nonce?: unknown }).force_nonce = formData.force_nonce;
  return context;
}
