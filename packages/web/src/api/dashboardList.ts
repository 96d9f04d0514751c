import type { FavoriteStatusResponse, ResultStringResponse } from '@loupe/core';
import { baseApi } from './baseApi';
import { DASHBOARDS_RESOURCE } from './dashboards';
import { listTag } from './list';
import { risonQuery } from './rison';

const BASE = `/api/v1/${DASHBOARDS_RESOURCE}`;

/** A person as the dashboard list names them (owners, created_by, changed_by). */
export interface DashboardListPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * One row of `GET /api/v1/dashboard/` asked without `columns`: the resource's list columns plus what
 * the list adds (url, status, the humanized times, changed_by_name, thumbnail_url, tags; contract §6).
 * The list API's rows are open records on the wire (core's ListResponse), so the row is typed here.
 */
export interface DashboardListItem {
  id: number;
  uuid: string | null;
  dashboard_title: string | null;
  slug: string | null;
  published: boolean;
  certified_by: string | null;
  certification_details: string | null;
  owners: DashboardListPerson[];
  created_by: DashboardListPerson | null;
  changed_by: DashboardListPerson | null;
  changed_by_name: string;
  /** `/superset/dashboard/<slug or id>/`. */
  url: string;
  status: 'published' | 'draft';
  changed_on_delta_humanized: string | null;
  /** Null until the server renders thumbnails (Superset's THUMBNAILS flag). */
  thumbnail_url: string | null;
}

/** `{id: starred}` for the ids asked about. */
export type DashboardFavouriteStatus = Record<number, boolean>;

function favouriteTag(id: number): { type: 'Item'; id: string } {
  return { type: 'Item', id: `${DASHBOARDS_RESOURCE}/${id}/favorite` };
}

/** What the Dashboards list asks beyond the generic list API: one page's stars, and starring. */
export const dashboardListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardListFavouriteStatus: build.query<DashboardFavouriteStatus, number[]>({
      query: (ids) => `${BASE}/favorite_status/?${risonQuery(ids)}`,
      transformResponse: (response: FavoriteStatusResponse) =>
        Object.fromEntries(response.result.map(({ id, value }) => [id, value])),
      providesTags: (_result, _error, ids) => ids.map(favouriteTag),
    }),
    addDashboardListFavourite: build.mutation<ResultStringResponse, number>({
      query: (id) => ({ url: `${BASE}/${id}/favorites/`, method: 'POST' }),
      // The list may be filtered on favourites, so it is read again too.
      invalidatesTags: (_result, _error, id) => [favouriteTag(id), listTag(DASHBOARDS_RESOURCE)],
    }),
    removeDashboardListFavourite: build.mutation<ResultStringResponse, number>({
      query: (id) => ({ url: `${BASE}/${id}/favorites/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [favouriteTag(id), listTag(DASHBOARDS_RESOURCE)],
    }),
  }),
});

export const {
  useGetDashboardListFavouriteStatusQuery,
  useAddDashboardListFavouriteMutation,
  useRemoveDashboardListFavouriteMutation,
} = dashboardListApi;
