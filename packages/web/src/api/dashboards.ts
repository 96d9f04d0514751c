import type { DatasourceData, NativeFilterItem, QueryFormData } from '@loupe/core';
import { baseApi } from './baseApi';
import { listTag, type ListQuery, type ListResponse } from './list';
import { risonQuery } from './rison';

export const DASHBOARDS_RESOURCE = 'dashboard';

const BASE = `/api/v1/${DASHBOARDS_RESOURCE}`;

/** A dashboard as a picker shows it: the two columns it asks the list for. */
export interface DashboardOption {
  id: number;
  dashboard_title: string | null;
}

/** `POST /api/v1/dashboard/` body: Superset's DashboardPostSchema fields the web sends. */
export interface DashboardCreateBody {
  dashboard_title?: string | null;
  slug?: string | null;
  owners?: number[];
  published?: boolean;
  css?: string | null;
  json_metadata?: string | null;
  position_json?: string | null;
}

export interface DashboardCreateResponse {
  id: number;
  result: DashboardCreateBody;
}

/**
 * The dashboards `userId` owns whose title contains `search`, by title (Superset's SaveModal asks
 * exactly this: a chart can only be added to a dashboard its user may edit).
 */
export function ownDashboardsQuery(userId: number, search: string): ListQuery {
  return {
    columns: ['id', 'dashboard_title'],
    filters: [
      { col: 'dashboard_title', opr: 'ct', value: search },
      { col: 'owners', opr: 'rel_m_m', value: userId },
    ],
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  };
}

