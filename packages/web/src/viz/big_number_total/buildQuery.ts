import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';

/** Superset's BigNumberTotal query: the one metric over the filtered rows, no columns. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => [{ ...baseQueryObject }]);
}
