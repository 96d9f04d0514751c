import { CONTAIN_LABELS } from '../echarts/containLabels';
import { getColumnLabel, type QueryFormColumn, type QueryFormData } from '@loupe/core';
import type { CrossFilterGroups } from '../crossFilter';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { ensureIsArray, parseAxisBound, toNumber } from '../distribution/rows';
import { getValueFormatter, type NumberFormatter } from '../distribution/valueFormatter';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import type { ChartProps } from '../types';
import { annotationSeries } from './annotations';
import { expandToShares, extractTimeseries, totalsByX, type RawSeries, type XAxisType } from './series';

export interface TimeseriesProps {
  echartOptions: EChartsCoreOption;
  /** Each series' groupby values (from the answer's `label_map`), for the cross-filter a click sets. */
  crossFilter: CrossFilterGroups | null;
}

/**
 * The groupby values behind each series name: the answer's `label_map` names the columns a series
 * label came from (the metric first when there are several metrics, then the groupby values).
 */
export function seriesCrossFilter(formData: QueryFormData, labelMap: unknown): CrossFilterGroups | null {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby).map(getColumnLabel);
  if (groupby.length === 0 || typeof labelMap !== 'object' || labelMap === null) return null;
  const valuesByName: Record<string, unknown[]> = {};
  for (const [name, parts] of Object.entries(labelMap as Record<string, unknown>))
    if (Array.isArray(parts) && parts.length >= groupby.length)
      valuesByName[name] = parts.slice(-groupby.length);
  return { groupby, by: 'seriesName', valuesByName };
}

/** Superset's EchartsTimeseriesSeriesType: how each series is drawn. */
export type SeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

const SERIES_TYPES: readonly SeriesType[] = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'];

export function seriesTypeOf(value: unknown): SeriesType {
  return SERIES_TYPES.find((type) => type === value) ?? 'line';
}

/** Superset's default margins around the grid (TIMESERIES_CONSTANTS). */
const GRID_OFFSET = { top: 20, bottom: 20, left: 20, right: 20 };
const ZOOM_HEIGHT = 30;

