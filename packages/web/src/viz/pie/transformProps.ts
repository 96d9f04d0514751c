import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { extractGroupbyLabel, formatDistributionLabel, tooltipHtml } from '../distribution/labels';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { TotalCaption } from '../distribution/TotalChart';
import type { CrossFilterGroups } from '../crossFilter';
import type { ChartProps } from '../types';

export interface PieProps {
  echartOptions: EChartsCoreOption;
  /** Each slice's groupby values, for the cross-filter a click sets. */
  crossFilter: CrossFilterGroups;
  /** The "Total" caption when `show_total` is on. */
  total: TotalCaption | null;
}

interface Slice {
  name: string;
  value: number | null;
  itemStyle: { color: string };
}

interface LabelParams {
  name?: string;
  value?: unknown;
  percent?: number;
}

/** Superset's pie: one slice per groupby combination, labels per `label_type`, optional donut and total. */
export default function transformProps({ formData, queriesData, width, height }: ChartProps): PieProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby).map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const showLegend = formData.show_legend !== false;
  const orientation = formData.legendOrientation ?? 'top';
  const donut = formData.donut === true;
  const labelsOutside = formData.labels_outside !== false;
  const labelType = formData.label_type ?? 'key';
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const colorScale = colorScaleOf(formData);
  const coltypes = coltypeMapping(queriesData[0]);

  const valuesByName: Record<string, unknown[]> = {};
  const slices: Slice[] = rowsOf(queriesData[0]).map((row) => {
    const name = extractGroupbyLabel(row, groupby, coltypes, formData.date_format);
    valuesByName[name] = groupby.map((column) => row[column] ?? null);
    return { name, value: numberOrNull(row[metricLabel]), itemStyle: { color: colorScale.getColor(name) } };
  });
  const sum = slices.reduce((sum, slice) => sum + (slice.value ?? 0), 0);
  const label = (type: unknown) => (params: LabelParams) =>
    formatDistributionLabel(
      type,
      { name: params.name ?? '', value: numberOrNull(params.value), fraction: (params.percent ?? 0) / 100 },
      numberFormatter,
      formData.label_template,
    );
  const defaultLabel = { formatter: label(labelType), show: formData.show_labels !== false };
  const padding = getChartPadding(showLegend, orientation, formData.legendMargin);

  const series = {
    type: 'pie',
    ...padding,
    animation: false,
    radius: [`${donut ? toNumber(formData.innerRadius, 30) : 0}%`, `${toNumber(formData.outerRadius, 70)}%`],
    center: ['50%', '50%'],
    avoidLabelOverlap: true,
    labelLine: { show: labelsOutside && formData.label_line === true },
    minShowLabelAngle: toNumber(formData.show_labels_threshold, 5) * 3.6,
    label: labelsOutside
      ? { ...defaultLabel, position: 'outer', alignTo: 'none', bleedMargin: 5 }
      : { ...defaultLabel, position: 'inner' },
    emphasis: { label: { show: true, fontWeight: 'bold' } },
    data: slices,
  };

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: LabelParams) => tooltipHtml([[label('key_value_percent')(params)]]),
    },
    legend: {
      ...getLegendProps(formData.legendType, orientation, showLegend),
      data: slices.map((slice) => slice.name),
    },
    series: [series],
  };
  const total = formData.show_total
    ? { text: numberFormatter(sum), ...totalPosition(padding, donut, width, height) }
    : null;
  return { echartOptions, total, crossFilter: { groupby, by: 'name', valuesByName } };
}

/** Superset's getTotalValuePadding: the total in the donut's hole, else above the pie. */
function totalPosition(
  padding: { top: number; bottom: number; left: number; right: number },
  donut: boolean,
  width: number,
  height: number,
): { top: number | string; left: number | string } {
  const position = { top: donut ? ('middle' as number | string) : 0, left: 'center' as number | string };
  const legendTop = padding.top > 0 ? padding.top : 0;
  if (padding.top) {
    position.top = donut ? `${50 + (legendTop / 2 / height) * 100}%` : legendTop;
  } else if (padding.bottom) {
    position.top = donut ? `${50 - (padding.bottom / 2 / height) * 100}%` : 0;
  } else if (padding.left) {
    position.left = `${50 + (padding.left / 2 / width) * 100}%`;
  } else if (padding.right) {
    position.left = `${50 - (padding.right / 2 / width) * 100}%`;
  }
  return position;
}
