import { PieChart } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { TotalChart } from '../distribution/TotalChart';
import type { ChartComponentProps } from '../types';
import type { PieProps } from './transformProps';

echarts.use([PieChart, LegendComponent, TooltipComponent, GraphicComponent]);

export default function PieChartComponent({ props, width, height, title }: ChartComponentProps<PieProps>) {
  return (
    <TotalChart
      option={props.echartOptions}
      total={props.total}
      width={width}
      height={height}
      title={title}
    />
  );
}
