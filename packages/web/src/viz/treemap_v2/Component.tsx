import { TreemapChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { TreemapProps } from './transformProps';

echarts.use([TreemapChart, TooltipComponent]);

export default function TreemapChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<TreemapProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
