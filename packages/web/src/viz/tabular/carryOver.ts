import {
  isQueryFormColumn,
  isQueryFormMetric,
  removeDuplicates,
  getColumnLabel,
  getMetricLabel,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '@loupe/core';

const METRIC_KEYS = ['metrics', 'metric', 'metric_2', 'secondary_metric', 'size', 'x', 'y'] as const;
const COLUMN_KEYS = ['groupby', 'columns', 'x_axis', 'series', 'entity'] as const;

function listOf(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Every metric the previous chart type used, under whichever key it kept them (Superset's
 * standardized controls carry metrics and dimensions across a viz-type switch this way).
 */
export function carriedMetrics(formData: QueryFormData): QueryFormMetric[] {
  const metrics = METRIC_KEYS.flatMap((key) => listOf(formData[key])).filter(isQueryFormMetric);
  return removeDuplicates(metrics, getMetricLabel);
}

/** Every dimension the previous chart type used (group-bys, columns, x-axis, series). */
export function carriedColumns(formData: QueryFormData): QueryFormColumn[] {
  const columns = COLUMN_KEYS.flatMap((key) => listOf(formData[key])).filter(isQueryFormColumn);
  return removeDuplicates(columns, getColumnLabel);
}
