import { CONTAIN_LABELS } from '../echarts/containLabels';
import { GenericDataType } from '@loupe/core';
import type { EChartsCoreOption } from 'echarts/core';
import { tooltipHtml } from '../distribution/labels';
import { coltypeMapping, numberOrNull, rowsOf, type DataRecord } from '../distribution/rows';
import { getValueFormatter } from '../distribution/valueFormatter';
import { rgbHexOf } from '../flow/colors';
import { columnLabelOf, metricLabelOf } from '../flow/formData';
import { getTimeFormatter } from '../format/timeFormat';
import type { ChartProps } from '../types';

export interface WaterfallProps {
  echartOptions: EChartsCoreOption;
}

/** A bar of one of the four stacked series; TOKEN marks "no bar here". */
export interface WaterfallDatum {
  value: number | typeof TOKEN;
  originalValue?: number;
  totalSum?: number;
  itemStyle?: { color: string; opacity: number };
}

export const TOKEN = '-';
export const ASSIST_MARK = 'Assist';
const TOTAL_MARK = 'Total';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Rows per x value: summed without a breakdown (plus a grand total), or each breakdown then its period total. */
function withTotals(
  rows: readonly DataRecord[],
  x: string,
  metric: string,
  breakdown: string,
  totalMark: string,
  showTotal: boolean,
): DataRecord[] {
  const groups = new Map<unknown, DataRecord[]>();
  for (const row of rows) groups.set(row[x], [...(groups.get(row[x]) ?? []), row]);
  const sumOf = (group: readonly DataRecord[]) =>
    group.reduce((sum, row) => sum + (numberOrNull(row[metric]) ?? 0), 0);
  const out: DataRecord[] = [];
  if (breakdown) {
    for (const [key, group] of groups) {
      out.push(...group);
      if (showTotal) out.push({ [x]: key, [breakdown]: totalMark, [metric]: sumOf(group) });
    }
    return out;
  }
  let total = 0;
  for (const [key, group] of groups) {
    const sum = sumOf(group);
    out.push({ [x]: key, [metric]: sum });
    total += sum;
  }
  if (showTotal) out.push({ [x]: totalMark, [metric]: total });
  return out;
}

interface TooltipParam {
  seriesName?: string;
  name?: string | number;
  dataIndex?: number;
  data?: WaterfallDatum;
}

/**
 * Superset's waterfall: four stacked bar series (an invisible assist bar lifting each step to the running
 * total, then increases, decreases and totals in their picker colours), on a category axis of the x
 * values (and breakdown values when there is one).
 */
