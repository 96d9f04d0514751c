import {
  getColumnLabel,
  getMetricLabel,
  isQueryFormColumn,
  isQueryFormMetric,
  type QueryFormColumn,
  type QueryFormMetric,
} from '@loupe/core';

/** The label of a single-column control (source, target, entity, x_axis...); '' when unset. */
export function columnLabelOf(value: unknown): string {
  return isQueryFormColumn(value) ? getColumnLabel(value) : '';
}

/** A single-column control's value as a query column, or undefined when unset. */
export function columnOf(value: unknown): QueryFormColumn | undefined {
  return isQueryFormColumn(value) && value !== '' ? value : undefined;
}

/** The label of a single-metric control (metric, x, y, size...); '' when unset. */
export function metricLabelOf(value: unknown): string {
  return isQueryFormMetric(value) ? getMetricLabel(value) : '';
}

/** A single-metric control's value, or undefined when unset. */
export function metricOf(value: unknown): QueryFormMetric | undefined {
  return isQueryFormMetric(value) ? value : undefined;
}

/** A cell as the text a node or category shows (Superset's `String(datum[col])`). */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? 'null' : String(value);
}

/** A form-data boolean that Superset defaults to `fallback` when absent. */
export function flagOf(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** A form-data choice among known values, else the default. */
export function choiceOf<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}
