import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import {
  extractGroupbyLabel,
  formatDistributionLabel,
  percentFormatter,
  tooltipHtml,
} from '../distribution/labels';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface FunnelProps {
  echartOptions: EChartsCoreOption;
}

/** A step's share: of the first step, of the previous step, or of the total (`percent_calculation_type`). */
export interface FunnelStep {
  name: string;
  value: number | null;
  itemStyle: { color: string };
  firstStepPercent: number;
  prevStepPercent: number;
  totalPercent: number;
}

function share(value: number | null, of: number | null | undefined): number {
  return value === null || !of ? 0 : value / of;
}

/** Superset's funnel: steps in query order, labels and tooltips by their own label types. */
export default function transformProps({ formData, queriesData }: ChartProps): FunnelProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby).map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const showLegend = formData.show_legend !== false;
  const orientation = formData.legendOrientation ?? 'top';
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const colorScale = colorScaleOf(formData);
  const coltypes = coltypeMapping(queriesData[0]);
  const rows = rowsOf(queriesData[0]);
  const values = rows.map((row) => numberOrNull(row[metricLabel]));
  const total = values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

  const steps: FunnelStep[] = rows.map((row, index) => {
    const name = extractGroupbyLabel(row, groupby, coltypes, formData.date_format);
    const value = values[index] ?? null;
    return {
      name,
      value,
      itemStyle: { color: colorScale.getColor(name) },
      firstStepPercent: share(value, values[0]),
      prevStepPercent: index === 0 ? 1 : share(value, values[index - 1]),
      totalPercent: share(value, total),
    };
  });
  const percentKey =
    formData.percent_calculation_type === 'prev_step'
      ? 'prevStepPercent'
      : formData.percent_calculation_type === 'total'
        ? 'totalPercent'
        : 'firstStepPercent';
  const label = (type: unknown) => (params: { name?: string; value?: unknown; data?: FunnelStep }) =>
    formatDistributionLabel(
      type,
      {
        name: params.name ?? '',
        value: numberOrNull(params.value),
        fraction: params.data?.[percentKey] ?? 0,
      },
      numberFormatter,
    );
  const labelLine = formData.label_line === true;
  // Superset's funnel tooltip: the step's name as title when the type has the key, then a row of the
  // metric with its value and/or percentage.
  const funnelTooltip = (params: { name?: string; value?: unknown; data?: FunnelStep }, type: string) => {
    const row: string[] = [];
    const withValue = type.includes('value');
    const withPercent = type.includes('percent');
    if (withValue || withPercent) row.push(metricLabel);
    if (withValue) row.push(numberFormatter(numberOrNull(params.value)));
    if (withPercent) row.push(percentFormatter(params.data?.[percentKey] ?? 0));
    return tooltipHtml([row], type.startsWith('key') ? (params.name ?? '') : undefined);
  };

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      show: formData.show_tooltip_labels !== false,
      formatter: (params: { name?: string; value?: unknown; data?: FunnelStep }) =>
        funnelTooltip(params, String(formData.tooltip_label_type ?? 'key_value_percent')),
    },
    legend: {
      ...getLegendProps(formData.legendType, orientation, showLegend),
      data: steps.map((s) => s.name),
    },
    series: [
      {
        type: 'funnel',
        ...getChartPadding(showLegend, orientation, formData.legendMargin, { top: 10, bottom: 10 }),
        animation: true,
        minSize: '0%',
        maxSize: '100%',
        sort: formData.sort ?? 'descending',
        orient: formData.orient ?? 'vertical',
        gap: typeof formData.gap === 'number' ? formData.gap : 0,
        funnelAlign: 'center',
        labelLine: { show: labelLine },
        label: {
          show: formData.show_labels !== false,
          formatter: label(formData.label_type ?? 'key'),
          position: labelLine ? 'outer' : 'inner',
          textBorderColor: 'transparent',
        },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: steps,
      },
    ],
  };
  return { echartOptions };
}
