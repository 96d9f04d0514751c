import type {
  QueryDict,
  QueryStatus,
  ResultColumnInfo,
  SavedQueryCreateRequest,
  SavedQueryResult,
  SqlLabAsyncResponse,
  SqlLabBootstrap,
  SqlLabEstimateRequest,
  SqlLabExecuteRequest,
  SqlLabFormatRequest,
  SqlLabResultPayload,
  TableSchemaState,
  TabState,
} from '@loupe/core';
import { baseApi } from './baseApi';
import { listTag, type ListResponse } from './list';
import { risonQuery } from './rison';
import { browserTabSummary, keepTabsInBrowser, tabStateCall, tabsKeptInBrowser } from './tabStateTransport';

export type { QueryStatus, SqlLabBootstrap, TableSchemaState, TabState };

export const SAVED_QUERIES_RESOURCE = 'saved_query';
export const QUERIES_RESOURCE = 'query';

interface UserName {
  id?: number;
  first_name: string;
  last_name: string;
}

/** One row of `GET /api/v1/saved_query/` (list rows are open in core: `q.columns` picks them). */
export interface SavedQueryListItem {
  id: number;
  label: string;
  description?: string | null;
  sql: string | null;
  schema: string | null;
  database: { id: number; database_name: string } | null;
  changed_on_delta_humanized?: string;
  created_by?: UserName | null;
}

/** `GET /api/v1/saved_query/{id}` result. */
export type SavedQueryDetail = SavedQueryResult;

/** The body of `POST /savedqueryviewapi/api/create`: a saved query whose extra_json holds the schedule. */
export type ScheduleBody = SavedQueryCreateRequest;

/** Body of `POST /api/v1/saved_query/` and `PUT /api/v1/saved_query/{id}`. */
export type SavedQueryPayload = SavedQueryCreateRequest;

/** One row of `GET /api/v1/query/` (list rows are open in core: `q.columns` picks them). */
export interface QueryListItem {
  id: number;
  client_id: string;
  database: { id?: number; database_name: string } | null;
  database_id?: number;
  schema?: string | null;
  sql: string | null;
  executed_sql?: string | null;
  status: QueryStatus;
  rows?: number | null;
  tab_name?: string | null;
  user?: UserName | null;
  start_time?: number | string | null;
  end_time?: number | string | null;
  changed_on?: string | null;
}

export type ResultColumn = ResultColumnInfo;

/** The `query` object of an execute answer: Superset's Query.to_dict(). */
export type ExecutedQuery = QueryDict;

export type ExecuteBody = SqlLabExecuteRequest;

export type CtasMethod = NonNullable<SqlLabExecuteRequest['ctas_method']>;

/** A result row, keyed by column name. */
export type ResultRow = Record<string, unknown>;

/** The sync payload of execute and results, its rows (unchecked by core's schema) read as rows. */
export type ExecuteResponse = Omit<SqlLabResultPayload, 'data'> & { data: ResultRow[] };

/** What execute answers: the rows (200), or the query to follow for an async run (202). */
export type ExecuteAnswer = ExecuteResponse | SqlLabAsyncResponse;

/** A database of the bootstrap. */
export type SqlLabDatabase = SqlLabBootstrap['databases'][string];

/** The `table` form field of `POST /tableschemaview/`, kept whole by the server. */
export interface NewTableSchema {
  queryEditorId: number;
  dbId: number;
  schema: string | null;
  name: string;
  expanded: boolean;
}

/** Fields of `PUT /tabstateview/<id>`; each is sent as a JSON string in a form field. */
export interface TabStateUpdate {
  sql?: string;
  label?: string;
  dbId?: number | null;
  schema?: string | null;
  query_limit?: number;
  template_params?: string;
  /** Links the tab to the saved query it was saved as, so a later save updates it. */
  saved_query_id?: number;
  hide_left_bar?: boolean;
  autorun?: boolean;
  /** The client id of the tab's last run (Superset's latest_query_id). */
  latest_query_id?: string;
}

export interface NewTabState {
  name: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  /** Run the SQL as soon as the tab is shown (a link that asked for it). */
  autorun?: boolean;
}

/** `PUT /api/v1/dataset/{id}?override_columns=true`: a virtual dataset takes the query's SQL and columns. */
export interface DatasetOverwriteBody {
  sql: string;
  columns: { column_name: string; type: string | null; is_dttm: boolean }[];
  owners: number[];
  database_id: number;
}

