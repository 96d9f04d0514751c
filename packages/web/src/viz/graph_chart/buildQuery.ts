import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';

/** Superset's graph query: source, target and the two optional category columns as columns. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, {
    queryFields: {
      source: 'columns',
      target: 'columns',
      source_category: 'columns',
      target_category: 'columns',
    },
  });
}
