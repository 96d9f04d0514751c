import type {
  ExplorePermalinkRequest,
  ExploreQuerystring,
  ExploreResponse,
  FormDataRequest,
} from '@loupe/core';
import { baseApi } from './baseApi';

/** `POST /api/v1/explore/permalink` and `…/form_data` answers. */
export interface ExplorePermalink {
  key: string;
  url: string;
}

/** Explore's bootstrap (`GET /api/v1/explore/`), its form-data cache and its permalinks. */
export const exploreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExplore: build.query<ExploreResponse['result'], ExploreQuerystring>({
      query: (params) => ({ url: '/api/v1/explore/', params }),
      transformResponse: (response: ExploreResponse) => response.result,
      // Explore's state is the user's draft: it is fetched once per open, never refetched under them.
      keepUnusedDataFor: 0,
    }),
    createFormDataKey: build.mutation<{ key: string }, { body: FormDataRequest; tabId?: number }>({
      query: ({ body, tabId }) => ({
        url: '/api/v1/explore/form_data',
        method: 'POST',
        params: tabId === undefined ? undefined : { tab_id: tabId },
        body,
      }),
    }),
    updateFormDataKey: build.mutation<{ message: string }, { key: string; body: FormDataRequest }>({
      query: ({ key, body }) => ({
        url: `/api/v1/explore/form_data/${encodeURIComponent(key)}`,
        method: 'PUT',
        body,
      }),
    }),
    createExplorePermalink: build.mutation<ExplorePermalink, ExplorePermalinkRequest>({
      query: (body) => ({ url: '/api/v1/explore/permalink', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetExploreQuery,
  useCreateFormDataKeyMutation,
  useUpdateFormDataKeyMutation,
  useCreateExplorePermalinkMutation,
} = exploreApi;
