import { CONTAIN_LABELS } from '../echarts/containLabels';
import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { escapeHtml, extractGroupbyLabel } from '../distribution/labels';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

/** A box: [min, q1, median, q3, max] (what ECharts draws), then mean, count and the outliers. */
export type BoxValue = [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number[],
];

export interface BoxDatum {
  name: string;
  value: BoxValue;
  itemStyle: { color: string; opacity: number; borderColor: string };
}

interface TooltipParams {
  seriesType?: string;
  name?: string;
  data?: unknown;
}

export interface BoxPlotProps {
  /** The options without the tooltip's formatter, which the component adds with translated statistic names. */
  echartOptions: EChartsCoreOption;
  formatTooltip: (params: TooltipParams, translate: (text: string) => string) => string;
}

const STATISTICS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;

/** Superset's x_ticks_layout as ECharts axis label options. */
function axisLabelOf(layout: unknown): Record<string, unknown> {
  if (layout === '45°' || layout === 'staggered') return { rotate: -45 };
  if (layout === '90°') return { rotate: -90 };
  if (layout === 'flat') return { rotate: 0 };
  return { show: true };
}

function isBoxDatum(value: unknown): value is BoxDatum {
  return typeof value === 'object' && value !== null && Array.isArray((value as { value?: unknown }).value);
}

/**
 * Superset's box_plot: a box per groupby row and metric from the server's `boxplot` statistics
 * (`<metric>__min`, `__q1`, ... `__outliers`), the outliers as scatter points in the box's colour.
 */
export default function transformProps({ formData, queriesData }: ChartProps): BoxPlotProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby as QueryFormColumn[]).map(getColumnLabel);
  const metricLabels = ensureIsArray<QueryFormMetric>(formData.metrics as QueryFormMetric[]).map(
    getMetricLabel,
  );
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const colorScale = colorScaleOf(formData);
  const coltypes = coltypeMapping(queriesData[0]);
  const rows = rowsOf(queriesData[0]);

  const boxes: BoxDatum[] = rows.flatMap((row) => {
    const groupLabel = extractGroupbyLabel(row, groupby, coltypes, formData.date_format);
    const color = colorScale.getColor(groupLabel);
    return metricLabels.map((metric) => {
      const outliers = row[`${metric}__outliers`];
      const stats = STATISTICS.map((statistic) => numberOrNull(row[`${metric}__${statistic}`]));
      return {
        name: metricLabels.length === 1 ? groupLabel : `${groupLabel}, ${metric}`,
        value: [
          ...stats,
          Array.isArray(outliers)
            ? outliers.map((value) => numberOrNull(value)).filter((value) => value !== null)
            : [],
        ] as BoxValue,
        itemStyle: { color, opacity: 0.3, borderColor: color },
      };
    });
  });

  const outlierSeries = boxes.map((box) => ({
    name: box.name,
    type: 'scatter',
    data: box.value[7].map((value) => [box.name, value]),
    itemStyle: { color: box.itemStyle.borderColor },
  }));

  const formatTooltip = (params: TooltipParams, translate: (text: string) => string): string => {
    if (params.seriesType === 'scatter') {
      const point = Array.isArray(params.data) ? params.data : [];
      const headline = groupby.length ? `<p><strong>${escapeHtml(String(point[0] ?? ''))}</strong></p>` : '';
      return `${headline}${escapeHtml(numberFormatter(numberOrNull(point[1])))}`;
    }
    if (!isBoxDatum(params.data)) return '';
    const [min, q1, median, q3, max, mean, count, outliers] = params.data.value;
    const headline = params.name ? `<p><strong>${escapeHtml(params.name)}</strong></p>` : '';
    const line = (label: string, value: string) => escapeHtml(`${translate(label)}: ${value}`);
    const stats = [
      line('Max', numberFormatter(max)),
      line('3rd Quartile', numberFormatter(q3)),
      line('Mean', numberFormatter(mean)),
      line('Median', numberFormatter(median)),
      line('1st Quartile', numberFormatter(q1)),
      line('Min', numberFormatter(min)),
      line('# Observations', String(count ?? '')),
    ];
    if (outliers.length > 0) stats.push(line('# Outliers', String(outliers.length)));
    return headline + stats.join('<br/>');
  };

  const xTitle = typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '';
  const yTitle = typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '';
  const xTitleMargin = xTitle ? toNumber(formData.x_axis_title_margin, 15) : 0;
  const yTitleMargin = yTitle ? toNumber(formData.y_axis_title_margin, 15) : 0;
  const echartOptions: EChartsCoreOption = {
    grid: { ...CONTAIN_LABELS, top: 30, bottom: 30 + xTitleMargin, left: 20 + yTitleMargin, right: 20 },
    xAxis: {
      type: 'category',
      data: boxes.map((box) => box.name),
      axisLabel: axisLabelOf(formData.x_ticks_layout),
      name: xTitle,
      nameGap: xTitleMargin,
      nameLocation: 'middle',
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (value: number) => numberFormatter(value) },
      name: yTitle,
      nameGap: yTitleMargin,
      // Superset's positions: Left is beside the axis, halfway up; Top is above the axis' end.
      nameLocation: formData.y_axis_title_position === 'Top' ? 'end' : 'middle',
    },
    tooltip: { trigger: 'item', confine: true, axisPointer: { type: 'shadow' } },
    series: [{ name: 'boxplot', type: 'boxplot', data: boxes }, ...outlierSeries],
  };
  return { echartOptions, formatTooltip };
}
