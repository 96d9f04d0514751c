import { GaugeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { GaugeProps } from './transformProps';

echarts.use([GaugeChart, TooltipComponent]);

export default function GaugeChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<GaugeProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
