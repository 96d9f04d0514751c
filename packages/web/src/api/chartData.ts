import type { ChartDataResponse, QueryContext, SamplesQuery, SamplesResponse } from '@loupe/core';
import { baseApi } from './baseApi';

/**
 * `POST /api/v1/chart/data`: the one path every chart reads through. A mutation, not a cached
 * query: Explore runs it when the user asks (Update chart), and `abort()` on the returned promise
 * stops it (the server then cancels the engine query).
 */
export const chartDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /datasource/samples`: a page of the dataset's rows as they are (Explore's Samples tab). */
    datasourceSamples: build.query<SamplesResponse['result'], SamplesQuery>({
      query: (params) => ({ url: '/datasource/samples', method: 'POST', params, body: {} }),
      transformResponse: (response: SamplesResponse) => response.result,
    }),
    /**
     * A dashboard filter's options (its values or its range), as Superset's filter plugins read them:
     * through the chart data API, kept a minute so the bar's re-renders and cascading reuse them.
     */
    filterValues: build.query<ChartDataResponse['result'], QueryContext>({
      query: (body) => ({ url: '/api/v1/chart/data', method: 'POST', body }),
      transformResponse: (response: ChartDataResponse) => response.result,
      keepUnusedDataFor: 60,
    }),
    chartData: build.mutation<ChartDataResponse['result'], QueryContext>({
      query: (body) => ({ url: '/api/v1/chart/data', method: 'POST', body }),
      transformResponse: (response: ChartDataResponse) => response.result,
    }),
    /**
     * The same request answered as a file (result_format csv/xlsx): an object URL of the file and
     * the name the server gives it, so the page can hand it to the browser as a download.
     */
    chartDataFile: build.mutation<{ url: string; filename: string | null }, QueryContext>({
      query: (body) => ({
        url: '/api/v1/chart/data',
        method: 'POST',
        body,
        responseHandler: async (response) => {
          if (!response.ok) return response.json();
          const disposition = response.headers.get('content-disposition') ?? '';
          const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
          return { url: URL.createObjectURL(await response.blob()), filename };
        },
      }),
    }),
  }),
});

export const {
  useChartDataMutation,
  useChartDataFileMutation,
  useDatasourceSamplesQuery,
  useFilterValuesQuery,
} = chartDataApi;
