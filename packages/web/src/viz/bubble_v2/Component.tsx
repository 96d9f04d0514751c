import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { BubbleProps } from './transformProps';

echarts.use([ScatterChart, GridComponent, LegendComponent, TooltipComponent]);

export default function BubbleChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<BubbleProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
