import { buildQueryContext, type QueryContext, type QueryFormData } from '@loupe/core';

/** Superset's tree query: the id, parent and name columns (and the metric when set). */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, {
    queryFields: { id: 'columns', parent: 'columns', name: 'columns' },
  });
}
