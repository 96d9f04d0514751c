import type {
  ChartCreateRequest,
  ChartCreateResponse,
  ChartGetResponse,
  ChartResult,
  ChartUpdateRequest,
  ChartUpdateResponse,
  FavoriteStatusResponse,
  MessageResponse,
  ResultStringResponse,
} from '@loupe/core';
import { baseApi } from './baseApi';
import { itemTag, listTag, type ListQuery, type ListResponse } from './list';
import { risonQuery } from './rison';

export const CHARTS_RESOURCE = 'chart';

const BASE = `/api/v1/${CHARTS_RESOURCE}`;

/** A chart's owner as the list sends it (the related row's id and names). */
export interface ChartOwnerSummary {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * One row of `GET /api/v1/chart/` as the server answers it: the resource's list columns plus the
 * fields its list adds (contract §6). The list API's rows are open records on the wire (core's
 * ListResponse), so the row is typed here.
 */
export interface ChartListItem {
  id: number;
  uuid: string;
  slice_name: string;
  viz_type: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  /** `<schema>.<table>` of the chart's dataset. */
  datasource_name: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: ChartOwnerSummary[];
  dashboards: { id: number; dashboard_title: string | null }[];
  changed_by: ChartOwnerSummary | null;
  /** Explore on the chart (`/explore/?slice_id=<id>`). */
  url: string;
  changed_on_delta_humanized: string | null;
  changed_by_name: string;
}

/** `GET /api/v1/chart/<id>` result (every show column). */
export type Chart = ChartResult;
export type ChartCreateBody = ChartCreateRequest;
export type ChartUpdateBody = ChartUpdateRequest;
export type { ChartCreateResponse, ChartUpdateResponse };

/** `{id: starred}` for the ids asked about. */
export type FavouriteStatus = Record<number, boolean>;

function favouriteTag(id: number): { type: 'Item'; id: string } {
  return { type: 'Item', id: `${CHARTS_RESOURCE}/${id}/favorite` };
}

/** Every change to a chart can move it in the list, and its owners/dashboards in related selects. */
function chartChanged(id: number) {
  return [listTag(CHARTS_RESOURCE), itemTag(CHARTS_RESOURCE, id), 'Related' as const];
}

export const chartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChartList: build.query<ListResponse<ChartListItem>, ListQuery>({
      query: (query) => `${BASE}/?${risonQuery(query)}`,
      // The list rows are open records on the wire; this is the chart list's shape of them.
      transformResponse: (response: ListResponse) => response as unknown as ListResponse<ChartListItem>,
      providesTags: [listTag(CHARTS_RESOURCE)],
    }),
    getChart: build.query<Chart, number>({
      query: (id) => `${BASE}/${id}`,
      // Asked without `columns`, the server sends every show column (ChartGetResponse is partial
      // only because a `columns` pick may leave some out).
      transformResponse: (response: ChartGetResponse) => response.result as Chart,
      providesTags: (_result, _error, id) => [itemTag(CHARTS_RESOURCE, id)],
    }),
    createChart: build.mutation<ChartCreateResponse, ChartCreateBody>({
      query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(CHARTS_RESOURCE), 'Related'],
    }),
    updateChart: build.mutation<ChartUpdateResponse, { id: number; body: ChartUpdateBody }>({
      query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => chartChanged(id),
    }),
    deleteChart: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => chartChanged(id),
    }),
    bulkDeleteCharts: build.mutation<MessageResponse, number[]>({
      query: (ids) => ({ url: `${BASE}/?${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, ids) => [
        listTag(CHARTS_RESOURCE),
        ...ids.map((id) => itemTag(CHARTS_RESOURCE, id)),
        'Related',
      ],
    }),
    getChartFavouriteStatus: build.query<FavouriteStatus, number[]>({
      query: (ids) => `${BASE}/favorite_status/?${risonQuery(ids)}`,
      transformResponse: (response: FavoriteStatusResponse) =>
        Object.fromEntries(response.result.map(({ id, value }) => [id, value])),
      providesTags: (_result, _error, ids) => ids.map(favouriteTag),
    }),
    addChartFavourite: build.mutation<ResultStringResponse, number>({
      query: (id) => ({ url: `${BASE}/${id}/favorites/`, method: 'POST' }),
      // The list may be filtered on favourites, so it is read again too.
      invalidatesTags: (_result, _error, id) => [favouriteTag(id), listTag(CHARTS_RESOURCE)],
    }),
    removeChartFavourite: build.mutation<ResultStringResponse, number>({
      query: (id) => ({ url: `${BASE}/${id}/favorites/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [favouriteTag(id), listTag(CHARTS_RESOURCE)],
    }),
  }),
});

export const {
  useGetChartListQuery,
  useGetChartQuery,
  useLazyGetChartQuery,
  useCreateChartMutation,
  useUpdateChartMutation,
  useDeleteChartMutation,
  useBulkDeleteChartsMutation,
  useGetChartFavouriteStatusQuery,
  useAddChartFavouriteMutation,
  useRemoveChartFavouriteMutation,
} = chartsApi;
