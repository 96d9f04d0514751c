import { TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { TreeProps } from './transformProps';

echarts.use([TreeChart, TooltipComponent]);

export default function TreeChartComponent({ props, width, height, title }: ChartComponentProps<TreeProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
