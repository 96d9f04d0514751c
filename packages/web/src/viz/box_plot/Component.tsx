import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EchartsChart } from '../echarts/EchartsChart';
import { translateText } from '../i18n';
import type { ChartComponentProps } from '../types';
import type { BoxPlotProps } from './transformProps';

echarts.use([BoxplotChart, ScatterChart, GridComponent, TooltipComponent]);

export default function BoxPlotChartComponent({
  props,
  width,
  height,
  title,
}: ChartComponentProps<BoxPlotProps>) {
  const { t } = useTranslation();
  const { echartOptions, formatTooltip } = props;
  // The statistic names are translated here: transformProps has no translator.
  const option = useMemo<EChartsCoreOption>(
    () => ({
      ...echartOptions,
      tooltip: {
        ...(echartOptions.tooltip as object),
        formatter: (params: Parameters<typeof formatTooltip>[0]) =>
          formatTooltip(params, (text) => translateText(t, text)),
      },
    }),
    [echartOptions, formatTooltip, t],
  );
  return <EchartsChart option={option} width={width} height={height} title={title} />;
}
