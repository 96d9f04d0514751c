import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EchartsChart } from '../echarts/EchartsChart';
import { translateText } from '../i18n';
import type { ChartComponentProps } from '../types';
import type { AxisTooltipParam, HistogramProps } from './transformProps';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent]);

export default function HistogramChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<HistogramProps>) {
  const { t } = useTranslation();
  const { echartOptions, formatTooltip } = props;
  // The tooltip's "Total" row is translated here: transformProps has no translator.
  const option = useMemo<EChartsCoreOption>(() => {
    const totalLabel = translateText(t, 'Total');
    return {
      ...echartOptions,
      tooltip: {
        ...(echartOptions.tooltip as object),
        formatter: (params: AxisTooltipParam[]) => formatTooltip(params, totalLabel),
      },
    };
  }, [echartOptions, formatTooltip, t]);
  return <EchartsChart option={option} width={width} height={height} title={title} />;
}
