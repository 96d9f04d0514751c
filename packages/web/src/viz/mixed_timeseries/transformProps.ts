import type { EChartsCoreOption } from 'echarts/core';
import { toNumber } from '../distribution/rows';
import { getValueFormatter, type NumberFormatter } from '../distribution/valueFormatter';
import { colorScaleOf } from '../distribution/colors';
import { annotationSeries } from '../timeseries/annotations';
import { expandToShares, extractTimeseries } from '../timeseries/series';
import baseTransformProps, {
  buildSeries,
  seriesOptionsOf,
  tooltipFormatter,
  xFormatterOf,
  type TimeseriesProps,
} from '../timeseries/transformProps';
import { getNumberFormatter } from '../format/numberFormat';
import type { ChartProps } from '../types';
import { queryAFormData, queryBFormData, seriesBFormData } from './formData';

function axisIndexOf(value: unknown): 0 | 1 {
  return Number(value) === 1 ? 1 : 0;
}

/**
 * Superset's MixedTimeseries: query A's series drawn as a time-series chart, query B's series with
 * their own type, stack, area and markers, each on the primary or the secondary y-axis
 * (yAxisIndex, yAxisIndexB); the secondary axis has its own format, title, log scale and bounds.
 */
export default function transformProps(chartProps: ChartProps): TimeseriesProps {
  const { formData, queriesData } = chartProps;
  const formDataA = queryAFormData(formData);
  const formDataB = seriesBFormData(queryBFormData(formData));
  const base = baseTransformProps({
    ...chartProps,
    formData: formDataA,
    queriesData: queriesData.slice(0, 1),
  }).echartOptions as Record<string, unknown>;

  const indexA = axisIndexOf(formData.yAxisIndex);
  const indexB = axisIndexOf(formData.yAxisIndexB);
  const optionsA = seriesOptionsOf(formDataA);
  const optionsB = seriesOptionsOf(formDataB);
  const rawOf = (formData: typeof formDataA, index: number) => {
    const { series } = extractTimeseries(formData, queriesData[index]);
    return formData.stack === 'Expand' ? expandToShares(series) : series;
  };
  const seriesA = buildSeries(rawOf(formDataA, 0), formDataA, optionsA, 'obsA').map(
    (series): Record<string, unknown> => ({
      ...series,
      yAxisIndex: indexA,
    }),
  );
  const dataB = extractTimeseries(formDataB, queriesData[1]);
  // The layers mark the x-axis both queries share, in the first query's colours.
  const layers = annotationSeries(
    formData.annotation_layers,
    chartProps.annotations,
    queriesData[0]?.annotation_data,
    extractTimeseries(formDataA, queriesData[0]).xValues,
    colorScaleOf(formDataA),
  );
  const namesA = new Set(seriesA.map((series) => String(series.name)));
  const seriesB = buildSeries(rawOf(formDataB, 1), formDataB, optionsB, 'obsB').map(
    (series): Record<string, unknown> => ({
      ...series,
      // A name both queries draw stays one legend entry per query (Superset keys the second apart).
      id: namesA.has(String(series.name)) ? `${String(series.id)} (1)` : series.id,
      yAxisIndex: indexB,
    }),
  );

  const formatPrimary = optionsA.formatY;
  const formatSecondary: NumberFormatter = getValueFormatter(
    formData.y_axis_format_secondary ?? formData.y_axis_format,
    formData.currency_format_secondary ?? formData.currency_format,
  );
  const formatBySeries = new Map<string, NumberFormatter>();
  for (const series of seriesA)
    formatBySeries.set(String(series.name), indexA === 1 ? formatSecondary : formatPrimary);
  for (const series of seriesB) formatBySeries.set(String(series.name), optionsB.formatY);

  const bounds = Array.isArray(formData.y_axis_bounds_secondary) ? formData.y_axis_bounds_secondary : [];
  const secondaryAxis = {
    type: formData.logAxisSecondary === true ? 'log' : 'value',
    name: formData.y_axis_title_secondary ?? '',
    nameLocation: 'middle',
    nameGap: toNumber(formData.y_axis_title_margin, 15) + 30,
    alignTicks: true,
    splitLine: { show: false },
    minorTick: { show: formData.minorSplitLine === true },
    axisLabel: { formatter: (value: number) => formatSecondary(value) },
    scale: formData.truncateYAxis === true,
    ...(typeof bounds[0] === 'number' ? { min: bounds[0] } : {}),
    ...(typeof bounds[1] === 'number' ? { max: bounds[1] } : {}),
  };
  const legend = base.legend as Record<string, unknown>;
  const echartOptions: EChartsCoreOption = {
    ...base,
    yAxis: [base.yAxis, secondaryAxis],
    series: [...seriesA, ...seriesB, ...layers],
    legend: {
      ...legend,
      data: [...seriesA, ...seriesB, ...layers].flatMap((series) =>
        typeof series.name === 'string' ? [series.name] : [],
      ),
    },
    tooltip: {
      ...(base.tooltip as Record<string, unknown>),
      formatter: tooltipFormatter(
        xFormatterOf(
          dataB.xAxisType,
          formData.tooltipTimeFormat ?? formData.x_axis_time_format,
          getNumberFormatter(null),
        ),
        formatPrimary,
        false,
        formData.tooltipSortByMetric === true,
        formatBySeries,
      ),
    },
  };
  // Two queries, two groupbys: the mixed chart does not cross-filter (as Superset's).
  return { echartOptions, crossFilter: null };
}
