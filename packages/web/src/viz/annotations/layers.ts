import type { AnnotationLayer, QueryContext } from '@loupe/core';

/** Superset's annotation types (AnnotationType). */
export const ANNOTATION_TYPES = {
  FORMULA: 'FORMULA',
  EVENT: 'EVENT',
  INTERVAL: 'INTERVAL',
  TIME_SERIES: 'TIME_SERIES',
} as const;

/** Superset's annotation sources: its own layers, or another saved chart's answer. */
export const ANNOTATION_SOURCES = { NATIVE: 'NATIVE', TABLE: 'table', LINE: 'line' } as const;

/** Superset's client gives an annotation query 60 seconds before it says 'Query timeout'. */
export const ANNOTATION_TIMEOUT_MS = 60_000;

/** The layers of `annotation_layers` form data that look like layers (saved data may hold anything). */
export function annotationLayersOf(value: unknown): AnnotationLayer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (layer): layer is AnnotationLayer =>
      typeof layer === 'object' &&
      layer !== null &&
      typeof (layer as { name?: unknown }).name === 'string' &&
      typeof (layer as { annotationType?: unknown }).annotationType === 'string',
  );
}

/** Superset's requiresQuery: a shown layer whose data the server must fetch (all but formulas). */
export function requiresQuery(layer: AnnotationLayer): boolean {
  return (
    layer.show !== false &&
    layer.annotationType !== ANNOTATION_TYPES.FORMULA &&
    Object.values(ANNOTATION_SOURCES).some((source) => source === layer.sourceType)
  );
}

/**
 * The chart's own query without the layers the server would fetch: Loupe asks for each layer on
 * its own (`layerQueryContext`), so a failing or slow layer marks that layer instead of failing or
 * delaying the chart, and adding a layer does not query the chart again.
 */
export function withoutQueriedLayers(queryContext: QueryContext): QueryContext {
  return {
    ...queryContext,
    queries: queryContext.queries.map((query) => ({
      ...query,
      annotation_layers: (query.annotation_layers ?? []).filter((layer) => !requiresQuery(layer)),
    })),
  };
}

/**
 * The request for one layer's annotation data: the chart's first query (its time range and
 * filters bound the annotations) with that layer alone, reduced to one row and no post-processing,
 * since only the answer's `annotation_data` is read.
 */
export function layerQueryContext(queryContext: QueryContext, layer: AnnotationLayer): QueryContext {
  const [first] = queryContext.queries;
  return {
    ...queryContext,
    result_format: 'json',
    result_type: 'full',
    queries: first
      ? [{ ...first, annotation_layers: [layer], row_limit: 1, post_processing: [], time_offsets: [] }]
      : [],
  };
}
