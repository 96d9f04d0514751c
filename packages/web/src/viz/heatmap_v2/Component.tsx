import { HeatmapChart } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { HeatmapProps } from './transformProps';

echarts.use([
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
]);

export default function HeatmapChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<HeatmapProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
