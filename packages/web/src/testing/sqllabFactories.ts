import type {
  QueryDict,
  SavedQueryResult,
  SqlLabBootstrap,
  SqlLabConf,
  SqlLabResultPayload,
} from '@loupe/core';

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

type BootstrapPartial = Partial<Omit<SqlLabBootstrap, 'common'>> & {
  common?: { conf?: Partial<SqlLabConf>; feature_flags?: Record<string, boolean> };
};

/** `GET /api/v1/sqllab/`'s answer (core's SqlLabBootstrapResponse); `partial` overrides `result`'s fields. */
export function createMockSqlLabBootstrap(partial: BootstrapPartial = {}): { result: SqlLabBootstrap } {
  const { common, ...rest } = partial;
  return {
    result: {
      tab_state_ids: [],
      active_tab: null,
      databases: {},
      queries: {},
      ...rest,
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
