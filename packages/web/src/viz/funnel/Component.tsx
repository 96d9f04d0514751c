import { FunnelChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { FunnelProps } from './transformProps';

echarts.use([FunnelChart, LegendComponent, TooltipComponent]);

export default function FunnelChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<FunnelProps>) {
  return <EchartsChart option={props.echartOptions} width={width} height={height} title={title} />;
}
