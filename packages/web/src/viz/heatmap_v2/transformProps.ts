import { CONTAIN_LABELS } from '../echarts/containLabels';
import {
  GenericDataType,
  getColumnLabel,
  getMetricLabel,
  getXAxisLabel,
  type QueryFormColumn,
  type QueryFormMetric,
} from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { getTimeFormatter } from '../format/timeFormat';
import { percentFormatter, tooltipHtml } from '../distribution/labels';
import { ensureIsArray, numberOrNull, parseAxisBound, rowsOf, toNumber } from '../distribution/rows';
import { sequentialSchemeById } from '../distribution/sequentialSchemes';
import { getValueFormatter } from '../distribution/valueFormatter';
import type { ChartProps } from '../types';

export interface HeatmapProps {
  echartOptions: EChartsCoreOption;
}

/** ECharts' visual map range when the data has none (Superset's DEFAULT_ECHARTS_BOUNDS). */
const DEFAULT_BOUNDS: [number, number] = [0, 200];
const NULL_STRING = '<NULL>';

type Cell = string | number;

/** Sums of the metric per x, per y and overall, for the tooltip's percentage. */
function totalsOf(cells: readonly Cell[][]) {
  const x = new Map<Cell, number>();
  const y = new Map<Cell, number>();
  let total = 0;
  for (const [xValue = '', yValue = '', value] of cells) {
    if (typeof value !== 'number') continue;
    x.set(xValue, (x.get(xValue) ?? 0) + value);
    y.set(yValue, (y.get(yValue) ?? 0) + value);
    total += value;
  }
  return { x, y, total };
}

/** An axis label: a temporal column's epoch through `x_axis_time_format`, else the value as text. */
function axisFormatter(coltype: number | undefined, timeFormat: unknown) {
  const formatTime = getTimeFormatter(typeof timeFormat === 'string' ? timeFormat : undefined);
  return (value: Cell) => {
    const epoch = typeof value === 'number' ? value : Number(value);
    return coltype === GenericDataType.Temporal && value !== '' && Number.isFinite(epoch)
      ? formatTime(epoch)
      : String(value);
  };
}

/** Superset's `xscale_interval`/`yscale_interval`: -1 lets ECharts choose, n shows every n-th label. */
function intervalOf(value: unknown): number | 'auto' {
  const n = toNumber(value, -1);
  return n === -1 ? 'auto' : Math.max(0, n - 1);
}

/**
 * Superset's heatmap_v2: a cell per (x, y) coloured on the linear scheme by the metric, or by its
 * percentile rank (`normalized`, ranked across the heatmap, each x or each y); the tooltip shows the
 * value and its share of the heatmap, x or y total.
 */
export default function transformProps({ formData, queriesData }: ChartProps): HeatmapProps {
  const result = queriesData[0];
  const colnames = result?.colnames ?? [];
  const coltypes = result?.coltypes ?? [];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric as QueryFormMetric) : '';
  const xLabel = getXAxisLabel(formData) ?? colnames[0] ?? '';
  const yColumn = ensureIsArray(formData.groupby as QueryFormColumn | QueryFormColumn[] | undefined)[0];
  const yLabel = yColumn === undefined ? (colnames[1] ?? '') : getColumnLabel(yColumn);
  const normalized = formData.normalized === true;
  const colorColumn = normalized ? 'rank' : metricLabel;
  const legendType = formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous';
  const valueFormatter = getValueFormatter(formData.y_axis_format, formData.currency_format);
  const formatX = axisFormatter(coltypes[colnames.indexOf(xLabel)], formData.x_axis_time_format);
  const formatY = axisFormatter(coltypes[colnames.indexOf(yLabel)], formData.x_axis_time_format);
  const rows = rowsOf(result);

  const cells: Cell[][] = rows.map((row) => [
    ...[xLabel, yLabel].map((column): Cell => {
      const value = row[column];
      if (value === null || value === undefined) return NULL_STRING;
      return typeof value === 'number' ? value : String(value);
    }),
    ...[metricLabel, 'rank'].map((column): Cell => numberOrNull(row[column]) ?? NULL_STRING),
  ]);
  const colorValues = rows.map((row) => numberOrNull(row[colorColumn])).filter((v) => v !== null);
  const bounds = Array.isArray(formData.value_bounds) ? formData.value_bounds : [];
  const min =
    parseAxisBound(bounds[0]) ?? (colorValues.length ? Math.min(...colorValues) : DEFAULT_BOUNDS[0]);
  const max =
    parseAxisBound(bounds[1]) ?? (colorValues.length ? Math.max(...colorValues) : DEFAULT_BOUNDS[1]);
  const totals = totalsOf(cells);
  const normalizeAcross = formData.normalize_across;

  const echartOptions: EChartsCoreOption = {
    grid: {
      ...CONTAIN_LABELS,
      // 'auto' leaves ECharts' bottom margin: a bottom given as undefined replaces it, and the plot
      // then reaches the chart's bottom edge with the x-axis labels cut off below it.
      ...(formData.bottom_margin === 'auto' || formData.bottom_margin === undefined
        ? {}
        : { bottom: formData.bottom_margin }),
      left: formData.left_margin === 'auto' ? undefined : formData.left_margin,
    },
    series: [
      {
        name: metricLabel,
        type: 'heatmap',
        data: cells,
        itemStyle: {
          borderColor: typeof formData.border_color === 'string' ? formData.border_color : undefined,
          borderWidth: toNumber(formData.border_width, 0),
        },
        label: {
          show: formData.show_values === true,
          formatter: (params: { value?: Cell[] }) => valueFormatter(numberOrNull(params.value?.[2])),
        },
      },
    ],
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { value?: Cell[] }) => {
        const [x = '', y = '', value] = params.value ?? [];
        let share = 0;
        let suffix = 'heatmap';
        if (typeof value === 'number') {
          if (normalizeAcross === 'x') {
            share = value / (totals.x.get(x) ?? 0);
            suffix = formatX(x);
          } else if (normalizeAcross === 'y') {
            share = value / (totals.y.get(y) ?? 0);
            suffix = formatY(y);
          } else share = value / totals.total;
        }
        const row = [metricLabel, valueFormatter(numberOrNull(value))];
        if (formData.show_percentage !== false) row.push(`${percentFormatter(share)} (${suffix})`);
        return tooltipHtml([row], `${formatX(x)} (${formatY(y)})`);
      },
    },
    visualMap: {
      type: legendType,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 0,
      top: 0,
      itemHeight: legendType === 'continuous' ? 300 : 14,
      itemWidth: 15,
      formatter: (value: number) => valueFormatter(value),
      inRange: { color: [...sequentialSchemeById(formData.linear_color_scheme).colors] },
      show: formData.show_legend !== false,
      // The colour reads the metric (third value) or its rank (fourth).
      dimension: normalized ? 3 : 2,
    },
    xAxis: {
      type: 'category',
      axisLabel: { formatter: formatX, interval: intervalOf(formData.xscale_interval) },
    },
    yAxis: {
      type: 'category',
      axisLabel: { formatter: formatY, interval: intervalOf(formData.yscale_interval) },
    },
  };
  return { echartOptions };
}
