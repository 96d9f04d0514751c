import { CustomChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { GanttProps } from './transformProps';

echarts.use([
  CustomChart,
  LineChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
]);

export default function GanttChart({ props, width, height, title }: ChartComponentProps<GanttProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
