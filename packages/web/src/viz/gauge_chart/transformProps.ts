import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { schemeById } from '../colors/colorSchemes';
import { colorScaleOf } from '../distribution/colors';
import { tooltipHtml } from '../distribution/labels';
import { ensureIsArray, numberOrNull, rowsOf, toNumber } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface GaugeProps {
  echartOptions: EChartsCoreOption;
}

// Sizes relative to the font size, and fixed offsets, as Superset's gauge.
const FONT_SIZE_MULTIPLIERS = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.4,
  splitLineLength: 0.4,
  splitLineWidth: 0.4,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.8,
  detailFontSize: 1.2,
};
const OFFSETS = { ticksFromLine: 10, titleFromCenter: 20 };
const INTERVAL_GREY = '#999999';

/** Comma-separated numbers ("2, 4,5"); anything else is no interval at all. */
export function parseNumbersList(value: unknown): number[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const numbers = value.split(',').map((part) => Number(part.trim()));
  return numbers.every((n) => Number.isFinite(n)) ? numbers : [];
}

/**
 * The axis line's colour stops: each interval bound as a fraction of the axis from min to max with
 * its colour (`interval_color_indices` are 1-based picks from the scheme, else the scheme in order).
 */
export function intervalBoundsAndColors(
  intervals: unknown,
  colorIndices: unknown,
  colors: readonly string[],
  min: number,
  max: number,
): [number, string][] {
  const bounds = parseNumbersList(intervals);
  const picks = parseNumbersList(colorIndices);
  const span = max - min || 1;
  return bounds.map((bound, i) => {
    const pick = picks[i];
    const color =
      pick !== undefined
        ? colors[(((pick - 1) % colors.length) + colors.length) % colors.length]
        : colors[i % colors.length];
    return [Math.min(1, Math.max(0, (bound - min) / span)), color ?? INTERVAL_GREY];
  });
}

/** Superset's gauge: one dial per row, sized by the font size, with optional progress, intervals and pointer. */
export default function transformProps({ formData, queriesData, width, height }: ChartProps): GaugeProps {
  const groupby = ensureIsArray<QueryFormColumn>(formData.groupby).map(getColumnLabel);
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const rows = rowsOf(queriesData[0]);
  const fontSize = toNumber(formData.font_size, 15);
  const overlap = formData.overlap !== false;
  const roundCap = formData.round_cap === true;
  const showSplitLine = formData.show_split_line === true;
  const showAxisLineTicks = formData.show_axis_line_ticks === true;
  const animation = formData.animation !== false;
  const numberFormatter = getValueFormatter(formData.number_format, formData.currency_format);
  const template = typeof formData.value_formatter === 'string' ? formData.value_formatter : '{value}';
  const formatValue = (value: number) => template.replace('{value}', numberFormatter(value));
  const colorScale = colorScaleOf(formData);
  const schemeColors = schemeById(formData.color_scheme ?? undefined).colors;

  const values = rows.map((row) => numberOrNull(row[metricLabel]) ?? 0);
  // With no bounds set, Superset spans twice the data's extent (always including 0).
  const min = numberOrNull(formData.min_val) ?? 2 * Math.min(...values, 0);
  const max = numberOrNull(formData.max_val) ?? 2 * Math.max(...values, 0);
  const axisLineWidth = overlap ? fontSize : rows.length * fontSize;
  const splitNumber = toNumber(formData.split_number, 10);
  // The widest axis label (Superset measures the labels' characters, at least 1).
  const axisLabelLength = Math.max(
    ...Array.from(
      { length: splitNumber },
      (_, i) => numberFormatter(min + ((max - min) * i) / splitNumber).length,
    ),
    1,
  );
  const splitLineLength = FONT_SIZE_MULTIPLIERS.splitLineLength * fontSize;
  const axisTickLength = FONT_SIZE_MULTIPLIERS.axisTickLength * fontSize;
  const titleOffset = FONT_SIZE_MULTIPLIERS.titleOffsetFromTitle * fontSize;
  const detailOffset = FONT_SIZE_MULTIPLIERS.detailOffsetFromTitle * fontSize;

  const data = rows.map((row, index) => {
    const name = groupby.map((column) => `${column}: ${String(row[column])}`).join(', ');
    const colorLabel = groupby.map((column) => String(row[column])).join(', ');
    return {
      value: values[index],
      name,
      itemStyle: { color: colorScale.getColor(colorLabel) },
      title: { offsetCenter: ['0%', `${index * titleOffset + OFFSETS.titleFromCenter}%`], fontSize },
      detail: {
        offsetCenter: ['0%', `${index * titleOffset + OFFSETS.titleFromCenter + detailOffset}%`],
        fontSize: FONT_SIZE_MULTIPLIERS.detailFontSize * fontSize,
      },
    };
  });

  const intervals = intervalBoundsAndColors(
    formData.intervals,
    formData.interval_color_indices,
    schemeColors,
    min,
    max,
  );
  const splitLineDistance = axisLineWidth + splitLineLength + OFFSETS.ticksFromLine;
  const axisTickDistance = axisLineWidth + axisTickLength + OFFSETS.ticksFromLine;
  const axisLabelDistance =
    FONT_SIZE_MULTIPLIERS.axisLabelDistance *
      fontSize *
      FONT_SIZE_MULTIPLIERS.axisLabelLength *
      axisLabelLength +
    (showSplitLine ? splitLineLength : 0) +
    (showAxisLineTicks ? axisTickLength : 0) +
    OFFSETS.ticksFromLine -
    axisLineWidth;
  const series = {
    type: 'gauge',
    startAngle: toNumber(formData.start_angle, 225),
    endAngle: toNumber(formData.end_angle, -45),
    min,
    max,
    animation,
    progress: { show: formData.show_progress !== false, overlap, roundCap, width: fontSize },
    axisLine: {
      roundCap,
      lineStyle: { width: axisLineWidth, ...(intervals.length ? { color: intervals } : {}) },
    },
    splitLine: {
      show: showSplitLine,
      distance: -splitLineDistance,
      length: splitLineLength,
      lineStyle: { width: FONT_SIZE_MULTIPLIERS.splitLineWidth * fontSize },
    },
    splitNumber,
    axisLabel: { distance: -axisLabelDistance, fontSize, formatter: numberFormatter },
    axisTick: { show: showAxisLineTicks, distance: -axisTickDistance, length: axisTickLength },
    pointer: { show: formData.show_pointer !== false, showAbove: false },
    detail: { valueAnimation: animation, formatter: formatValue },
    radius: Math.max(0, Math.min(width, height) / 2 - axisLabelDistance - axisTickDistance),
    center: ['50%', '55%'],
    data,
  };

  const echartOptions: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { name?: string; value?: unknown }) =>
        tooltipHtml([[metricLabel, formatValue(numberOrNull(params.value) ?? 0)]], params.name),
    },
    series: [series],
  };
  return { echartOptions };
}
