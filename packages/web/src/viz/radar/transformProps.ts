import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { extractGroupbyLabel, formatDistributionLabel, tooltipHtml } from '../distribution/labels';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { coltypeMapping, ensureIsArray, numberOrNull, rowsOf } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface RadarProps {
  echartOptions: EChartsCoreOption;
}

export interface RadarIndicator {
  name: string;
  max?: number;
  min: number;
}

/** Per-metric axis bounds from the "Customize Metrics" control (`column_config`). */
function boundsOf(columnConfig: unknown, metric: string): { max?: number; min?: number } {
  if (typeof columnConfig !== 'object' || columnConfig === null) return {};
  const config: unknown = (columnConfig as Record<string, unknown>)[metric];
  if (typeof config !== 'object' || config === null) return {};
  const { radarMetricMaxValue, radarMetricMinValue } = config as Record<string, unknown>;
  return {
    max: numberOrNull(radarMetricMaxValue) ?? undefined,
    min: numberOrNull(radarMetricMinValue) ?? undefined,
  };
}

/**
 * Superset's radar: an axis per metric and a polygon per groupby row. An axis runs from 0 (or the
 * lowest negative value) to the largest value unless `column_config` sets its bounds.
 */
export default function transformProps({ formData, queriesData }: ChartProps): RadarProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby as QueryFormColumn[]).map(getColumnLabel);
  const metricLabels = ensureIsArray<QueryFormMetric>(formData.metrics as QueryFormMetric[]).map(
    getMetricLabel,
  );
  const rows = rowsOf(queriesData[0]);
  const coltypes = coltypeMapping(queriesData[0]);
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const colorScale = colorScaleOf(formData);
  const showLegend = formData.show_legend !== false;
  const orientation = formData.legendOrientation ?? 'top';
  const labelType = formData.label_type ?? 'value';
  const formatter = (params: { name?: string; value?: unknown }) =>
    formatDistributionLabel(
      labelType,
      { name: params.name ?? '', value: numberOrNull(params.value) },
      numberFormatter,
    );

  const seriesData = rows.map((row) => {
    const name = extractGroupbyLabel(row, groupby, coltypes, formData.date_format);
    return {
      name,
      value: metricLabels.map((metric) => numberOrNull(row[metric])),
      itemStyle: { color: colorScale.getColor(name) },
      label: {
        show: formData.show_labels !== false,
        position: formData.label_position ?? 'top',
        formatter,
      },
    };
  });

  const indicator: RadarIndicator[] = metricLabels.map((name) => {
    const values = rows.map((row) => numberOrNull(row[name])).filter((value) => value !== null);
    const configured = boundsOf(formData.column_config, name);
    const dataMax = values.length ? Math.max(...values) : undefined;
    const dataMin = values.length ? Math.min(...values) : 0;
    return {
      name,
      // A largest value of 0 would put every point at the edge: ECharts then picks the scale.
      max: configured.max ?? (dataMax === 0 ? undefined : dataMax),
      min: configured.min ?? Math.min(0, dataMin),
    };
  });

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { name?: string; value?: unknown }) => {
        const values = Array.isArray(params.value) ? params.value : [];
        return tooltipHtml(
          metricLabels.map((metric, i) => [metric, numberFormatter(numberOrNull(values[i]))]),
          params.name,
        );
      },
    },
    legend: {
      ...getLegendProps(formData.legendType, orientation, showLegend),
      data: seriesData.map((series) => series.name),
    },
    radar: { shape: formData.is_circle === true ? 'circle' : 'polygon', indicator },
    series: [
      {
        type: 'radar',
        ...getChartPadding(showLegend, orientation, formData.legendMargin),
        animation: false,
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: seriesData,
      },
    ],
  };
  return { echartOptions };
}
