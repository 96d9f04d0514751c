import { CONTAIN_LABELS } from '../echarts/containLabels';
import { getColumnLabel, type QueryFormColumn } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getNumberFormatter } from '../format/numberFormat';
import { colorScaleOf } from '../distribution/colors';
import { escapeHtml, percentFormatter } from '../distribution/labels';
import { getLegendProps } from '../distribution/legend';
import { ensureIsArray, numberOrNull, rowsOf } from '../distribution/rows';
import type { ChartProps } from '../types';

export interface HistogramProps {
  /** The options without the tooltip's formatter, which the component adds with the translated "Total". */
  echartOptions: EChartsCoreOption;
  formatTooltip: (params: readonly AxisTooltipParam[], totalLabel: string) => string;
}

export interface AxisTooltipParam {
  name?: string;
  seriesName?: string;
  value?: unknown;
  marker?: string;
}

/**
 * Superset's histogram_v2: the server's `histogram` answers one row per group with a column per bin
 * ("<from> - <to>"); each group becomes a bar series over the bins, counts (or shares when
 * `normalize`) on the y-axis, the tooltip listing every group and their total.
 */
export default function transformProps({ formData, queriesData }: ChartProps): HistogramProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby as QueryFormColumn[]).map(getColumnLabel);
  const column = formData.column ? getColumnLabel(formData.column as QueryFormColumn) : '';
  const normalize = formData.normalize === true;
  const formatter = normalize ? percentFormatter : getNumberFormatter();
  const colorScale = colorScaleOf(formData);
  const result = queriesData[0];
  const grouped = new Set(groupby);
  const bins = (result?.colnames ?? []).filter((name) => !grouped.has(name));

  const series = rowsOf(result).map((row) => {
    const name = groupby.length ? groupby.map((key) => String(row[key])).join(', ') : column;
    return {
      name,
      type: 'bar',
      data: bins.map((bin) => numberOrNull(row[bin])),
      itemStyle: { color: colorScale.getColor(name) },
      label: {
        show: formData.show_value === true,
        position: 'top',
        formatter: (params: { value?: unknown }) => formatter(numberOrNull(params.value)),
      },
    };
  });
  const showLegend = formData.show_legend !== false;
  const xTitle = typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '';
  const yTitle = typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '';

  const formatTooltip = (params: readonly AxisTooltipParam[], totalLabel: string) => {
    const title = params[0]?.name ?? '';
    const cells = (label: string, value: number | null) =>
      `<td>${label}</td><td style="padding-left:12px">${escapeHtml(formatter(value))}</td>`;
    const rows = params.map(
      (param) =>
        `<tr>${cells(`${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}`, numberOrNull(param.value))}</tr>`,
    );
    // The total of counts; shares of a normalized histogram are not summed.
    if (groupby.length > 0 && !normalize) {
      const total = params.reduce((sum, param) => sum + (numberOrNull(param.value) ?? 0), 0);
      rows.push(`<tr>${cells(escapeHtml(totalLabel), total)}</tr>`);
    }
    return `<div style="font-weight:700">${escapeHtml(title)}</div><table>${rows.join('')}</table>`;
  };

  const echartOptions: EChartsCoreOption = {
    grid: { ...CONTAIN_LABELS, top: 30, bottom: showLegend ? 60 : 30, left: 30, right: 30 },
    xAxis: { type: 'category', data: bins, name: xTitle, nameGap: 35, nameLocation: 'middle' },
    yAxis: {
      type: 'value',
      name: yTitle,
      nameGap: normalize ? 55 : 40,
      nameLocation: 'middle',
      axisLabel: { formatter: (value: number) => formatter(value) },
    },
    series,
    legend: { ...getLegendProps('scroll', 'bottom', showLegend), data: series.map((item) => item.name) },
    tooltip: { trigger: 'axis', confine: true },
  };
  return { echartOptions, formatTooltip };
}
