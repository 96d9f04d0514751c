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

export type TypeGeneric = 'numeric' | 'string' | 'temporal' | 'boolean';

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

export interface Currency {
  symbol: string;
  symbolPosition: 'prefix' | 'suffix';
}

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

/** `GET /api/v1/dataset/{id}` result. */
export interface Dataset {
  id: number;
  table_name: string;
  schema: string | null;
  sql: string | null;
  database: { id: number; database_name: string; backend?: string };
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  owners: UserSummary[];
  main_dttm_col: string | null;
  description: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  offset: number | null;
  default_endpoint: string | null;
  cache_timeout: number | null;
  is_sqllab_view: boolean;
  template_params: string | null;
  extra: string | null;
  kind: DatasetKind;
  /** `schema.table_name`, or the table name alone. */
  name?: string;
  /** `SELECT * FROM` the dataset's table with the engine's quoting and a row limit. */
  select_star?: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  edit_url?: string;
}

/** The editable fields of `PUT /api/v1/dataset/{id}`: items with an id are kept, others created. */
export interface DatasetUpdateBody {
  table_name: string;
  database_id: number;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  offset: number;
  default_endpoint: string | null;
  cache_timeout: number | null;
  is_sqllab_view: boolean;
  template_params: string | null;
  extra: string | null;
  owners: number[];
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
}

export interface DatasetCreateBody {
  database: number;
  schema: string | null;
  table_name: string;
  sql?: string;
  owners?: number[];
}

export interface DatasetCreateResponse {
  id: number;
  result: Record<string, unknown>;
  data?: { explore_url?: string; [key: string]: unknown };
}

interface ItemResponse<T> {
  id: number;
  result: T;
}

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDataset: build.query<Dataset, number>({
      query: (id) => `/api/v1/${DATASETS_RESOURCE}/${id}`,
      transformResponse: (response: ItemResponse<Omit<Dataset, 'id'> & { id?: number }>) => ({
        ...response.result,
        id: response.id,
      }),
      providesTags: (_result, _error, id) => [itemTag(DATASETS_RESOURCE, id)],
    }),
    createDataset: build.mutation<DatasetCreateResponse, DatasetCreateBody>({
      query: (body) => ({ url: `/api/v1/${DATASETS_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(DATASETS_RESOURCE), 'Related'],
    }),
    updateDataset: build.mutation<
      ItemResponse<Dataset>,
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
    refreshDataset: build.mutation<{ message: string }, number>({
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
