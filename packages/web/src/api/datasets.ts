import type {
  DatasetCreateRequest,
  DatasetCreateResponse,
  DatasetMetricResult,
  DatasetResponse,
  DatasetResult,
  DatasetUpdateRequest,
  GenericTypeName,
  MessageResponse,
} from '@loupe/core';
import { baseApi } from './baseApi';
import type { UserSummary } from './databases';
import { itemTag, listTag } from './list';

export const DATASETS_RESOURCE = 'dataset';

export type DatasetKind = 'physical' | 'virtual';

/** One row of `GET /api/v1/dataset/`. */
export interface DatasetListItem {
  id: number;
  table_name: string;
  kind: DatasetKind;
  schema: string | null;
  sql: string | null;
  database: { id: number; database_name: string };
  owners: UserSummary[];
  changed_by_name?: string;
  changed_on_delta_humanized?: string;
  explore_url?: string;
  description?: string | null;
  /** A JSON string with `certification` and `warning_markdown`. */
  extra?: string | null;
}

export type TypeGeneric = GenericTypeName;

export interface DatasetColumn {
  id?: number;
  column_name: string;
  type?: string | null;
  /** Superset sends the GenericDataType enum (0 numeric, 1 string, 2 temporal, 3 boolean) or a name. */
  type_generic?: TypeGeneric | number | null;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  filterable: boolean;
  groupby: boolean;
  is_active?: boolean;
  is_dttm: boolean;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  extra?: string | null;
  uuid?: string;
}

/** A metric's currency as the server sends it (core's DatasetMetricResult). */
export type Currency = NonNullable<DatasetMetricResult['currency']>;

export interface DatasetMetric {
  id?: number;
  metric_name: string;
  expression: string;
  metric_type?: string | null;
  verbose_name?: string | null;
  description?: string | null;
  d3format?: string | null;
  currency?: Currency | null;
  warning_text?: string | null;
  /** A JSON string with `certification` and `warning_markdown`. */
  extra?: string | null;
  uuid?: string;
}

/** `GET /api/v1/dataset/{id}` result, as core's schema describes it. */
export type Dataset = DatasetResult;

/** Body of `PUT /api/v1/dataset/{id}`: items with an id are kept, others created. */
export type DatasetUpdateBody = DatasetUpdateRequest;

/** Body of `POST /api/v1/dataset/`. */
export type DatasetCreateBody = DatasetCreateRequest;

export type { DatasetCreateResponse };

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDataset: build.query<Dataset, number>({
      query: (id) => `/api/v1/${DATASETS_RESOURCE}/${id}`,
      transformResponse: (response: DatasetResponse) => ({ ...response.result, id: response.id }),
      providesTags: (_result, _error, id) => [itemTag(DATASETS_RESOURCE, id)],
    }),
    createDataset: build.mutation<DatasetCreateResponse, DatasetCreateBody>({
      query: (body) => ({ url: `/api/v1/${DATASETS_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(DATASETS_RESOURCE), 'Related'],
    }),
    updateDataset: build.mutation<
      DatasetResponse,
      { id: number; body: DatasetUpdateBody; overrideColumns?: boolean }
    >({
      query: ({ id, body, overrideColumns }) => ({
        url: `/api/v1/${DATASETS_RESOURCE}/${id}`,
        method: 'PUT',
        body,
        params: overrideColumns === undefined ? undefined : { override_columns: String(overrideColumns) },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        listTag(DATASETS_RESOURCE),
        itemTag(DATASETS_RESOURCE, id),
        'Related',
      ],
    }),
    /** Reads the source's columns again on the server; the caller fetches the dataset afterwards. */
    refreshDataset: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/${DATASETS_RESOURCE}/${id}/refresh`, method: 'PUT' }),
    }),
  }),
});

export const {
  useGetDatasetQuery,
  useLazyGetDatasetQuery,
  useCreateDatasetMutation,
  useUpdateDatasetMutation,
  useRefreshDatasetMutation,
} = datasetsApi;
