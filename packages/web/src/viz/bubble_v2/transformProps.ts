import { CONTAIN_LABELS } from '../echarts/containLabels';
import type { EChartsCoreOption } from 'echarts/core';
import { colorScaleOf } from '../distribution/colors';
import { tooltipHtml } from '../distribution/labels';
import { getLegendProps } from '../distribution/legend';
import { numberOrNull, parseAxisBound, rowsOf, toNumber } from '../distribution/rows';
import { columnLabelOf, metricLabelOf } from '../flow/formData';
import { getNumberFormatter } from '../format/numberFormat';
import type { ChartProps } from '../types';

export interface BubbleProps {
  echartOptions: EChartsCoreOption;
}

/** One bubble: [x, y, size, entity, series value]. */
export type BubblePoint = [number | null, number | null, number | null, unknown, unknown];

export interface BubbleSeries {
  name: string;
  type: 'scatter';
  data: [BubblePoint];
  itemStyle: { color: string; opacity: number };
  symbolSize?: number;
}

const MINIMUM_BUBBLE_SIZE = 5;

const formatOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function boundsOf(value: unknown): [number | undefined, number | undefined] {
  const [min, max] = Array.isArray(value) ? value : [];
  return [parseAxisBound(min), parseAxisBound(max)];
}

/** Superset's getMinAndMaxFromBounds: a truncated value axis spans the data unless a bound is set. */
function truncatedBounds(
  log: boolean,
  truncate: boolean,
  [min, max]: [number | undefined, number | undefined],
) {
  if (log || !truncate) return {};
  return { min: min ?? 'dataMin', max: max ?? 'dataMax' };
}

/** Superset's bubble chart: a scatter series per row, named by series (else entity), sized by the size metric. */
export default function transformProps({ formData, queriesData }: ChartProps): BubbleProps {
  const entity = columnLabelOf(formData.entity);
  const seriesColumn = columnLabelOf(formData.series);
  const xLabel = metricLabelOf(formData.x);
  const yLabel = metricLabelOf(formData.y);
  const sizeLabel = metricLabelOf(formData.size);
  const colorScale = colorScaleOf(formData);
  const opacity = toNumber(formData.opacity, 0.6);

  const legends = new Set<string>();
  const series: BubbleSeries[] = rowsOf(queriesData[0]).map((row) => {
    const dataName = seriesColumn ? row[seriesColumn] : row[entity];
    const name = dataName || dataName === 0 ? String(dataName) : '<NULL>';
    legends.add(name);
    return {
      name,
      type: 'scatter',
      data: [
        [
          numberOrNull(row[xLabel]),
          numberOrNull(row[yLabel]),
          numberOrNull(row[sizeLabel]),
          row[entity],
          seriesColumn ? row[seriesColumn] : null,
        ],
      ],
      itemStyle: { color: colorScale.getColor(name), opacity },
    };
  });
  // Sizes from the minimum up to twice the max bubble size, by the size metric's spread.
  const sizes = series.map((s) => s.data[0][2] ?? 0);
  const [sizeMin, sizeMax] = [Math.min(...sizes), Math.max(...sizes)];
  const maxBubble = toNumber(formData.max_bubble_size, 25);
  for (const s of series) {
    s.symbolSize = (((s.data[0][2] ?? 0) - sizeMin) / (sizeMax - sizeMin)) * (maxBubble * 2) || 0;
    s.symbolSize += MINIMUM_BUBBLE_SIZE;
  }

  const xFormatter = getNumberFormatter(formatOf(formData.xAxisFormat));
  const yFormatter = getNumberFormatter(formatOf(formData.y_axis_format));
  const sizeFormatter = getNumberFormatter(formatOf(formData.tooltipSizeFormat));
  const logX = formData.logXAxis === true;
  const logY = formData.logYAxis === true;
  const [yMin, yMax] = boundsOf(formData.y_axis_bounds);
  const showLegend = formData.show_legend !== false;
  const axisName = (value: unknown) => (typeof value === 'string' ? value : '');
  const axis = {
    splitLine: { lineStyle: { type: 'dashed' } },
    nameLocation: 'middle',
    nameTextStyle: { fontWeight: 'bolder' },
  };

  const echartOptions: EChartsCoreOption = {
    series,
    xAxis: {
      ...axis,
      type: logX ? 'log' : 'value',
      axisLabel: { formatter: (value: number) => xFormatter(value) },
      nameRotate: toNumber(formData.xAxisLabelRotation, 0),
      scale: true,
      name: axisName(formData.x_axis_label),
      nameGap: toNumber(formData.x_axis_title_margin, 30),
      ...truncatedBounds(logX, formData.truncateXAxis !== false, boundsOf(formData.xAxisBounds)),
    },
    yAxis: {
      ...axis,
      type: logY ? 'log' : 'value',
      axisLabel: { formatter: (value: number) => yFormatter(value) },
      nameRotate: toNumber(formData.yAxisLabelRotation, 0),
      scale: formData.truncateYAxis === true,
      name: axisName(formData.y_axis_label),
      nameGap: toNumber(formData.y_axis_title_margin, 30),
      min: yMin,
      max: yMax,
    },
    legend: {
      ...getLegendProps(formData.legendType, formData.legendOrientation, showLegend),
      data: [...legends],
    },
    tooltip: {
      confine: true,
      formatter: ({ data }: { data: BubblePoint }) =>
        tooltipHtml(
          [
            [xLabel, xFormatter(data[0])],
            [yLabel, yFormatter(data[1])],
            [sizeLabel, sizeFormatter(data[2])],
          ],
          data[4] !== null && data[4] !== undefined && data[4] !== ''
            ? `${String(data[4])} (${String(data[3])})`
            : String(data[3]),
        ),
    },
    grid: {
      ...CONTAIN_LABELS,
      top: showLegend ? 40 : 20,
      bottom: 20 + toNumber(formData.x_axis_title_margin, 30),
      left: 20 + toNumber(formData.y_axis_title_margin, 30),
      right: 20,
    },
  };
  return { echartOptions };
}
