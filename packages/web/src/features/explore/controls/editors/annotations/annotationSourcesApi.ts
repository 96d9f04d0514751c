import { getColumnLabel, getMetricLabel, type QueryFormColumn, type QueryFormMetric } from '@loupe/core';
import { baseApi } from '../../../../../api/baseApi';
import { risonQuery } from '../../../../../api/rison';

export interface SourceOption {
  id: number;
  name: string;
}

/** Saved charts whose answer another chart may draw as a layer: time series from line-like charts, events and intervals from tables. */
export const SOURCE_CHART_TYPES: Readonly<Record<string, readonly string[]>> = {
  line: [
    'line',
    'echarts_timeseries_line',
    'echarts_timeseries_smooth',
    'echarts_timeseries_step',
    'echarts_area',
    'echarts_timeseries_bar',
    'echarts_timeseries_scatter',
  ],
  table: ['table'],
};

const OPTIONS_PAGE = { order_direction: 'asc', page: 0, page_size: 100 } as const;

function labelsOf(value: unknown, label: (item: never) => string): string[] {
  const items: unknown[] = Array.isArray(value)
    ? value
    : value === undefined || value === null
      ? []
      : [value];
  return items.flatMap((item) => {
    try {
      const text = label(item as never);
      return text ? [text] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The columns a source chart's answer has, read from its saved form data: its x-axis or time
 * column, dimensions, raw columns and metric labels (what the layer's time, title and description
 * columns are chosen from).
 */
export function chartAnswerColumns(params: Record<string, unknown>): string[] {
  const columns = [
    ...labelsOf(params.x_axis ?? params.granularity_sqla, (c: QueryFormColumn) => getColumnLabel(c)),
    ...labelsOf(params.groupby, (c: QueryFormColumn) => getColumnLabel(c)),
    ...labelsOf(params.all_columns, (c: QueryFormColumn) => getColumnLabel(c)),
    ...labelsOf(params.columns, (c: QueryFormColumn) => getColumnLabel(c)),
    ...labelsOf(params.metrics, (m: QueryFormMetric) => getMetricLabel(m)),
  ];
  return [...new Set(columns)];
}

const annotationSourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationLayerOptions: build.query<SourceOption[], void>({
      query: () =>
        `/api/v1/annotation_layer/?${risonQuery({ columns: ['id', 'name'], order_column: 'name', ...OPTIONS_PAGE })}`,
      transformResponse: (response: { result: { id: number; name: string }[] }) =>
        response.result.map(({ id, name }) => ({ id, name })),
    }),
    getAnnotationChartOptions: build.query<SourceOption[], string>({
      query: (sourceType) =>
        `/api/v1/chart/?${risonQuery({
          columns: ['id', 'slice_name', 'viz_type'],
          filters: [{ col: 'viz_type', opr: 'in', value: [...(SOURCE_CHART_TYPES[sourceType] ?? [])] }],
          order_column: 'slice_name',
          ...OPTIONS_PAGE,
        })}`,
      transformResponse: (response: { result: { id: number; slice_name: string }[] }) =>
        response.result.map(({ id, slice_name }) => ({ id, name: slice_name })),
    }),
    getAnnotationChartColumns: build.query<string[], number>({
      query: (id) => `/api/v1/chart/${id}`,
      transformResponse: (response: { result: { params?: string | null } }) => {
        try {
          const params: unknown = JSON.parse(response.result.params ?? '{}');
          return typeof params === 'object' && params !== null
            ? chartAnswerColumns(params as Record<string, unknown>)
            : [];
        } catch {
          return [];
        }
      },
    }),
  }),
});

export const {
  useGetAnnotationLayerOptionsQuery,
  useGetAnnotationChartOptionsQuery,
  useGetAnnotationChartColumnsQuery,
} = annotationSourcesApi;
