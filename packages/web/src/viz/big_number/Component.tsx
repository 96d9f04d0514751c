import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { BigNumberView } from '../big_number_total/BigNumberView';
import type { ChartComponentProps } from '../types';
import type { BigNumberProps } from './transformProps';

echarts.use([LineChart, GridComponent, TooltipComponent]);

export default function BigNumberWithTrendlineChart({
  props,
  width,
  height,
  title,
}: ChartComponentProps<BigNumberProps>) {
  return <BigNumberView {...props} width={width} height={height} title={title} />;
}
