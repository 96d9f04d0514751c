import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { TimeseriesProps } from './transformProps';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  // Event and interval annotation layers.
  MarkLineComponent,
  MarkAreaComponent,
]);

/** Every time-series chart (line, bar, area, scatter, smooth, step) draws its ECharts option here. */
export default function TimeseriesChart({
  props,
  width,
  height,
  title,
}: ChartComponentProps<TimeseriesProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
