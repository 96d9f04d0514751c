import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useGroupbyCrossFilter, withCrossFilterSelection } from '../crossFilter';
import { EchartsChart } from '../echarts/EchartsChart';
import type { ChartComponentProps } from '../types';
import type { TimeseriesProps } from './transformProps';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  // Event and interval annotation layers.
  MarkLineComponent,
  MarkAreaComponent,
]);

/**
 * Every time-series chart (line, bar, area, scatter, smooth, step) draws its ECharts option here; on
 * a dashboard a click on a series cross-filters the other charts by its groups.
 */
export default function TimeseriesChart({
  props,
  width,
  height,
  title,
  hooks,
}: ChartComponentProps<TimeseriesProps>) {
  const eventHandlers = useGroupbyCrossFilter(props.crossFilter, hooks);
  const selection = hooks?.crossFilterSelection;
  const option = useMemo(
    () => withCrossFilterSelection(props.echartOptions, selection, 'seriesName'),
    [props.echartOptions, selection],
  );
  return (
    <EchartsChart option={option} width={width} height={height} title={title} eventHandlers={eventHandlers} />
  );
}
