import { CONTAIN_LABELS } from '../echarts/containLabels';
import {
  getColumnLabel,
  getMetricLabel,
  GenericDataType,
  isQueryFormColumn,
  isQueryFormMetric,
} from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { tooltipHtml } from '../distribution/labels';
import { getChartPadding, getLegendProps } from '../distribution/legend';
import { coltypeMapping, ensureIsArray, rowsOf, toNumber, type DataRecord } from '../distribution/rows';
import { columnLabelOf } from '../flow/formData';
import { getNumberFormatter } from '../format/numberFormat';
import { getTimeFormatter } from '../format/timeFormat';
import type { ChartProps } from '../types';

export interface GanttProps {
  echartOptions: EChartsCoreOption;
}

/** The leading values of each bar: start, end, its row on the y-axis, and the number of rows. */
const DIMENSIONS = ['start_time', 'end_time', 'index', 'series_count'] as const;
// Bars fill this share of their row's height.
const ELEMENT_HEIGHT_SCALE = 0.85;
const CATEGORY_LABEL_GAP = 8;
const MAX_CATEGORY_LABEL_WIDTH_RATIO = 0.25;

interface RenderParams {
  coordSys: { x: number; width: number };
}

interface RenderApi {
  value: (dimension: number) => unknown;
  coord: (point: [number, number]) => number[];
  style: () => unknown;
}

/** Draws one bar from start to end on its row, clipped to the grid. */
export function renderItem(params: RenderParams, api: RenderApi) {
  const index = Number(api.value(2));
  const seriesCount = Number(api.value(3));
  if (Number.isNaN(index)) return null;
  const startY = seriesCount - 1 - index;
  const start = api.coord([Number(api.value(0)), startY]);
  const end = api.coord([Number(api.value(1)), startY - 1]);
  const baseHeight = (end[1] ?? 0) - (start[1] ?? 0);
  const height = baseHeight * ELEMENT_HEIGHT_SCALE;
  const [left, right] = [params.coordSys.x, params.coordSys.x + params.coordSys.width];
  const x0 = Math.min(Math.max(start[0] ?? 0, left), right);
  const x1 = Math.min(Math.max(end[0] ?? 0, x0), right);
  const width = x1 - x0;
  if (width <= 0 || height <= 0) return null;
  return {
    type: 'rect',
    transition: ['shape'],
    shape: { x: x0, y: (start[1] ?? 0) - height - (baseHeight - height) / 2, width, height },
    style: api.style(),
  };
}

const key = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A time of day ("HH:mm:ss") on the UTC day of `epoch`. */
function atTimeOfDay(epoch: number, time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return undefined;
  const day = new Date(epoch);
  return Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    Number(match[3] ?? 0),
  );
}

/**
 * Superset's gantt chart: a row per y-axis value (split per series when subcategories is on), a bar
 * per record from start to end, one custom series per series value in its colour, dashed lines
 * between rows and the row names at the left.
 */
