import type { ChartDataQueryResult, QueryFormData } from '@loupe/core';
import type { ChartProps } from '../../types';

/** A chart-data answer as captured from the running Loupe (`{ result: [...] }`). */
export interface CapturedAnswer {
  result: readonly unknown[];
}

/** The chart props a plugin's transformProps gets for form data and a captured answer. */
export function chartPropsOf(
  formData: QueryFormData,
  answer: CapturedAnswer,
  size: { width?: number; height?: number } = {},
): ChartProps {
  return {
    formData,
    // The fixture is JSON read from disk: the boundary where it becomes the typed answer.
    queriesData: answer.result as readonly ChartDataQueryResult[],
    width: size.width ?? 800,
    height: size.height ?? 600,
    datasource: null,
  };
}

/** One ECharts series of an option, read as a record for assertions. */
export function seriesOf(option: Record<string, unknown>, index = 0): Record<string, unknown> {
  const series = option.series;
  const list = Array.isArray(series) ? series : [series];
  const item: unknown = list[index];
  if (typeof item !== 'object' || item === null) throw new Error(`no series ${index}`);
  return item as Record<string, unknown>;
}

/** An option's formatter (tooltip or label), called as ECharts would. */
export function callFormatter(formatter: unknown, params: unknown): string {
  if (typeof formatter !== 'function') throw new Error('formatter is not a function');
  return String((formatter as (p: unknown) => unknown)(params));
}