export default function transformProps({ formData, queriesData }: ChartProps): WaterfallProps {
  const rows = rowsOf(queriesData[0]);
  const coltypes = coltypeMapping(queriesData[0]);
  const xName = columnLabelOf(formData.x_axis || formData.granularity_sqla);
  const breakdown = columnLabelOf(Array.isArray(formData.groupby) ? formData.groupby[0] : undefined);
  const metric = metricLabelOf(formData.metric);
  const showTotal = formData.show_total !== false;
  const totalMark = text(formData.total_label) || TOTAL_MARK;
  const legend = {
    increase: text(formData.increase_label) || 'Increase',
    decrease: text(formData.decrease_label) || 'Decrease',
    total: totalMark,
  };
  const colors = {
    increase: rgbHexOf(formData.increase_color, { r: 90, g: 193, b: 137 }),
    decrease: rgbHexOf(formData.decrease_color, { r: 224, g: 67, b: 85 }),
    total: rgbHexOf(formData.total_color, { r: 102, g: 102, b: 102 }),
  };
  const formatter = getValueFormatter(formData.y_axis_format, formData.currency_format);
  const data = withTotals(rows, xName, metric, breakdown, totalMark, showTotal);
  const isTotal = (row: DataRecord) =>
    (breakdown && row[breakdown] === totalMark) || row[xName] === totalMark;

  const assist: WaterfallDatum[] = [];
  const increase: WaterfallDatum[] = [];
  const decrease: WaterfallDatum[] = [];
  const totals: WaterfallDatum[] = [];
  let previousTotal = 0;
  let runningTotal = 0;
  data.forEach((row, index) => {
    const original = numberOrNull(row[metric]) ?? 0;
    // The running total counts every step; a breakdown's period totals only repeat it (except a first row).
    if (!isTotal(row) || (breakdown && index === 0)) runningTotal += original;
    const totalSum = runningTotal;
    let value = original;
    // A step that crosses zero is drawn from zero; the assist bar (coloured) draws the part before it.
    const crossesZero = Math.sign(previousTotal) !== Math.sign(totalSum);
    if (crossesZero) value = Math.sign(value) * (Math.abs(value) - Math.abs(previousTotal));
    if (isTotal(row)) {
      increase.push({ value: TOKEN });
      decrease.push({ value: TOKEN });
      totals.push({ value: totalSum, originalValue: totalSum, totalSum });
    } else if (value < 0) {
      increase.push({ value: TOKEN });
      decrease.push({ value: totalSum < 0 ? value : -value, originalValue: original, totalSum });
      totals.push({ value: TOKEN });
    } else {
      increase.push({ value: totalSum > 0 ? value : -value, originalValue: original, totalSum });
      decrease.push({ value: TOKEN });
      totals.push({ value: TOKEN });
    }
    const color = crossesZero ? (value > 0 ? colors.increase : colors.decrease) : 'transparent';
    if (isTotal(row)) assist.push({ value: TOKEN });
    else if (index === 0) assist.push({ value: 0 });
    else if (crossesZero || Math.abs(totalSum) > Math.abs(previousTotal))
      assist.push({ value: previousTotal, itemStyle: { color, opacity: 1 } });
    else assist.push({ value: totalSum, itemStyle: { color, opacity: 1 } });
    previousTotal = totalSum;
  });

  const axisColumns: string[] = [];
  const xAxisData = data.map((row) => {
    let column = xName;
    let value = row[xName];
    if (breakdown && row[breakdown] !== totalMark) {
      column = breakdown;
      value = row[breakdown];
    }
    axisColumns.push(column);
    if (value === null || value === undefined || value === '') return '<NULL>';
    return typeof value === 'number' || typeof value === 'string' ? value : String(value);
  });
  const timeFormatter = getTimeFormatter(
    typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : '%Y-%m-%d %H:%M:%S',
  );
  const xAxisFormatter = (value: number | string, index: number) => {
    if (value === totalMark) return totalMark;
    if (coltypes[axisColumns[index] ?? ''] === GenericDataType.Temporal) return timeFormatter(Number(value));
    return String(value);
  };

  const layout = formData.x_ticks_layout;
  const rotate =
    layout === '45°' || layout === 'staggered'
      ? -45
      : layout === '90°'
        ? -90
        : layout === 'flat'
          ? 0
          : undefined;
  const barLabel = (position: 'top' | 'bottom') => ({
    show: formData.show_value === true,
    position,
    formatter: ({ data: datum }: { data?: WaterfallDatum }) => formatter(datum?.originalValue),
  });
  const bar = { type: 'bar', stack: 'stack', emphasis: { disabled: true } };

  const tooltipFormatter = (params: readonly TooltipParam[]) => {
    const series = params.find((p) => p.seriesName !== ASSIST_MARK && p.data?.value !== TOKEN);
    if (!series) return '';
    const total = series.seriesName === legend.total;
    const title = !total || breakdown ? xAxisFormatter(series.name ?? '', series.dataIndex ?? 0) : undefined;
    const lines: string[][] = [];
    if (!total) lines.push([series.seriesName ?? '', formatter(series.data?.originalValue)]);
    lines.push([legend.total, formatter(series.data?.totalSum)]);
    return tooltipHtml(lines, title);
  };

  const echartOptions: EChartsCoreOption = {
    grid: { ...CONTAIN_LABELS, top: 28, bottom: 28, left: 20, right: 28 },
    // At the top, as Superset draws it: ECharts 6 puts a legend without a position at the bottom,
    // over the x-axis labels.
    legend: {
      show: formData.show_legend === true,
      top: 0,
      data: [legend.increase, legend.decrease, legend.total],
    },
    xAxis: {
      type: 'category',
      data: xAxisData,
      name: text(formData.x_axis_label),
      nameLocation: 'middle',
      nameTextStyle: { padding: [16, 0, 0, 0] },
      axisLabel: {
        ...(rotate === undefined ? { show: true } : { rotate }),
        formatter: xAxisFormatter,
        hideOverlap: false,
      },
    },
    yAxis: {
      type: 'value',
      name: text(formData.y_axis_label),
      nameLocation: 'middle',
      nameTextStyle: { padding: [0, 0, 20, 0] },
      axisLabel: { formatter: (value: number) => formatter(value) },
    },
    tooltip: { trigger: 'axis', confine: true, formatter: tooltipFormatter },
    series: [
      { ...bar, name: ASSIST_MARK, data: assist },
      {
        ...bar,
        name: legend.increase,
        label: barLabel('top'),
        itemStyle: { color: colors.increase },
        data: increase,
      },
      {
        ...bar,
        name: legend.decrease,
        label: barLabel('bottom'),
        itemStyle: { color: colors.decrease },
        data: decrease,
      },
      {
        ...bar,
        name: legend.total,
        label: barLabel('top'),
        itemStyle: { color: colors.total },
        data: totals,
      },
    ],
  };
  return { echartOptions };
}
