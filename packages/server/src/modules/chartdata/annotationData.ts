import {
  type AnnotationLayer,
  type QueryContext,
  type QueryFormColumn,
  type QueryObject,
  type QueryObjectFilterClause,
} from '@loupe/core';
import { BadRequestError } from '../../errors.js';
import { msToNaiveIso, naiveIsoToMs } from '../annotations/annotationTimes.js';
import { parseQueryContext } from './chartDataRequest.js';

/** The columns of a NATIVE layer's records, in Superset's order. */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

interface StoredAnnotation {
  start_dttm: string | null;
  end_dttm: string | null;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

/** What annotation data is read from: stored layers, saved charts, and the chart-data run itself. */
export interface AnnotationSources {
  layers: {
    findLayers(ids: readonly number[]): Promise<{ id: number }[]>;
    layerAnnotations(
      layerId: number,
      bounds: { since: string | null; until: string | null },
    ): Promise<StoredAnnotation[]>;
  };
  charts: { findById(id: number): Promise<{ query_context: string | null } | undefined> };
  /** Runs a query context as POST /api/v1/chart/data does, with the same caller's access checks. */
  run(context: QueryContext): Promise<Record<string, unknown>[]>;
}

/** The current query's evaluated time bounds (epoch ms), as its result reports them. */
export interface QueryBounds {
  from_dttm: number | null;
  to_dttm: number | null;
}

/** Layers that change the payload: formulas are drawn by the browser alone, hidden layers not at all. */
function payloadLayers(query: QueryObject): AnnotationLayer[] {
  return (query.annotation_layers ?? []).filter(
    (layer) => layer.annotationType !== 'FORMULA' && layer.show !== false,
  );
}

const isTemporalRange = (f: QueryObjectFilterClause): boolean =>
  String(f.op).toUpperCase() === 'TEMPORAL_RANGE';

/** The query's time range: `time_range`, else its TEMPORAL_RANGE filter (generic x-axis charts). */
function timeRangeOf(query: QueryObject): string | undefined {
  if (query.time_range) return query.time_range;
  const filter = (query.filters ?? []).find(isTemporalRange);
  return typeof filter?.val === 'string' ? filter.val : undefined;
}

/**
 * The annotation chart's query with the layer's overrides: a null override takes the current
 * chart's value (Superset's "use this chart's time range/granularity/grain"), any other value is
 * used as given. Its own annotation layers are dropped: annotations do not nest.
 */
export function overriddenQuery(
  target: QueryObject,
  current: QueryObject,
  overrides: Record<string, unknown>,
): QueryObject {
  const query: QueryObject = { ...target, annotation_layers: [] };
  const pick = <T>(key: string, own: T): T | unknown => (overrides[key] === null ? own : overrides[key]);
  if ('time_range' in overrides) {
    const range = pick('time_range', timeRangeOf(current));
    if (typeof range === 'string') {
      query.time_range = range;
      query.filters = (query.filters ?? []).map((f) => (isTemporalRange(f) ? { ...f, val: range } : f));
    }
  }
  if ('granularity' in overrides) {
    const granularity = pick('granularity', current.granularity);
    if (typeof granularity === 'string') query.granularity = granularity;
  }
  if ('time_grain_sqla' in overrides) {
    const grain = pick('time_grain_sqla', current.extras?.time_grain_sqla);
    if (typeof grain === 'string') {
      query.extras = { ...query.extras, time_grain_sqla: grain };
      query.columns = (query.columns ?? []).map((c): QueryFormColumn =>
        typeof c !== 'string' && c.columnType === 'BASE_AXIS' ? { ...c, timeGrain: grain } : c,
      );
    }
  }
  return query;
}

/** A NATIVE layer: the stored annotations overlapping the query's time range, times in epoch ms. */
async function nativeData(layer: AnnotationLayer, bounds: QueryBounds, sources: AnnotationSources) {
  const id = Number(layer.value);
  const found = Number.isInteger(id) && id > 0 ? await sources.layers.findLayers([id]) : [];
  if (found.length === 0)
    throw new BadRequestError(
      `Annotation layer "${layer.name}": layer ${String(layer.value)} does not exist`,
    );
  // Superset returns every annotation of the layer; only those the chart's time range can show are
  // sent here, which keeps long-lived layers from bloating every chart's answer.
  const rows = await sources.layers.layerAnnotations(id, {
    since: bounds.from_dttm === null ? null : msToNaiveIso(bounds.from_dttm),
    until: bounds.to_dttm === null ? null : msToNaiveIso(bounds.to_dttm),
  });
  return {
    columns: [...NATIVE_ANNOTATION_COLUMNS],
    records: rows.map((row) => ({
      start_dttm: naiveIsoToMs(row.start_dttm),
      end_dttm: naiveIsoToMs(row.end_dttm),
      short_descr: row.short_descr,
      long_descr: row.long_descr,
      json_metadata: row.json_metadata,
    })),
  };
}

/**
 * A `line` or `table` layer: the saved query context of another chart, overridden, run through the
 * same chart-data path (so the caller needs access to that chart's dataset too). Superset's
 * QueryContextProcessor.get_viz_annotation_data.
 */
async function chartData(layer: AnnotationLayer, current: QueryObject, sources: AnnotationSources) {
  const id = Number(layer.value);
  const chart = Number.isInteger(id) && id > 0 ? await sources.charts.findById(id) : undefined;
  if (!chart) throw new BadRequestError('The chart does not exist');
  let saved: unknown;
  try {
    saved = chart.query_context ? JSON.parse(chart.query_context) : undefined;
  } catch {
    saved = undefined;
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved))
    throw new BadRequestError('The chart query context does not exist');
  const context = parseQueryContext({ ...saved, result_format: 'json', result_type: 'full' });
  const overrides = layer.overrides ?? {};
  const results = await sources.run({
    ...context,
    queries: context.queries.map((q) => overriddenQuery(q, current, overrides)),
  });
  return { records: results[0]?.data ?? [] };
}

/**
 * Superset's QueryContextProcessor.get_annotation_data: the `annotation_data` of one query's result,
 * keyed by each layer's name.
 */
export async function annotationData(
  query: QueryObject,
  bounds: QueryBounds,
  sources: AnnotationSources,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const layer of payloadLayers(query)) {
    if (layer.sourceType === 'NATIVE') data[layer.name] = await nativeData(layer, bounds, sources);
    else if (layer.sourceType === 'line' || layer.sourceType === 'table')
      data[layer.name] = await chartData(layer, query, sources);
  }
  return data;
}
