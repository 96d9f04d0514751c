import type { ChartProps } from '../types';
import { conditionalColorOf } from './conditionalFormatting';
import { fontSizeOf, headerFormatterOf, metricLabelOf } from './format';
import { numberOrNull, rowsOf } from '../distribution/rows';

export interface BigNumberTotalProps {
  header: string | null;
  headerColor?: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
}

/** Superset's BigNumberTotal: the metric's one value, formatted, with the subheader text under it. */
export default function transformProps({ formData, queriesData }: ChartProps): BigNumberTotalProps {
  const result = queriesData[0];
  const value = numberOrNull(rowsOf(result)[0]?.[metricLabelOf(formData)]);
  const format = headerFormatterOf(formData, result);
  return {
    header: value === null ? null : format(value),
    headerColor: conditionalColorOf(formData.conditional_formatting, value),
    subheader: typeof formData.subheader === 'string' ? formData.subheader : '',
    headerFontSize: fontSizeOf(formData.header_font_size, 0.4),
    subheaderFontSize: fontSizeOf(formData.subheader_font_size, 0.15),
  };
}
