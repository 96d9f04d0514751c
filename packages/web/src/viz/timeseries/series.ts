import { DTTM_ALIAS, getXAxisLabel, type QueryFormData } from '@loupe/core';
import type { ChartDataQueryResult } from '@loupe/core';
import { numberOrNull, rowsOf, type DataRecord } from '../distribution/rows';

/** Superset's GenericDataType codes in `coltypes`. */
const NUMERIC = 0;
const TEMPORAL = 2;

export type XAxisType = 'time' | 'value' | 'category';

/** One series as the pivoted answer holds it: a column, with its value per x-axis point. */
export interface RawSeries {
  name: string;
  points: [unknown, number | null][];
}

export interface TimeseriesData {
  xAxisLabel: string;
  xAxisType: XAxisType;
  xValues: unknown[];
  series: RawSeries[];
}

/** The x-axis column's name in the answer: the x_axis label, or __timestamp for legacy form data. */
export function xAxisLabelOf(formData: QueryFormData): string {
  return getXAxisLabel(formData) ?? DTTM_ALIAS;
}

function xAxisTypeOf(result: ChartDataQueryResult | undefined, label: string, xValues: unknown[]): XAxisType {
  const index = result?.colnames?.indexOf(label) ?? -1;
  const coltype = index >= 0 ? result?.coltypes?.[index] : TEMPORAL;
  const first = xValues.find((value) => value !== null && value !== undefined);
  // Times arrive as epoch milliseconds: text under a temporal type is a category all the same.
  if (coltype === TEMPORAL) return first === undefined || typeof first === 'number' ? 'time' : 'category';
  return coltype === NUMERIC ? 'value' : 'category';
}

type SortKey = string | number;

/** A series' key for Superset's "Sort Series By": its name, or the sum/min/max/mean of its values. */
function sortKeyOf(type: unknown, { name, points }: RawSeries): SortKey {
  const values = points.flatMap(([, y]) => (y === null ? [] : [y]));
  switch (type) {
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'min':
      return values.length ? Math.min(...values) : Number.NEGATIVE_INFINITY;
    case 'max':
      return values.length ? Math.max(...values) : Number.NEGATIVE_INFINITY;
    case 'avg':
      return values.length ? values.reduce((total, value) => total + value, 0) / values.length : 0;
    default:
      return name.toLowerCase();
  }
}

/**
 * Superset's sortAndFilterSeries: series ordered by "Sort Series By" (`sort_series_type`, total value
 * by default) descending unless `sort_series_ascending`; ties keep the answer's order.
 */
export function sortSeries(series: RawSeries[], formData: QueryFormData): RawSeries[] {
  const type = formData.sort_series_type ?? 'sum';
  const direction = formData.sort_series_ascending === true ? 1 : -1;
  const keyed = series.map((entry) => ({ entry, key: sortKeyOf(type, entry) }));
  keyed.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : 0));
  return keyed.map(({ entry }) => entry);
}

/**
 * The pivoted, flattened answer (one row per x-axis point, one column per series) read as series,
 * as Superset's extractSeries: every column but the x-axis is a series, ordered by "Sort Series By".
 */
export function extractTimeseries(
  formData: QueryFormData,
  result: ChartDataQueryResult | undefined,
): TimeseriesData {
  const xAxisLabel = xAxisLabelOf(formData);
  const rows: DataRecord[] = rowsOf(result);
  const names = (result?.colnames ?? Object.keys(rows[0] ?? {})).filter((name) => name !== xAxisLabel);
  const xValues = rows.map((row) => row[xAxisLabel]);
  return {
    xAxisLabel,
    xAxisType: xAxisTypeOf(result, xAxisLabel, xValues),
    xValues,
    series: sortSeries(
      names.map((name) => ({
        name,
        points: rows.map((row): [unknown, number | null] => [row[xAxisLabel], numberOrNull(row[name])]),
      })),
      formData,
    ),
  };
}

/** Each series' value as its share of the x-axis point's total (Superset's "Expand" stack). */
export function expandToShares(series: RawSeries[]): RawSeries[] {
  const totals = new Map<unknown, number>();
  for (const { points } of series) {
    for (const [x, y] of points) totals.set(x, (totals.get(x) ?? 0) + Math.abs(y ?? 0));
  }
  return series.map(({ name, points }) => ({
    name,
    points: points.map(([x, y]): [unknown, number | null] => {
      const total = totals.get(x) ?? 0;
      return [x, y === null || total === 0 ? y : y / total];
    }),
  }));
}

/** The total of the series at each x-axis point (the "only total" label of a stacked chart). */
export function totalsByX(series: RawSeries[]): Map<unknown, number> {
  const totals = new Map<unknown, number>();
  for (const { points } of series) {
    for (const [x, y] of points) totals.set(x, (totals.get(x) ?? 0) + (y ?? 0));
  }
  return totals;
}
