import { SunburstChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { TotalChart } from '../distribution/TotalChart';
import type { ChartComponentProps } from '../types';
import type { SunburstProps } from './transformProps';

echarts.use([SunburstChart, TooltipComponent, GraphicComponent]);

export default function SunburstChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<SunburstProps>) {
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