/** The legacy tab state views take form fields whose values are JSON strings. */
function jsonForm(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(key, JSON.stringify(value));
  }
  return form;
}

function isRow(value: unknown): value is ResultRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRows(value: unknown): value is ResultRow[] {
  return Array.isArray(value) && value.every(isRow);
}

/**
 * The rows of a sync payload. The store freezes everything it keeps, walking every value; a frozen
 * array it leaves alone. Up to 100,000 result rows are read only, so freezing the array up front
 * spares that walk (~250 ms).
 */
function withRows(response: SqlLabResultPayload): ExecuteResponse {
  const data = isRows(response.data) ? response.data : [];
  Object.freeze(data);
  return { ...response, data };
}

function isResultPayload(
  response: SqlLabResultPayload | SqlLabAsyncResponse,
): response is SqlLabResultPayload {
  return 'columns' in response;
}

export const sqlLabApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabBootstrap: build.query<SqlLabBootstrap, void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: (response: { result: SqlLabBootstrap }) => {
        const { result } = response;
        // The server's tab states are where tabs live unless the flag turns that off (spec 000 §2).
        keepTabsInBrowser(result.common?.feature_flags?.SQLLAB_BACKEND_PERSISTENCE === false);
        return tabsKeptInBrowser() ? { ...result, ...browserTabSummary() } : result;
      },
    }),
    getSavedQuery: build.query<SavedQueryDetail, number>({
      query: (id) => `/api/v1/${SAVED_QUERIES_RESOURCE}/${id}`,
      transformResponse: (response: { id: number; result: Omit<SavedQueryDetail, 'id'> }) => ({
        ...response.result,
        id: response.id,
      }),
    }),
    /** A past run by the client id the editor gave it. */
    getQueryByClientId: build.query<QueryListItem | null, string>({
      query: (clientId) =>
        `/api/v1/${QUERIES_RESOURCE}/?${risonQuery({
          filters: [{ col: 'client_id', opr: 'eq', value: clientId }],
          page: 0,
          page_size: 1,
        })}`,
      transformResponse: (response: ListResponse<QueryListItem>) => response.result[0] ?? null,
    }),
    getTabState: build.query<TabState, number>({
      queryFn: tabStateCall(
        (id: number) => `/tabstateview/${id}`,
        (store, id) => store.get(id),
      ),
    }),
    createTabState: build.mutation<{ id: number }, NewTabState>({
      queryFn: tabStateCall(
        (queryEditor: NewTabState) => ({
          url: '/tabstateview/',
          method: 'POST',
          body: jsonForm({ queryEditor: { ...queryEditor, hideLeftBar: false, templateParams: '{}' } }),
        }),
        (store, queryEditor) => store.create(queryEditor),
      ),
    }),
    updateTabState: build.mutation<unknown, { id: number; fields: TabStateUpdate }>({
      queryFn: tabStateCall(
        ({ id, fields }: { id: number; fields: TabStateUpdate }) => ({
          url: `/tabstateview/${id}`,
          method: 'PUT',
          body: jsonForm({ ...fields }),
        }),
        (store, { id, fields }) => store.update(id, fields),
      ),
    }),
    deleteTabState: build.mutation<unknown, number>({
      queryFn: tabStateCall(
        (id: number) => ({ url: `/tabstateview/${id}`, method: 'DELETE' }),
        (store, id) => store.remove(id),
      ),
    }),
    activateTabState: build.mutation<unknown, number>({
      queryFn: tabStateCall(
        (id: number) => ({ url: `/tabstateview/${id}/activate`, method: 'POST' }),
        (store, id) => store.activate(id),
      ),
    }),
    executeSql: build.mutation<ExecuteAnswer, ExecuteBody>({
      query: (body) => ({ url: '/api/v1/sqllab/execute/', method: 'POST', body }),
      transformResponse: (response: SqlLabResultPayload | SqlLabAsyncResponse): ExecuteAnswer =>
        isResultPayload(response) ? withRows(response) : response,
    }),
    createSavedQuery: build.mutation<{ id: number }, SavedQueryPayload>({
      query: (body) => ({ url: `/api/v1/${SAVED_QUERIES_RESOURCE}/`, method: 'POST', body }),
      invalidatesTags: [listTag(SAVED_QUERIES_RESOURCE)],
    }),
    /** Superset's schedule button: a saved query whose extra_json holds the schedule (legacy FAB create). */
    scheduleQuery: build.mutation<unknown, ScheduleBody>({
      query: (body) => ({ url: '/savedqueryviewapi/api/create', method: 'POST', body }),
      invalidatesTags: [listTag(SAVED_QUERIES_RESOURCE)],
    }),
    updateSavedQuery: build.mutation<unknown, { id: number; body: SavedQueryPayload }>({
      query: ({ id, body }) => ({ url: `/api/v1/${SAVED_QUERIES_RESOURCE}/${id}`, method: 'PUT', body }),
      invalidatesTags: [listTag(SAVED_QUERIES_RESOURCE)],
    }),
    addTableSchema: build.mutation<{ id: number }, NewTableSchema>({
      queryFn: tabStateCall(
        (table: NewTableSchema) => ({ url: '/tableschemaview/', method: 'POST', body: jsonForm({ table }) }),
        (store, table) => store.addTableSchema(table),
      ),
    }),
    deleteTableSchema: build.mutation<unknown, number>({
      queryFn: tabStateCall(
        (id: number) => ({ url: `/tableschemaview/${id}`, method: 'DELETE' }),
        (store, id) => store.removeTableSchema(id),
      ),
    }),
    setTableSchemaExpanded: build.mutation<unknown, { id: number; expanded: boolean }>({
      queryFn: tabStateCall(
        ({ id, expanded }: { id: number; expanded: boolean }) => ({
          url: `/tableschemaview/${id}/expanded`,
          method: 'POST',
          body: jsonForm({ expanded }),
        }),
        (store, { id, expanded }) => store.setTableSchemaExpanded(id, expanded),
      ),
    }),
    /** Moves a run made in a browser-kept tab to the server tab it became (`migrate_query`). */
    migrateQuery: build.mutation<unknown, { tabId: number; clientId: string }>({
      query: ({ tabId, clientId }) => ({
        url: `/tabstateview/${tabId}/migrate_query`,
        method: 'POST',
        body: jsonForm({ queryId: clientId }),
      }),
    }),
    overwriteDataset: build.mutation<unknown, { id: number; body: DatasetOverwriteBody }>({
      query: ({ id, body }) => ({
        url: `/api/v1/dataset/${id}`,
        method: 'PUT',
        body,
        params: { override_columns: 'true' },
      }),
      invalidatesTags: [listTag('dataset')],
    }),
    formatSql: build.mutation<string, SqlLabFormatRequest>({
      query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
      transformResponse: (response: { result: string }) => response.result,
    }),
    estimateCost: build.mutation<Record<string, unknown>[], SqlLabEstimateRequest>({
      query: (body) => ({ url: '/api/v1/sqllab/estimate/', method: 'POST', body }),
      transformResponse: (response: { result: Record<string, unknown>[] }) => response.result,
    }),
    /** The caller's queries changed since a server time (epoch ms): how async runs report their state. */
    getQueriesUpdatedSince: build.query<ExecutedQuery[], number>({
      query: (lastUpdatedMs) =>
        `/api/v1/query/updated_since?${risonQuery({ last_updated_ms: lastUpdatedMs })}`,
      transformResponse: (response: { result: ExecutedQuery[] }) => response.result,
      keepUnusedDataFor: 0,
    }),
    /** An async run's rows from the results backend. */
    getQueryResults: build.query<ExecuteResponse, string>({
      query: (key) => `/api/v1/sqllab/results/?${risonQuery({ key })}`,
      transformResponse: withRows,
      keepUnusedDataFor: 0,
    }),
    stopQuery: build.mutation<unknown, string>({
      query: (clientId) => ({ url: '/api/v1/query/stop', method: 'POST', body: { client_id: clientId } }),
    }),
  }),
});

export const {
  useGetSqlLabBootstrapQuery,
  useGetSavedQueryQuery,
  useLazyGetSavedQueryQuery,
  useLazyGetQueryByClientIdQuery,
  useGetTabStateQuery,
  useCreateTabStateMutation,
  useUpdateTabStateMutation,
  useDeleteTabStateMutation,
  useActivateTabStateMutation,
  useExecuteSqlMutation,
  useStopQueryMutation,
  useLazyGetQueriesUpdatedSinceQuery,
  useLazyGetQueryResultsQuery,
  useCreateSavedQueryMutation,
  useScheduleQueryMutation,
  useUpdateSavedQueryMutation,
  useAddTableSchemaMutation,
  useDeleteTableSchemaMutation,
  useSetTableSchemaExpandedMutation,
  useMigrateQueryMutation,
  useOverwriteDatasetMutation,
  useFormatSqlMutation,
  useEstimateCostMutation,
} = sqlLabApi;
