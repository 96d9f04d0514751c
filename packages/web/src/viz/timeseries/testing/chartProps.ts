import type { ChartDataQueryResult, QueryFormData } from '@loupe/core';
import type { ChartProps } from '../../types';

/** A chart-data answer as captured from the running Loupe (`{ result: [...] }`). */
export interface CapturedAnswer {
  result: readonly unknown[];
}

/** The chart props a plugin's transformProps gets for form data and a captured answer. */
export function chartPropsOf(formData: QueryFormData, answer: CapturedAnswer): ChartProps {
  return {
    formData,
    // The fixture is JSON read from disk: the boundary where it becomes the typed answer.
    queriesData: answer.result as readonly ChartDataQueryResult[],
    width: 800,
    height: 600,
    datasource: null,
  };
}

/** An option's list entry (series, axis...) read as a record for assertions. */
export function entryOf(option: Record<string, unknown>, key: string, index = 0): Record<string, unknown> {
  const value = option[key];
  const item: unknown = Array.isArray(value) ? value[index] : value;
  if (typeof item !== 'object' || item === null) throw new Error(`no ${key} ${index}`);
  return item as Record<string, unknown>;
}

/** A formatter of the option (axis label, tooltip, series label), called as ECharts would. */
export function callFormatter(holder: unknown, params: unknown): string {
  const formatter = (holder as { formatter?: unknown } | undefined)?.formatter;
  if (typeof formatter !== 'function') throw new Error('formatter is not a function');
  return String((formatter as (p: unknown) => unknown)(params));
}
