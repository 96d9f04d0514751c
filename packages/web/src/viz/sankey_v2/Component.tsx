import { SankeyChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { SankeyProps } from './transformProps';

echarts.use([SankeyChart, TooltipComponent]);

export default function SankeyChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<SankeyProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
