import type { EChartsCoreOption } from 'echarts/core';
import { numberOrNull, rowsOf } from '../distribution/rows';
import { fontSizeOf, headerFormatterOf, metricLabelOf } from '../big_number_total/format';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import { xAxisLabelOf } from '../timeseries/series';
import type { ChartProps } from '../types';

export interface BigNumberProps {
  header: string | null;
  subheader: string;
  trend: 'positive' | 'negative' | null;
  timestamp: string | null;
  headerFontSize: number;
  subheaderFontSize: number;
  trendline: EChartsCoreOption | null;
}

type Point = [number, number | null];

const formatPercentChange = getNumberFormatter('+.1%');

function mainColorOf(value: unknown): string {
  const {
    r = 0,
    g = 122,
    b = 135,
  } = typeof value === 'object' && value !== null ? (value as { r?: number; g?: number; b?: number }) : {};
  return `rgb(${r}, ${g}, ${b})`;
}

function trendlineOption(
  points: Point[],
  color: string,
  bounds: { min?: number; max?: number },
  startAtZero: boolean,
  formatTime: (value: number) => string,
  formatValue: (value: number | null) => string,
): EChartsCoreOption {
  return {
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    xAxis: {
      type: 'time',
      show: false,
      min: bounds.min ?? points[0]?.[0],
      max: bounds.max ?? points.at(-1)?.[0],
    },
    yAxis: { type: 'value', show: false, scale: !startAtZero },
    tooltip: {
      show: true,
      trigger: 'axis',
      formatter: (params: { data: Point }[]) => {
        const [x, y] = params[0]?.data ?? [0, null];
        return `${formatTime(x)}<br/>${formatValue(y)}`;
      },
    },
    series: [
      {
        type: 'line',
        data: points,
        smooth: true,
        symbol: 'circle',
        symbolSize: 10,
        showSymbol: false,
        color,
        // Fades from the line's colour to transparent towards the bottom, as Superset's gradient.
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color },
              { offset: 1, color: 'rgba(255, 255, 255, 0)' },
            ],
          },
        },
      },
    ],
  };
}

/**
 * Superset's BigNumberWithTrendline: the latest period's value (the latest non-null one when the last
 * is null), the percentage change against `compare_lag` periods before with the comparison suffix,
 * and the metric over time as a small line.
 */
export default function transformProps({ formData, queriesData }: ChartProps): BigNumberProps {
  const result = queriesData[0];
  const metric = metricLabelOf(formData);
  const xAxis = xAxisLabelOf(formData);
  const formatValue = headerFormatterOf(formData, result);
  const formatTime = getTimeFormatter(
    typeof formData.time_format === 'string' ? formData.time_format : undefined,
  );
  // Latest first, as Superset sorts them before it picks the number and the comparison.
  const latestFirst: Point[] = rowsOf(result)
    .map((row): Point => [Number(row[xAxis]), numberOrNull(row[metric])])
    .sort((a, b) => b[0] - a[0]);

  const latest = latestFirst.find(([, value]) => value !== null);
  const bigNumber = latest?.[1] ?? null;
  let subheader = typeof formData.subheader === 'string' ? formData.subheader : '';
  let trend: BigNumberProps['trend'] = null;
  const compareLag = Number(formData.compare_lag) || 0;
  const compared = compareLag > 0 ? latestFirst[compareLag]?.[1] : undefined;
  if (bigNumber !== null && compared !== undefined && compared !== null) {
    const change = compared ? (bigNumber - compared) / Math.abs(compared) : 0;
    const suffix = typeof formData.compare_suffix === 'string' ? formData.compare_suffix : '';
    subheader = `${formatPercentChange(change)} ${suffix}`.trim();
    trend = change > 0 ? 'positive' : change < 0 ? 'negative' : null;
  }

  const points = [...latestFirst].reverse();
  const fixed = formData.time_range_fixed === true;
  const bounds = fixed
    ? { min: numberOrNull(result?.from_dttm) ?? undefined, max: numberOrNull(result?.to_dttm) ?? undefined }
    : {};
  return {
    header: bigNumber === null ? null : formatValue(bigNumber),
    subheader,
    trend,
    timestamp: formData.show_timestamp === true && latest ? formatTime(latest[0]) : null,
    headerFontSize: fontSizeOf(formData.header_font_size, 0.4),
    subheaderFontSize: fontSizeOf(formData.subheader_font_size, 0.15),
    trendline:
      formData.show_trend_line === false || points.length === 0
        ? null
        : trendlineOption(
            points,
            mainColorOf(formData.color_picker),
            bounds,
            formData.start_y_axis_at_zero !== false,
            formatTime,
            formatValue,
          ),
  };
}
