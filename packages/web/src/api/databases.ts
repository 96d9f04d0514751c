import type {
  AvailableEngine,
  DatabaseCreateRequest,
  DatabaseParameters,
  DatabaseResponse,
  DatabaseResult,
  SchemasResponse,
  TableMetadataResponse,
  TablesResponse as CoreTablesResponse,
} from '@loupe/core';
import { baseApi } from './baseApi';
import { itemTag, listTag, type ListResponse } from './list';
import { risonQuery } from './rison';

export const DATABASES_RESOURCE = 'database';

/** What Superset's API sends in place of a stored secret; sending it back keeps the stored value. */
export { PASSWORD_MASK as MASKED_PASSWORD } from '@loupe/core';

export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
}

/** One row of `GET /api/v1/database/`. */
export interface DatabaseListItem {
  id: number;
  database_name: string;
  backend: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  created_by: UserSummary | null;
  changed_on?: string;
  changed_on_delta_humanized?: string;
}

/** The `parameters` of a dynamic-form connection (core's request schema). */
export type ConnectionParameters = DatabaseParameters;

export type ConfigurationMethod = 'sqlalchemy_form' | 'dynamic_form';

/** `GET /api/v1/database/{id}` result (core's). */
export type DatabaseDetail = DatabaseResult;

/** The body of create, update, test_connection and validate_parameters (core's create request). */
export type DatabaseBody = DatabaseCreateRequest;

/** The engines of `GET /api/v1/database/available/` and their connection form's JSON schema, as core declares them. */
export type { AvailableEngine, ParameterSchemaProperty, ParametersSchema } from '@loupe/core';

/** A SIP-40 error, as `test_connection` and `validate_parameters` send them. */
export interface ConnectionError {
  message: string;
  error_type?: string;
  level?: string;
  extra?: { invalid?: string[]; missing?: string[]; [key: string]: unknown };
}

export type TablesResponse = CoreTablesResponse;
export type TableOption = TablesResponse['result'][number];

export interface SchemaChoices {
  schemas: string[];
  /** Loupe's `default_schema`: null when the engine cannot tell or the user may not browse it. */
  defaultSchema: string | null;
}

export interface TablesArgs {
  databaseId: number;
  schema: string;
  filter: string;
  pageSize?: number;
}

export type TableMetadata = TableMetadataResponse;
export type TableColumnMetadata = TableMetadata['columns'][number];

export const TABLES_PAGE_SIZE = 50;

export const databasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDatabase: build.query<DatabaseDetail, number>({
      query: (id) => `/api/v1/${DATABASES_RESOURCE}/${id}`,
      transformResponse: (response: DatabaseResponse) => ({
        ...response.result,
        id: response.id,
      }),
      providesTags: (_result, _error, id) => [itemTag(DATABASES_RESOURCE, id)],
    }),
    /** Only the count matters: zero databases means datasets cannot be made yet. */
    getDatabaseCount: build.query<number, void>({
      query: () => `/api/v1/${DATABASES_RESOURCE}/?${risonQuery({ page: 0, page_size: 1 })}`,
      transformResponse: (response: ListResponse) => response.count,
      providesTags: [listTag(DATABASES_RESOURCE)],
    }),
    getAvailableEngines: build.query<AvailableEngine[], void>({
      query: () => `/api/v1/${DATABASES_RESOURCE}/available/`,
      transformResponse: (response: { databases: AvailableEngine[] }) => response.databases,
    }),
    createDatabase: build.mutation<DatabaseResponse, DatabaseBody>({
      query: (body) => ({ url: `/api/v1/${DATABASES_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(DATABASES_RESOURCE), 'Related'],
    }),
    updateDatabase: build.mutation<DatabaseResponse, { id: number; body: DatabaseBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/${DATABASES_RESOURCE}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        listTag(DATABASES_RESOURCE),
        itemTag(DATABASES_RESOURCE, id),
        'Related',
      ],
    }),
    testConnection: build.mutation<{ message: string }, DatabaseBody>({
      query: (body) => ({ url: `/api/v1/${DATABASES_RESOURCE}/test_connection/`, method: 'POST', body }),
    }),
    validateParameters: build.mutation<{ message: string }, DatabaseBody>({
      query: (body) => ({ url: `/api/v1/${DATABASES_RESOURCE}/validate_parameters/`, method: 'POST', body }),
    }),
    getSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/${DATABASES_RESOURCE}/${id}/schemas/`,
      transformResponse: (response: SchemasResponse) => response.result,
    }),
    /** The schemas with the one the engine resolves unqualified names in (SQL Lab preselects it). */
    getSchemaChoices: build.query<SchemaChoices, number>({
      query: (id) => `/api/v1/${DATABASES_RESOURCE}/${id}/schemas/`,
      transformResponse: (response: SchemasResponse) => ({
        schemas: response.result,
        defaultSchema: response.default_schema ?? null,
      }),
    }),
    getTables: build.query<TablesResponse, TablesArgs>({
      query: ({ databaseId, schema, filter, pageSize = TABLES_PAGE_SIZE }) =>
        `/api/v1/${DATABASES_RESOURCE}/${databaseId}/tables/?${risonQuery({
          schema_name: schema,
          filter,
          page: 0,
          page_size: pageSize,
        })}`,
    }),
    getTableMetadata: build.query<TableMetadata, { databaseId: number; schema: string; table: string }>({
      query: ({ databaseId, schema, table }) => ({
        url: `/api/v1/${DATABASES_RESOURCE}/${databaseId}/table_metadata/`,
        params: { name: table, schema },
      }),
    }),
  }),
});

export const {
  useGetDatabaseQuery,
  useGetDatabaseCountQuery,
  useGetAvailableEnginesQuery,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
  useTestConnectionMutation,
  useValidateParametersMutation,
  useGetSchemasQuery,
  useGetSchemaChoicesQuery,
  useGetTablesQuery,
  useGetTableMetadataQuery,
} = databasesApi;
