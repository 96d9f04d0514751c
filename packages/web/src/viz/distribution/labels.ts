import { GenericDataType } from '@loupe/core';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import type { DataRecord } from './rows';

/** Superset's label types for pie, funnel and other part-of-a-whole charts (`label_type`). */
export type LabelType =
  | 'key'
  | 'value'
  | 'percent'
  | 'key_value'
  | 'key_percent'
  | 'key_value_percent'
  | 'value_percent'
  | 'template';

export const LABEL_TYPE_CHOICES: readonly (readonly [LabelType, string])[] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
  ['template', 'Template'],
];

/** Superset's PERCENT_2_POINT, the format of every "percent" in labels and tooltips. */
export const percentFormatter = getNumberFormatter(',.2%');

export interface LabelParts {
  name: string;
  value: number | null | undefined;
  /** A fraction (0.25 is 25%). */
  fraction?: number | null;
}

/**
 * A slice/step label as Superset writes it for each `label_type`; `template` fills `{name}`,
 * `{value}` and `{percent}` in `label_template`.
 */
export function formatDistributionLabel(
  labelType: unknown,
  { name, value, fraction }: LabelParts,
  numberFormatter: (value: number | null | undefined) => string,
  template?: unknown,
): string {
  const formattedValue = numberFormatter(value);
  const formattedPercent = percentFormatter(fraction ?? null);
  switch (labelType) {
    case 'value':
      return formattedValue;
    case 'percent':
      return formattedPercent;
    case 'key_value':
      return `${name}: ${formattedValue}`;
    case 'key_percent':
      return `${name}: ${formattedPercent}`;
    case 'key_value_percent':
      return `${name}: ${formattedValue} (${formattedPercent})`;
    case 'value_percent':
      return `${formattedValue} (${formattedPercent})`;
    case 'template':
      // Superset's label template writes a new line as the two characters \n.
      return typeof template === 'string'
        ? template
            .replaceAll('\\n', '\n')
            .replaceAll('{name}', name)
            .replaceAll('{value}', formattedValue)
            .replaceAll('{percent}', formattedPercent)
        : '';
    default:
      return name;
  }
}

/**
 * Superset's extractGroupbyLabel: the values of the groupby columns of a row joined with ", ",
 * temporal ones through the chart's date format.
 */
export function extractGroupbyLabel(
  datum: DataRecord,
  groupby: readonly string[],
  coltypes: Readonly<Record<string, number>>,
  dateFormat?: unknown,
): string {
  const timeFormatter = getTimeFormatter(typeof dateFormat === 'string' ? dateFormat : undefined);
  return groupby
    .map((column) => {
      const value = datum[column];
      if (value === null || value === undefined) return '<NULL>';
      if (coltypes[column] === GenericDataType.Temporal && typeof value === 'number') {
        return timeFormatter(value);
      }
      return String(value);
    })
    .join(', ');
}

/** A number-format form value, Superset's SMART_NUMBER when unset. */
export function numberFormatOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Escapes text for the HTML of ECharts tooltips (labels come from the data). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Superset's tooltipHtml: a bold title over rows of cells. */
export function tooltipHtml(rows: readonly (readonly string[])[], title?: string): string {
  const head = title ? `<div style="font-weight:700">${escapeHtml(title)}</div>` : '';
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td style="padding-right:12px">${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `${head}<table>${body}</table>`;
}
