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
