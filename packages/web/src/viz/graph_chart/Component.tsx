import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { GraphProps } from './transformProps';

echarts.use([GraphChart, LegendComponent, TooltipComponent]);

export default function GraphChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<GraphProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
