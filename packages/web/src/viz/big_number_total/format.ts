import {
  getMetricLabel,
  type ChartDataQueryResult,
  type QueryFormData,
  type QueryFormMetric,
} from '@loupe/core';
import { getValueFormatter } from '../distribution/valueFormatter';
import { getTimeFormatter } from '../format/timeFormat';

const TEMPORAL = 2;

export function metricLabelOf(formData: QueryFormData): string {
  return formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
}

/**
 * Superset's big-number header formatter: a date format when the metric is temporal (or
 * force_timestamp_formatting is on), else the y-axis number format with the currency.
 */
export function headerFormatterOf(
  formData: QueryFormData,
  result: ChartDataQueryResult | undefined,
): (value: number | null) => string {
  const label = metricLabelOf(formData);
  const index = result?.colnames?.indexOf(label) ?? -1;
  const temporal =
    (index >= 0 && result?.coltypes?.[index] === TEMPORAL) || formData.force_timestamp_formatting === true;
  if (temporal) {
    const format = getTimeFormatter(
      typeof formData.time_format === 'string' ? formData.time_format : undefined,
    );
    return (value) => format(value);
  }
  const format = getValueFormatter(formData.y_axis_format, formData.currency_format);
  return (value) => format(value);
}

export function fontSizeOf(value: unknown, fallback: number): number {
  const size = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(size) && size > 0 ? size : fallback;
}
