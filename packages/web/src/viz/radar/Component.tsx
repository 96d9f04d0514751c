import { RadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { RadarProps } from './transformProps';

echarts.use([RadarChart, RadarComponent, LegendComponent, TooltipComponent]);

export default function RadarChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<RadarProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