interface TooltipParam {
  seriesName?: string;
  value?: unknown;
  color?: string;
  axisValue?: unknown;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The y value of an ECharts datum [x, y] (or [y, x] when the bars lie horizontally). */
function valueOf(param: TooltipParam, horizontal: boolean): number | null {
  const value = Array.isArray(param.value) ? param.value[horizontal ? 0 : 1] : param.value;
  return typeof value === 'number' ? value : null;
}

function xValueOf(param: TooltipParam, horizontal: boolean): unknown {
  return Array.isArray(param.value) ? param.value[horizontal ? 1 : 0] : param.axisValue;
}

/** The axis tooltip: the x value, then each series' value in its own format (a mixed chart's second axis). */
export function tooltipFormatter(
  formatX: (value: unknown) => string,
  formatY: NumberFormatter,
  horizontal: boolean,
  sortByMetric: boolean,
  formatBySeries: ReadonlyMap<string, NumberFormatter> = new Map(),
) {
  return (input: TooltipParam | TooltipParam[]) => {
    const params = Array.isArray(input) ? [...input] : [input];
    if (sortByMetric) {
      params.sort((a, b) => (valueOf(b, horizontal) ?? -Infinity) - (valueOf(a, horizontal) ?? -Infinity));
    }
    const header = params[0] ? escapeHtml(formatX(xValueOf(params[0], horizontal))) : '';
    const lines = params
      .filter((param) => !String(param.seriesName).startsWith(STREAM_BASELINE))
      .map(
        (param) =>
          `<div><span style="color:${param.color ?? 'inherit'}">\u25CF</span> ${escapeHtml(
            String(param.seriesName ?? ''),
          )}: <b>${escapeHtml((formatBySeries.get(String(param.seriesName)) ?? formatY)(valueOf(param, horizontal)))}</b></div>`,
      );
    return [`<div>${header}</div>`, ...lines].join('');
  };
}

/** The invisible series under a stream graph, centring the stack on zero (Superset's stream baseline). */
const STREAM_BASELINE = '__baseline__';

export function xFormatterOf(type: XAxisType, timeFormat: unknown, numberFormat: NumberFormatter) {
  if (type === 'time') {
    const format = getTimeFormatter(typeof timeFormat === 'string' ? timeFormat : undefined);
    return (value: unknown) => format(typeof value === 'number' || value instanceof Date ? value : null);
  }
  if (type === 'value') return (value: unknown) => numberFormat(typeof value === 'number' ? value : null);
  return (value: unknown) => String(value);
}

function seriesShape(type: SeriesType) {
  if (type === 'bar') return { type: 'bar' };
  if (type === 'scatter') return { type: 'scatter' };
  if (type === 'smooth') return { type: 'line', smooth: true };
  if (type === 'start' || type === 'middle' || type === 'end') return { type: 'line', step: type };
  return { type: 'line' };
}

export interface SeriesOptions {
  seriesType: SeriesType;
  horizontal: boolean;
  stack: string | null;
  area: boolean;
  opacity: number;
  showValue: boolean;
  onlyTotal: boolean;
  percentageThreshold: number;
  markerEnabled: boolean;
  markerSize: number;
  formatY: NumberFormatter;
}

/** How the form data asks the series to be drawn (type, stack, area, labels, markers, format). */
export function seriesOptionsOf(formData: QueryFormData): SeriesOptions {
  const stack =
    typeof formData.stack === 'string' && formData.stack
      ? formData.stack
      : formData.stack === true
        ? 'Stack'
        : null;
  const percent = formData.contributionMode || stack === 'Expand';
  return {
    seriesType: seriesTypeOf(formData.seriesType),
    horizontal: formData.orientation === 'horizontal',
    stack,
    area: formData.area === true,
    opacity: toNumber(formData.opacity, 0.2),
    showValue: formData.show_value === true,
    onlyTotal: formData.only_total !== false,
    percentageThreshold: toNumber(formData.percentage_threshold, 0),
    markerEnabled: formData.markerEnabled === true,
    markerSize: toNumber(formData.markerSize, 6),
    formatY: percent
      ? getNumberFormatter(',.0%')
      : getValueFormatter(formData.y_axis_format, formData.currency_format),
  };
}

/** The series a time-shifted series derives from (Superset's getOriginalSeries): `__<offset>` removed. */
export function originalSeriesName(name: string, offsets: readonly string[]): string {
  return offsets.reduce((original, offset) => original.replace(`__${offset}`, ''), name);
}

/** The ECharts series of one query's columns; `stackId` keeps two queries' stacks apart. */
export function buildSeries(
  raw: RawSeries[],
  formData: QueryFormData,
  options: SeriesOptions,
  stackId = 'obs',
) {
  const colorScale = colorScaleOf(formData);
  const { horizontal, stack, formatY } = options;
  const totals = totalsByX(raw);
  const offsets = ensureIsArray(formData.time_compare).map(String);
  const orient = (point: [unknown, number | null]) => (horizontal ? [point[1], point[0]] : point);

  const series: Record<string, unknown>[] = raw.map(({ name, points }, index) => {
    const isLast = index === raw.length - 1;
    const label = (() => {
      if (!options.showValue) return { show: false };
      if (stack && options.onlyTotal) {
        // Only the top series carries a label: the total of the stack at that point.
        return {
          show: isLast,
          position: horizontal ? 'right' : 'top',
          formatter: ({ value }: { value: unknown[] }) =>
            formatY(totals.get(value[horizontal ? 1 : 0]) ?? null),
        };
      }
      return {
        show: true,
        position: stack ? 'inside' : horizontal ? 'right' : 'top',
        formatter: ({ value }: { value: unknown[] }) => {
          const y = value[horizontal ? 0 : 1];
          if (typeof y !== 'number') return '';
          const total = totals.get(value[horizontal ? 1 : 0]) ?? 0;
          // Stacked labels below the threshold's share of the stack are left out (too small to read).
          if (stack && total && (Math.abs(y) / total) * 100 < options.percentageThreshold) return '';
          return formatY(y);
        },
      };
    })();
    // A time-shifted series ("count__1 year ago", or "1 year ago" once renamed) is drawn dashed,
    // coloured as the series it derives from when its name still says which (Superset's hasTimeOffset).
    const color = colorScale.getColor(originalSeriesName(name, offsets));
    const dashed = offsets.some((offset) => name.endsWith(offset));
    return {
      ...seriesShape(options.seriesType),
      id: name,
      name,
      data: points.map(orient),
      itemStyle: { color },
      ...(options.seriesType === 'bar'
        ? {}
        : { lineStyle: { color, ...(dashed ? { type: 'dashed' } : {}) } }),
      stack: stack ? stackId : undefined,
      ...(options.area ? { areaStyle: { opacity: options.opacity } } : {}),
      showSymbol: options.seriesType === 'scatter' || options.markerEnabled,
      symbolSize: options.markerSize,
      label,
    };
  });

  if (stack === 'Stream' && raw.length > 0) {
    // Stream graph: a transparent series at -total/2 under the stack centres it on the axis.
    const baseline = [...totals.entries()].map(([x, total]): [unknown, number] => [x, -total / 2]);
    series.unshift({
      ...seriesShape(options.seriesType),
      id: STREAM_BASELINE,
      name: STREAM_BASELINE,
      data: baseline.map(orient),
      stack: stackId,
      showSymbol: false,
      silent: true,
      lineStyle: { opacity: 0 },
      itemStyle: { opacity: 0 },
      areaStyle: { opacity: 0 },
      tooltip: { show: false },
    });
  }
  return series;
}

function yBounds(formData: QueryFormData, percent: boolean) {
  const bounds = Array.isArray(formData.y_axis_bounds) ? formData.y_axis_bounds : [];
  const min = parseAxisBound(bounds[0]);
  const max = parseAxisBound(bounds[1]);
  // Superset: bounds apply only when the axis may be truncated (off by default); percentages span 0..1.
  if (percent) return { min: 0, max: 1 };
  if (formData.truncateYAxis !== true) return {};
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * Superset's Timeseries transformProps for line, bar, area, scatter, smooth and step charts: one
 * ECharts series per answer column (colours stable per label), the x-axis typed by its column
 * (time, number or category), stacking (Stack, Stream, Expand), value labels, markers, legend,
 * axis titles and formats, tooltip and data zoom from Superset's form-data keys.
 */
export default function transformProps({
  formData,
  queriesData,
  annotations: layerData,
}: ChartProps): TimeseriesProps {
  const data = extractTimeseries(formData, queriesData[0]);
  const options = seriesOptionsOf(formData);
  const { horizontal, formatY } = options;
  const percent = !!formData.contributionMode || options.stack === 'Expand';
  const raw = options.stack === 'Expand' ? expandToShares(data.series) : data.series;
  // Annotations mark the x-axis, so only an upright chart draws them (as Superset's).
  const annotations = horizontal
    ? []
    : annotationSeries(
        formData.annotation_layers,
        layerData,
        queriesData[0]?.annotation_data,
        data.xValues,
        colorScaleOf(formData),
      );
  const series = [...buildSeries(raw, formData, options), ...annotations];

  const showLegend = formData.show_legend !== false;
  const orientation = formData.legendOrientation ?? 'top';
  const zoomable = formData.zoomable === true;
  const padding = getChartPadding(showLegend, orientation, formData.legendMargin, {
    ...GRID_OFFSET,
    bottom: GRID_OFFSET.bottom + (zoomable ? ZOOM_HEIGHT : 0),
  });
  const xAxisFormat = xFormatterOf(data.xAxisType, formData.x_axis_time_format, getNumberFormatter(null));
  const tooltipXFormat = xFormatterOf(
    data.xAxisType,
    formData.tooltipTimeFormat ?? formData.x_axis_time_format,
    getNumberFormatter(null),
  );

  const xAxis = {
    type: data.xAxisType,
    name: formData.x_axis_title ?? '',
    nameLocation: 'middle',
    nameGap: toNumber(formData.x_axis_title_margin, 15) + 15,
    axisLabel: {
      formatter: xAxisFormat,
      rotate: toNumber(formData.xAxisLabelRotation, 0),
      hideOverlap: true,
    },
    ...(data.xAxisType === 'value' && formData.truncateXAxis === false ? { scale: false } : {}),
  };
  const yAxis = {
    type: formData.logAxis === true ? 'log' : 'value',
    name: formData.y_axis_title ?? '',
    nameLocation: formData.y_axis_title_position === 'Top' ? 'end' : 'middle',
    nameGap: toNumber(formData.y_axis_title_margin, 15) + 30,
    minorTick: { show: formData.minorSplitLine === true },
    minorSplitLine: { show: formData.minorSplitLine === true },
    axisLabel: { formatter: (value: number) => formatY(value) },
    scale: formData.truncateYAxis === true,
    ...yBounds(formData, percent),
  };

  const echartOptions: EChartsCoreOption = {
    grid: { ...padding, ...CONTAIN_LABELS },
    xAxis: horizontal ? yAxis : xAxis,
    yAxis: horizontal ? { ...xAxis, nameGap: xAxis.nameGap + 30 } : yAxis,
    tooltip: {
      show: true,
      appendToBody: true,
      trigger: formData.rich_tooltip === false ? 'item' : 'axis',
      formatter: tooltipFormatter(tooltipXFormat, formatY, horizontal, formData.tooltipSortByMetric === true),
    },
    legend: {
      ...getLegendProps(formData.legendType, orientation, showLegend),
      // Lines a layer adds have a name and a legend entry; event lines and interval bands do not.
      data: [
        ...raw.map(({ name }) => name),
        ...annotations.flatMap(({ name }) => (typeof name === 'string' ? [name] : [])),
      ],
    },
    series,
    dataZoom: zoomable
      ? [
          {
            type: 'slider',
            start: 0,
            end: 100,
            bottom: 0,
            height: ZOOM_HEIGHT,
            ...(horizontal ? { yAxisIndex: 0 } : {}),
          },
          { type: 'inside', ...(horizontal ? { yAxisIndex: 0 } : {}) },
        ]
      : [],
  };
  return { echartOptions, crossFilter: seriesCrossFilter(formData, queriesData[0]?.label_map) };
}
