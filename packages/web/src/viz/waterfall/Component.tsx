import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { WaterfallProps } from './transformProps';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export default function WaterfallChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<WaterfallProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
