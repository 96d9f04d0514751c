import { baseApi } from './baseApi';

const BASE = '/api/v1/dashboard';

/**
 * `/api/v1/dashboard/<pk>/filter_state`: a dashboard's filter state (its data mask as JSON text)
 * kept on the server under a key the URL carries as `native_filters_key`, so a reload or a copied
 * address opens with the same filters.
 */
export const dashboardFilterStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardFilterState: build.query<string, { id: number; key: string }>({
      query: ({ id, key }) => `${BASE}/${id}/filter_state/${encodeURIComponent(key)}`,
      transformResponse: (response: { value: string }) => response.value,
    }),
    createDashboardFilterState: build.mutation<string, { id: number; value: string }>({
      query: ({ id, value }) => ({ url: `${BASE}/${id}/filter_state`, method: 'POST', body: { value } }),
      transformResponse: (response: { key: string }) => response.key,
    }),
    /** Answers the key to use from now on (Superset's `message`): the same, or a new one. */
    updateDashboardFilterState: build.mutation<string, { id: number; key: string; value: string }>({
      query: ({ id, key, value }) => ({
        url: `${BASE}/${id}/filter_state/${encodeURIComponent(key)}`,
        method: 'PUT',
        body: { value },
      }),
      transformResponse: (response: { message: string }) => response.message,
    }),
  }),
});

export const {
  useGetDashboardFilterStateQuery,
  useCreateDashboardFilterStateMutation,
  useUpdateDashboardFilterStateMutation,
} = dashboardFilterStateApi;