export default function transformProps({ formData, queriesData, width }: ChartProps): GanttProps {
  const rows = rowsOf(queriesData[0]);
  const coltypes = coltypeMapping(queriesData[0]);
  const colnames = queriesData[0]?.colnames ?? [];
  const startLabel = columnLabelOf(formData.start_time);
  const endLabel = columnLabelOf(formData.end_time);
  const yLabel = columnLabelOf(formData.y_axis);
  const seriesLabel = columnLabelOf(formData.series) || undefined;
  const subcategories = formData.subcategories === true && seriesLabel !== undefined;
  const colorScale = colorScaleOf(formData);

  // Rows (y positions) per category, and per series value within it when subcategories is on.
  const positions = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const category = key(row[yLabel]);
    const sub = subcategories ? key(row[seriesLabel]) : '';
    const inCategory = positions.get(category) ?? new Map<string, number>();
    if (!inCategory.has(sub)) inCategory.set(sub, inCategory.size);
    positions.set(category, inCategory);
  }
  let seriesCount = 0;
  const offsets = new Map<string, number>();
  const borderLines: { yAxis: number }[] = [];
  const categoryLines: { yAxis: number; name?: string }[] = [];
  for (const [category, inCategory] of positions) {
    offsets.set(category, seriesCount);
    const before = seriesCount;
    seriesCount += inCategory.size;
    categoryLines.push({ yAxis: -(before + seriesCount) / 2, name: category || undefined });
    borderLines.push({ yAxis: -seriesCount });
  }
  // Lines are placed from the top: row 0 is at the top of a 0..seriesCount axis.
  for (const line of [...categoryLines, ...borderLines]) line.yAxis += seriesCount;
  const indexOf = (row: DataRecord) => {
    const category = key(row[yLabel]);
    const sub = subcategories ? key(row[seriesLabel]) : '';
    const within = positions.get(category)?.get(sub);
    return within === undefined ? undefined : (offsets.get(category) ?? 0) + within;
  };

  const groups = new Map<string, DataRecord[]>();
  for (const row of rows) {
    const name = seriesLabel ? key(row[seriesLabel]) : '';
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const series: Record<string, unknown>[] = [...groups.entries()]
    .map(([name, group], index) => ({
      name: seriesLabel ? name : undefined,
      type: 'custom',
      progressive: 0,
      itemStyle: { color: colorScale.getColor(seriesLabel ? name : String(index)) },
      renderItem,
      dimensions: [...DIMENSIONS, ...colnames],
      encode: { x: [0, 1] },
      data: group.map((row) => ({
        value: [
          row[startLabel],
          row[endLabel],
          indexOf(row),
          seriesCount,
          ...colnames.map((column) => row[column]),
        ],
      })),
    }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  series.push(
    {
      type: 'line',
      animation: false,
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        lineStyle: { type: 'dashed', color: '#dbe0ea' },
        label: { show: false },
        data: borderLines,
      },
    },
    {
      type: 'line',
      animation: false,
      markLine: {
        silent: true,
        symbol: ['none', 'none'],
        lineStyle: { type: 'solid', color: '#00000000' },
        label: { show: true, position: 'start', formatter: '{b}', fontSize: 12, overflow: 'truncate' },
        data: categoryLines,
      },
    },
  );

  // Room at the left for the row names (about 7px a character at 12px), capped at a quarter of the width.
  const labelWidth = Math.min(
    Math.ceil(Math.max(0, ...categoryLines.map((line) => (line.name ?? '').length * 7))),
    Math.floor(width * MAX_CATEGORY_LABEL_WIDTH_RATIO),
  );
  const showLegend = formData.show_legend !== false && seriesLabel !== undefined;
  const padding = getChartPadding(showLegend, formData.legendOrientation, formData.legendMargin, {
    top: 30,
    bottom: 30,
    left: 20,
    right: 20,
  });
  const legendSort = formData.legendSort;
  const legendData = series
    .map((entry) => (entry.name === undefined ? '' : String(entry.name)))
    .filter((name) => name !== '')
    .sort((a, b) => (!legendSort ? 0 : legendSort === 'asc' ? a.localeCompare(b) : b.localeCompare(a)));

  const starts = rows.map((row) => Number(row[startLabel] ?? 0));
  const ends = rows.map((row) => Number(row[endLabel] ?? 0));
  const [lower, upper] = ensureIsArray<unknown>(formData.x_axis_time_bounds as unknown[] | undefined);
  const min =
    typeof lower === 'string' && lower && starts.length ? atTimeOfDay(Math.min(...starts), lower) : undefined;
  // Superset takes the upper bound's day from the earliest end as well.
  const max =
    typeof upper === 'string' && upper && ends.length ? atTimeOfDay(Math.min(...ends), upper) : undefined;

  const timeFormatter = getTimeFormatter(
    typeof formData.tooltipTimeFormat === 'string' ? formData.tooltipTimeFormat : undefined,
  );
  const valueFormatter = getNumberFormatter(
    typeof formData.tooltipValuesFormat === 'string' ? formData.tooltipValuesFormat : undefined,
  );
  const tooltipLabels = [
    ...ensureIsArray<unknown>(formData.tooltip_metrics as unknown[] | undefined)
      .filter(isQueryFormMetric)
      .map(getMetricLabel),
    ...ensureIsArray<unknown>(formData.tooltip_columns as unknown[] | undefined)
      .filter(isQueryFormColumn)
      .map(getColumnLabel),
  ];
  const formatCell = (column: string, value: unknown) => {
    if (coltypes[column] === GenericDataType.Temporal) return timeFormatter(Number(value));
    if (coltypes[column] === GenericDataType.Numeric && typeof value === 'number')
      return valueFormatter(value);
    return key(value);
  };
  const axisTimeFormatter = getTimeFormatter(
    typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : undefined,
  );
  const zoomable = formData.zoomable === true;

  const echartOptions: EChartsCoreOption = {
    useUTC: true,
    tooltip: {
      confine: true,
      formatter: (params: { seriesName?: string; value?: unknown[] }) => {
        const values = (params.value ?? []).slice(DIMENSIONS.length);
        return tooltipHtml(
          tooltipLabels.map((label) => [label, formatCell(label, values[colnames.indexOf(label)])]),
          seriesLabel ? params.seriesName : undefined,
        );
      },
    },
    legend: {
      ...getLegendProps(formData.legendType, formData.legendOrientation, showLegend),
      data: legendData,
    },
    grid: {
      ...CONTAIN_LABELS,
      ...padding,
      left: padding.left + (labelWidth > 0 ? labelWidth + CATEGORY_LABEL_GAP : 0),
    },
    dataZoom: zoomable ? [{ type: 'slider', filterMode: 'none', start: 0, end: 100, bottom: 0 }] : [],
    series,
    xAxis: {
      type: 'time',
      name: typeof formData.x_axis_title === 'string' ? formData.x_axis_title : '',
      nameLocation: 'middle',
      nameGap: toNumber(formData.x_axis_title_margin, 30),
      axisLabel: { formatter: (value: number) => axisTimeFormatter(value), hideOverlap: true },
      min,
      max,
    },
    yAxis: {
      type: 'value',
      name: typeof formData.y_axis_title === 'string' ? formData.y_axis_title : '',
      nameLocation: 'middle',
      nameGap: toNumber(formData.y_axis_title_margin, 30),
      axisLabel: { show: false },
      splitLine: { show: false },
      min: 0,
      max: seriesCount,
    },
  };
  return { echartOptions };
}
