import { PieChart } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useGroupbyCrossFilter, withCrossFilterSelection } from '../crossFilter';
import { TotalChart } from '../distribution/TotalChart';
import type { ChartComponentProps } from '../types';
import type { PieProps } from './transformProps';

echarts.use([PieChart, LegendComponent, TooltipComponent, GraphicComponent]);

/** Superset's pie; on a dashboard a click on a slice cross-filters the other charts by its groups. */
export default function PieChartComponent({
  props,
  width,
  height,
  title,
  hooks,
}: ChartComponentProps<PieProps>) {
  const eventHandlers = useGroupbyCrossFilter(props.crossFilter, hooks);
  const selection = hooks?.crossFilterSelection;
  const option = useMemo(
    () => withCrossFilterSelection(props.echartOptions, selection, 'name'),
    [props.echartOptions, selection],
  );
  return (
    <TotalChart
      option={option}
      eventHandlers={eventHandlers}
      total={props.total}
      width={width}
      height={height}
      title={title}
    />
  );
}
