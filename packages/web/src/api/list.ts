import type {
  InfoResponse as CoreInfoResponse,
  ListFilter,
  ListQuery as CoreListQuery,
  ListResponse as CoreListResponse,
  RelatedResponse as CoreRelatedResponse,
} from '@loupe/core';
import { baseApi } from './baseApi';
import { risonQuery } from './rison';

/** Operators of Superset's list filters that the UI uses: FAB's, then Superset's per-resource ones. */
export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'ct'
  | 'sw'
  | 'ew'
  | 'rel_m_m'
  | 'rel_o_m'
  | 'dataset_is_null_or_empty'
  | 'dataset_is_certified'
  | 'upload_is_enabled'
  | 'all_text'
  | 'chart_all_text'
  | 'chart_is_favorite'
  | 'chart_is_certified'
  | 'annotation_layer_all_text'
  | 'title_or_slug'
  | 'dashboard_is_favorite'
  | 'dashboard_is_certified'
  | 'gt';
export type FilterValue = string | number | boolean;

/** Core's filter clause, narrowed to the operators and values the UI sends. */
export type ListFilterClause = ListFilter & { opr: FilterOperator; value: FilterValue };

export type OrderDirection = NonNullable<CoreListQuery['order_direction']>;

/** The `q` of `GET /api/v1/<resource>/`: core's, with the paging the UI always sends. */
export type ListQuery = Omit<CoreListQuery, 'filters' | 'page' | 'page_size'> & {
  filters?: ListFilterClause[];
  page: number;
  page_size: number;
};

/** Core's list answer, with the rows typed as the resource's page shows them. */
export type ListResponse<T = Record<string, unknown>> = Omit<CoreListResponse, 'result'> & { result: T[] };

/** `_info` as the UI asks it (`keys: ['permissions']`): the permissions are always there. */
export type InfoResponse = CoreInfoResponse & Required<Pick<CoreInfoResponse, 'permissions'>>;

/** A related row as the selects use it: core's, with the id and label the related API always sends. */
export type RelatedOption = Omit<CoreRelatedResponse['result'][number], 'value' | 'text' | 'extra'> & {
  value: number | string;
  text: string;
  extra?: Record<string, unknown>;
};

export type RelatedResponse = Omit<CoreRelatedResponse, 'result'> & { result: RelatedOption[] };

/** `related` lists another resource's rows (owners, database); `distinct` a column's own values (schema). */
export type RelatedEndpoint = 'related' | 'distinct';

export interface RelatedArgs {
  resource: string;
  column: string;
  filter: string;
  pageSize?: number;
  endpoint?: RelatedEndpoint;
}

export const RELATED_PAGE_SIZE = 100;

export function listTag(resource: string): { type: 'List'; id: string } {
  return { type: 'List', id: resource };
}

export function itemTag(resource: string, id: number): { type: 'Item'; id: string } {
  return { type: 'Item', id: `${resource}/${id}` };
}

/** Endpoints shared by every list resource (spec 001 §7 "Generic list resources"). */
export const listApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getList: build.query<ListResponse, { resource: string; query: ListQuery }>({
      query: ({ resource, query }) => `/api/v1/${resource}/?${risonQuery(query)}`,
      providesTags: (_result, _error, { resource }) => [listTag(resource)],
    }),
    getInfo: build.query<InfoResponse, string>({
      query: (resource) => `/api/v1/${resource}/_info?${risonQuery({ keys: ['permissions'] })}`,
      providesTags: (_result, _error, resource) => [{ type: 'Info', id: resource }],
    }),
    getRelated: build.query<RelatedResponse, RelatedArgs>({
      query: ({ resource, column, filter, pageSize = RELATED_PAGE_SIZE, endpoint = 'related' }) =>
        `/api/v1/${resource}/${endpoint}/${column}?${risonQuery({ filter, page: 0, page_size: pageSize })}`,
      providesTags: (_result, _error, { resource }) => [{ type: 'Related', id: resource }],
    }),
    deleteItem: build.mutation<{ message: string }, { resource: string; id: number }>({
      query: ({ resource, id }) => ({ url: `/api/v1/${resource}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource, id }) => [
        listTag(resource),
        itemTag(resource, id),
        'Related',
        'Me',
      ],
    }),
    bulkDelete: build.mutation<{ message: string }, { resource: string; ids: number[] }>({
      query: ({ resource, ids }) => ({ url: `/api/v1/${resource}/?${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource, ids }) => [
        listTag(resource),
        ...ids.map((id) => itemTag(resource, id)),
        'Related',
        'Me',
      ],
    }),
  }),
});

export const {
  useGetListQuery,
  useLazyGetListQuery,
  useGetInfoQuery,
  useGetRelatedQuery,
  useDeleteItemMutation,
  useBulkDeleteMutation,
} = listApi;
