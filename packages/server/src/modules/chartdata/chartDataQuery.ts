import {
  DTTM_ALIAS,
  getColumnLabel,
  getSinceUntil,
  TimeRangeError,
  toNaiveIso,
  withDashboardTimeOverrides,
  type QueryObject,
  type ResultType,
  type SinceUntil,
} from '@loupe/core';
import type { TimeBounds } from '../../sql/compiler/index.js';
import type { DatasetParts } from '../datasets/datasetResult.js';
import { RequestIncorrectError } from './chartDataRequest.js';

/** What a query's time ranges come to: the main range, the legacy granularity bounds, each filter's. */
export interface EvaluatedTimes {
  range: SinceUntil;
  granularity: TimeBounds;
  filters: Record<string, TimeBounds>;
}

/** Superset's ROW_LIMIT, SAMPLES_ROW_LIMIT and SQL_MAX_ROW. */
export const ROW_LIMIT = 50_000;
export const SAMPLES_ROW_LIMIT = 1_000;
export const SQL_MAX_ROW = 100_000;

export function toMs(date: Date | null): number | null {
  return date ? date.getTime() : null;
}

function bounds(range: SinceUntil): TimeBounds {
  return {
    since: range.since ? toNaiveIso(range.since) : null,
    until: range.until ? toNaiveIso(range.until) : null,
  };
}

/** The time grain of the x-axis column, if it has one. */
export function axisGrain(query: QueryObject): string | null {
  for (const column of query.columns ?? []) {
    if (typeof column !== 'string' && column.columnType === 'BASE_AXIS' && column.timeGrain) {
      return column.timeGrain;
    }
  }
  return null;
}

/**
 * Superset's QueryObjectFactory: row limits by result type, capped at SQL_MAX_ROW (configurable, as
 * Superset's is); samples and drill to detail read every column. A dashboard's time column and
 * time range apply first (core's `withDashboardTimeOverrides`).
 */
export function prepareQuery(
  original: QueryObject,
  resultType: ResultType,
  parts: DatasetParts,
  maxRow: number = SQL_MAX_ROW,
): QueryObject {
  const temporal = new Set(parts.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const raw = withDashboardTimeOverrides(original, temporal);
  const samples = resultType === 'samples' || resultType === 'drill_detail';
  const defaultLimit = resultType === 'samples' ? SAMPLES_ROW_LIMIT : ROW_LIMIT;
  const limit = Math.min(raw.row_limit || defaultLimit, maxRow);
  if (!samples) return { ...raw, row_limit: limit };
  return {
    ...raw,
    row_limit: limit,
    columns: parts.columns.map((c) => c.column_name),
    metrics: [],
    orderby: [],
    is_timeseries: false,
    post_processing: [],
    time_offsets: [],
    series_columns: [],
    series_limit: 0,
    // Samples ignore the time range (Superset clears from_dttm/to_dttm); drill to detail keeps it.
    ...(resultType === 'samples' ? { time_range: undefined, granularity: undefined } : {}),
  };
}

/** The query's time range (its own, else the x-axis or first TEMPORAL_RANGE filter's) and every filter range, at `now`. */
export function evaluateTimes(query: QueryObject, shift: string | null, now: Date): EvaluatedTimes {
  const options = {
    now,
    relativeStart: query.extras?.relative_start ?? null,
    relativeEnd: query.extras?.relative_end ?? null,
    timeShift: shift ?? query.time_shift ?? null,
  };
  const evaluate = (text: string | undefined): SinceUntil => {
    try {
      return getSinceUntil(text, options);
    } catch (e) {
      if (e instanceof TimeRangeError) throw new RequestIncorrectError({ time_range: [e.message] });
      throw e;
    }
  };
  const temporal = (query.filters ?? []).filter(
    (f) => String(f.op).toUpperCase() === 'TEMPORAL_RANGE' && typeof f.val === 'string',
  );
  const filters: Record<string, TimeBounds> = {};
  for (const f of temporal) filters[f.val as string] = bounds(evaluate(f.val as string));
  let text = query.time_range;
  if (!text && temporal.length > 0) {
    const axis = (query.columns ?? []).find((c) => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
    const axisName = axis ? getColumnLabel(axis) : undefined;
    const onAxis = temporal.find((f) => typeof f.col === 'string' && f.col === axisName);
    text = (onAxis ?? temporal[0])!.val as string;
  }
  const range = text ? evaluate(text) : { since: null, until: null };
  return { range, granularity: bounds(range), filters };
}

/**
 * Labels of the result columns that hold times (__timestamp, a temporal x-axis), typed temporal even
 * where the engine answers text (SQLite's dates). An x-axis on a dataset column that is not temporal
 * (a heatmap's or a bar chart's category) keeps the type the engine gives it, as Superset's does; an
 * expression that is not a column counts as time when it carries a time grain.
 */
export function timeColumnLabels(query: QueryObject, columns: DatasetParts['columns']): Set<string> {
  const labels = new Set<string>();
  if (query.is_timeseries && query.granularity) labels.add(DTTM_ALIAS);
  for (const column of query.columns ?? []) {
    if (typeof column === 'string' || column.columnType !== 'BASE_AXIS') continue;
    const known = columns.find((c) => c.column_name === column.sqlExpression);
    if (known ? Boolean(known.is_dttm) : Boolean(column.timeGrain)) labels.add(getColumnLabel(column));
  }
  return labels;
}

/** Engine and post-processing failures are Superset's 400 'Error: ...' (ChartDataQueryFailedError). */