export const dashboardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardOptions: build.query<DashboardOption[], ListQuery>({
      query: (query) => `${BASE}/?${risonQuery(query)}`,
      // The list rows are open records on the wire; asked for these two columns, they are these.
      transformResponse: (response: ListResponse) => response.result as unknown as DashboardOption[],
      providesTags: [listTag(DASHBOARDS_RESOURCE)],
    }),
    createDashboard: build.mutation<DashboardCreateResponse, DashboardCreateBody>({
      query: (body) => ({ url: `${BASE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(DASHBOARDS_RESOURCE)],
    }),
  }),
});

export const { useGetDashboardOptionsQuery, useCreateDashboardMutation } = dashboardsApi;

/** A person as the dashboard API names them. */
export interface DashboardPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** `result` of `GET /api/v1/dashboard/<id_or_slug>` (contract §6). */
export interface Dashboard {
  id: number;
  uuid: string | null;
  slug: string | null;
  url: string;
  dashboard_title: string | null;
  published: boolean;
  css: string | null;
  json_metadata: string | null;
  position_json: string | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: DashboardPerson[];
  roles: { id: number; name: string }[];
  changed_on: string | null;
  changed_on_delta_humanized?: string | null;
  changed_by_name?: string;
  is_managed_externally?: boolean;
}

/** One chart of `GET /api/v1/dashboard/<id>/charts`: what the dashboard draws it from. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  /** Absent when the viewer may not use the chart's dataset. */
  form_data?: QueryFormData;
  slice_url?: string;
  description?: string | null;
  cache_timeout?: number | null;
  changed_on?: string | null;
  viz_type?: string;
}

/** `PUT /api/v1/dashboard/<pk>` body: the full save body, or just the fields being changed. */
export interface DashboardUpdateBody {
  dashboard_title?: string;
  slug?: string | null;
  owners?: number[];
  roles?: number[];
  css?: string | null;
  json_metadata?: string;
  position_json?: string;
  published?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
}

export interface DashboardUpdateResponse {
  id: number;
  result: DashboardUpdateBody;
  last_modified_time: number;
}

/** `POST /api/v1/dashboard/<pk>/copy/` body (Superset's 'Save as'). */
export interface DashboardCopyBody {
  dashboard_title: string;
  css?: string | null;
  json_metadata: string;
  duplicate_slices: boolean;
}

/** `PUT /api/v1/dashboard/<pk>/filters` body: the filter configuration modal's changes. */
export interface DashboardFiltersBody {
  deleted: string[];
  modified: NativeFilterItem[];
  reordered: string[];
}

/** Its answer: the whole `native_filter_configuration` as stored (no `last_modified_time`, as Superset). */
export interface DashboardFiltersResponse {
  result: NativeFilterItem[];
}

/** `POST /api/v1/dashboard/<pk>/permalink` body: the state a shared link restores. */
export interface DashboardPermalinkBody {
  dataMask?: Record<string, unknown>;
  activeTabs?: string[];
  anchor?: string;
  urlParams?: [string, string][];
}

export interface DashboardPermalinkState {
  dashboardId: string | number;
  state: DashboardPermalinkBody;
}

const dashboardTag = (id: number | string) => ({ type: 'Dashboard' as const, id: String(id) });

export const dashboardApi = dashboardsApi.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, string>({
      query: (idOrSlug) => `${BASE}/${encodeURIComponent(idOrSlug)}`,
      transformResponse: (response: { result: Dashboard }) => response.result,
      providesTags: (result, _error, key) => [dashboardTag(result?.id ?? key)],
    }),
    getDashboardCharts: build.query<DashboardChart[], string>({
      query: (idOrSlug) => `${BASE}/${encodeURIComponent(idOrSlug)}/charts`,
      transformResponse: (response: { result: DashboardChart[] }) => response.result,
      providesTags: (_result, _error, key) => [dashboardTag(key)],
    }),
    getDashboardDatasets: build.query<DatasourceData[], string>({
      query: (idOrSlug) => `${BASE}/${encodeURIComponent(idOrSlug)}/datasets`,
      transformResponse: (response: { result: DatasourceData[] }) => response.result,
    }),
    /** Not cached: the overwrite check must see what is stored now. */
    fetchStoredDashboard: build.mutation<Dashboard, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'GET' }),
      transformResponse: (response: { result: Dashboard }) => response.result,
    }),
    updateDashboard: build.mutation<DashboardUpdateResponse, { id: number; body: DashboardUpdateBody }>({
      query: ({ id, body }) => ({ url: `${BASE}/${id}`, method: 'PUT', body }),
      invalidatesTags: [listTag(DASHBOARDS_RESOURCE)],
    }),
    updateDashboardFilters: build.mutation<
      DashboardFiltersResponse,
      { id: number; body: DashboardFiltersBody }
    >({
      query: ({ id, body }) => ({ url: `${BASE}/${id}/filters`, method: 'PUT', body }),
    }),
    copyDashboard: build.mutation<{ result: { id: number } }, { id: number; body: DashboardCopyBody }>({
      query: ({ id, body }) => ({ url: `${BASE}/${id}/copy/`, method: 'POST', body }),
      invalidatesTags: [listTag(DASHBOARDS_RESOURCE)],
    }),
    deleteDashboard: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag(DASHBOARDS_RESOURCE)],
    }),
    createDashboardPermalink: build.mutation<
      { key: string; url: string },
      { id: number; body: DashboardPermalinkBody }
    >({
      query: ({ id, body }) => ({ url: `${BASE}/${id}/permalink`, method: 'POST', body }),
    }),
    getDashboardPermalink: build.query<DashboardPermalinkState, string>({
      query: (key) => `${BASE}/permalink/${encodeURIComponent(key)}`,
    }),
    getDashboardFavouriteStatus: build.query<boolean, number>({
      query: (id) => `${BASE}/favorite_status/?q=${encodeURIComponent(`!(${id})`)}`,
      transformResponse: (response: { result: { id: number; value: boolean }[] }) =>
        Boolean(response.result[0]?.value),
    }),
    setDashboardFavourite: build.mutation<unknown, { id: number; starred: boolean }>({
      query: ({ id, starred }) => ({ url: `${BASE}/${id}/favorites/`, method: starred ? 'POST' : 'DELETE' }),
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useFetchStoredDashboardMutation,
  useUpdateDashboardMutation,
  useUpdateDashboardFiltersMutation,
  useCopyDashboardMutation,
  useDeleteDashboardMutation,
  useCreateDashboardPermalinkMutation,
  useGetDashboardPermalinkQuery,
  useGetDashboardFavouriteStatusQuery,
  useSetDashboardFavouriteMutation,
} = dashboardApi;
