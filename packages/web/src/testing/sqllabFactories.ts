import type {
  QueryDict,
  SavedQueryResult,
  SqlLabBootstrap,
  SqlLabConf,
  SqlLabDatabase,
  SqlLabResultPayload,
  TableSchemaState,
  TabState,
} from '@loupe/core';
import type { ExecuteResponse, ResultRow } from '../api/sqllab';

/** A query as the server's Query.to_dict() sends it (core's QueryDict); `partial` overrides fields. */
export function createMockQuery(partial: Partial<QueryDict> = {}): QueryDict {
  const queryId = partial.queryId ?? 1;
  return {
    id: `q${queryId}`,
    queryId,
    serverId: queryId,
    dbId: 1,
    db: 'examples',
    sql: 'SELECT 1',
    executedSql: 'SELECT 1',
    state: 'success',
    progress: 100,
    rows: 0,
    limit: 1000,
    limitingFactor: null,
    startDttm: 1704164645000,
    endDttm: 1704164646000,
    errorMessage: null,
    catalog: null,
    schema: 'main',
    ctas: false,
    ctas_method: null,
    tempSchema: null,
    tempTable: null,
    sqlEditorId: '1',
    tab: 'Untitled Query 1',
    userId: 1,
    user: 'Ada Admin',
    resultsKey: null,
    trackingUrl: null,
    changed_on: '2024-01-02T03:04:06',
    extra: {},
    ...partial,
  };
}

/** A database of the bootstrap (core's SqlLabDatabase); `partial` overrides fields. */
export function createMockSqlLabDatabase(partial: Partial<SqlLabDatabase> = {}): SqlLabDatabase {
  return {
    id: 1,
    database_name: 'examples',
    backend: 'sqlite',
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_file_upload: false,
    allows_subquery: true,
    force_ctas_schema: null,
    disable_data_preview: false,
    allows_virtual_table_explore: true,
    engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
    ...partial,
  };
}

/** A table card of a tab (Superset's TableSchema.to_dict()); `partial` overrides fields. */
export function createMockTableSchema(partial: Partial<TableSchemaState> = {}): TableSchemaState {
  return {
    id: 1,
    tab_state_id: 1,
    database_id: 1,
    catalog: null,
    schema: 'main',
    table: 'flights',
    description: null,
    expanded: true,
    ...partial,
  };
}

type TabStatePartial = Partial<Omit<TabState, 'table_schemas'>> & {
  table_schemas?: Partial<TableSchemaState>[];
};

/** `GET /tabstateview/<id>`'s answer (core's TabState); `partial` overrides fields. */
export function createMockTabState(partial: TabStatePartial = {}): TabState {
  const { table_schemas: tables = [], ...rest } = partial;
  const id = rest.id ?? 1;
  return {
    id,
    user_id: 1,
    label: `Untitled Query ${id}`,
    active: true,
    database_id: 1,
    catalog: null,
    schema: 'main',
    sql: 'SELECT 1',
    query_limit: 1000,
    latest_query: null,
    autorun: false,
    template_params: null,
    hide_left_bar: false,
    saved_query: null,
    extra_json: null,
    ...rest,
    table_schemas: tables.map((table) => createMockTableSchema({ tab_state_id: id, ...table })),
  };
}

type BootstrapPartial = Partial<Omit<SqlLabBootstrap, 'common' | 'databases' | 'active_tab'>> & {
  databases?: Record<string, Partial<SqlLabDatabase>>;
  active_tab?: TabStatePartial | null;
  common?: { conf?: Partial<SqlLabConf>; feature_flags?: Record<string, boolean> };
};

/** `GET /api/v1/sqllab/`'s answer (core's SqlLabBootstrapResponse); `partial` overrides `result`'s fields. */
export function createMockSqlLabBootstrap(partial: BootstrapPartial = {}): { result: SqlLabBootstrap } {
  const { common, databases = {}, active_tab: activeTab = null, ...rest } = partial;
  return {
    result: {
      tab_state_ids: [],
      queries: {},
      ...rest,
      active_tab: activeTab && createMockTabState(activeTab),
      databases: Object.fromEntries(
        Object.entries(databases).map(([key, database]) => [key, createMockSqlLabDatabase(database)]),
      ),
      common: {
        conf: { DEFAULT_SQLLAB_LIMIT: 1000, DISPLAY_MAX_ROW: 10000, SQL_MAX_ROW: 100000, ...common?.conf },
        feature_flags: { ...common?.feature_flags },
      },
    },
  };
}

type ResultPartial = Partial<Omit<SqlLabResultPayload, 'query'>> & { query?: Partial<QueryDict> };

/** The sync payload of `/sqllab/execute/` and `/sqllab/results/` (core's SqlLabResultPayload). */
export function createMockQueryResult(partial: ResultPartial = {}): SqlLabResultPayload {
  const { query, ...rest } = partial;
  const columns = rest.columns ?? [];
  const queryId = rest.query_id ?? query?.queryId ?? 1;
  const data = Array.isArray(rest.data) ? rest.data : [];
  return {
    query_id: queryId,
    status: 'success',
    data,
    columns,
    selected_columns: columns,
    expanded_columns: [],
    ...rest,
    query: createMockQuery({ queryId, rows: data.length, ...query }),
  };
}

/** The sync payload as the web's API layer hands it on (ExecuteResponse): its rows read as rows. */
export function createMockExecuteResponse(
  partial: Omit<ResultPartial, 'data'> & { data?: ResultRow[] } = {},
): ExecuteResponse {
  const data = partial.data ?? [];
  return { ...createMockQueryResult({ ...partial, data }), data };
}

/** A saved query as `GET /api/v1/saved_query/{id}` sends it (core's SavedQueryResult). */
export function createMockSavedQuery(partial: Partial<SavedQueryResult> = {}): SavedQueryResult {
  const id = partial.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-b000-${String(id).padStart(12, '0')}`,
    catalog: null,
    schema: 'main',
    label: `Query ${id}`,
    description: '',
    sql: 'SELECT 1',
    sql_tables: [],
    template_parameters: null,
    extra_json: '{}',
    rows: null,
    last_run: null,
    created_on: '2024-01-02T03:04:05',
    changed_on: '2024-01-02T03:04:05',
    changed_on_delta_humanized: 'a day ago',
    created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
    changed_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
    database: { id: 1, database_name: 'examples' },
    ...partial,
  };
}
