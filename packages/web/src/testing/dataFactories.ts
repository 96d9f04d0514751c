import type { DatabaseDetail, DatabaseListItem } from '../api/databases';
import type {
  AvailableEngine,
  DatasetColumnResult,
  DatasetMetricResult,
  DatasetResult,
  DatasourceData,
  TableMetadataResponse,
} from '@loupe/core';
import type { DatasetListItem } from '../api/datasets';

export function createMockDatabaseListItem(partial: Partial<DatabaseListItem> = {}): DatabaseListItem {
  const id = partial.id ?? 1;
  return {
    id,
    database_name: `db${id}`,
    backend: 'duckdb',
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_dml: false,
    allow_file_upload: false,
    allow_ctas: false,
    allow_cvas: false,
    created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
    changed_on: '2024-01-02T03:04:05',
    changed_on_delta_humanized: '2 days ago',
    ...partial,
  };
}

export function createMockDatabase(partial: Partial<DatabaseDetail> = {}): DatabaseDetail {
  return {
    id: 1,
    database_name: 'examples',
    sqlalchemy_uri: 'duckdb:///data/examples.duckdb',
    backend: 'duckdb',
    configuration_method: 'sqlalchemy_form',
    engine: 'duckdb',
    expose_in_sqllab: true,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allow_run_async: false,
    allow_file_upload: false,
    force_ctas_schema: null,
    cache_timeout: null,
    impersonate_user: false,
    extra: JSON.stringify({ metadata_params: {}, engine_params: {}, allows_virtual_table_explore: true }),
    // The rest of what the server sends (core's DatabaseResult), so fakes keep the wire contract.
    uuid: '00000000-0000-4000-8000-000000000001',
    driver: 'duckdb_engine',
    parameters: {},
    server_cert: null,
    is_managed_externally: false,
    external_url: null,
    allows_subquery: true,
    allows_cost_estimate: true,
    allows_virtual_table_explore: true,
    disable_data_preview: false,
    engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
    ...partial,
  };
}

const POSTGRES_PARAMETERS = {
  type: 'object',
  properties: {
    host: { type: 'string' },
    port: { type: 'integer' },
    database: { type: 'string' },
    username: { type: 'string', nullable: true },
    password: { type: 'string', nullable: true },
    query: { type: 'object' },
    encryption: { type: 'boolean' },
  },
  required: ['host', 'port', 'database', 'username'],
};

/** The `available` answer: PostgreSQL (dynamic form) and DuckDB preferred, SQLite by URI only. */
export function createMockEngines(): AvailableEngine[] {
  return [
    {
      name: 'PostgreSQL',
      engine: 'postgresql',
      default_driver: 'psycopg2',
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      available_drivers: ['psycopg2'],
      preferred: true,
      parameters: POSTGRES_PARAMETERS,
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: false,
        supports_dynamic_catalog: false,
      },
    },
    {
      name: 'DuckDB',
      engine: 'duckdb',
      default_driver: 'duckdb_engine',
      available_drivers: ['duckdb_engine'],
      sqlalchemy_uri_placeholder: 'duckdb:////path/to/duck.db',
      preferred: true,
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: true,
        supports_dynamic_catalog: false,
      },
    },
    {
      name: 'SQLite',
      engine: 'sqlite',
      default_driver: 'pysqlite',
      available_drivers: ['pysqlite'],
      sqlalchemy_uri_placeholder: 'sqlite:///path/to/file.db',
      preferred: false,
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: true,
        supports_dynamic_catalog: false,
      },
    },
  ];
}

export function createMockDatasetListItem(partial: Partial<DatasetListItem> = {}): DatasetListItem {
  const id = partial.id ?? 1;
  return {
    id,
    table_name: `table${id}`,
    kind: 'physical',
    schema: 'main',
    sql: null,
    database: { id: 1, database_name: 'examples' },
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
    changed_by_name: 'Ada Admin',
    changed_on_delta_humanized: 'a day ago',
    explore_url: `/explore/?datasource_type=table&datasource_id=${id}`,
    description: null,
    extra: null,
    ...partial,
  };
}

/** Superset's GenericDataType codes, as the server sends them in `type_generic`. */
export const GENERIC_TYPE = { numeric: 0, string: 1, temporal: 2, boolean: 3 } as const;

export function createMockColumn(partial: Partial<DatasetColumnResult> = {}): DatasetColumnResult {
  const id = partial.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    column_name: 'col',
    type: 'VARCHAR',
    type_generic: GENERIC_TYPE.string,
    verbose_name: null,
    description: null,
    expression: null,
    filterable: true,
    groupby: true,
    is_active: true,
    is_dttm: false,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
    created_on: '2024-01-02T03:04:05',
    changed_on: '2024-01-02T03:04:05',
    ...partial,
  };
}

export function createMockMetric(partial: Partial<DatasetMetricResult> = {}): DatasetMetricResult {
  const id = partial.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
    metric_name: 'count',
    expression: 'COUNT(*)',
    metric_type: 'count',
    verbose_name: null,
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    created_on: '2024-01-02T03:04:05',
    changed_on: '2024-01-02T03:04:05',
    ...partial,
  };
}

/** The flights example as `GET /api/v1/dataset/{id}` describes it (core's DatasetResult). */
export function createMockDataset(partial: Partial<DatasetResult> = {}): DatasetResult {
  const id = partial.id ?? 7;
  const tableName = partial.table_name ?? 'flights';
  const schema = partial.schema === undefined ? 'main' : partial.schema;
  const columns = partial.columns ?? [
    createMockColumn({
      id: 11,
      column_name: 'date',
      type: 'TIMESTAMP',
      type_generic: GENERIC_TYPE.temporal,
      is_dttm: true,
    }),
    createMockColumn({ id: 12, column_name: 'delay', type: 'INTEGER', type_generic: GENERIC_TYPE.numeric }),
    createMockColumn({ id: 13, column_name: 'origin', type: 'VARCHAR' }),
  ];
  return {
    id,
    uuid: `00000000-0000-4000-a000-${String(id).padStart(12, '0')}`,
    uid: `${id}__table`,
    datasource_type: 'table',
    datasource_name: tableName,
    name: schema ? `${schema}.${tableName}` : tableName,
    table_name: tableName,
    database: { id: 1, database_name: 'examples', backend: 'duckdb', allow_multi_catalog: false },
    catalog: null,
    schema,
    sql: null,
    select_star: `SELECT\n  *\nFROM ${schema ? `${schema}.` : ''}${tableName}\nLIMIT 100`,
    kind: 'physical',
    columns,
    metrics: [createMockMetric({ id: 21 })],
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
    main_dttm_col: 'date',
    description: null,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    offset: 0,
    default_endpoint: null,
    cache_timeout: null,
    is_sqllab_view: false,
    template_params: null,
    extra: null,
    is_managed_externally: false,
    external_url: null,
    verbose_map: Object.fromEntries(columns.map((c) => [c.column_name, c.verbose_name ?? c.column_name])),
    url: `/tablemodelview/edit/${id}`,
    explore_url: `/explore/?datasource_type=table&datasource_id=${id}`,
    edit_url: `/tablemodelview/edit/${id}`,
    perm: `[examples].[${tableName}](id:${id})`,
    created_on: '2024-01-02T03:04:05',
    changed_on: '2024-01-02T03:04:05',
    changed_on_humanized: 'a day ago',
    ...partial,
  };
}

/** The datasource JSON (core's DatasourceData) the server sends beside a created dataset. */
export function createMockDatasourceData(dataset: DatasetResult = createMockDataset()): DatasourceData {
  return {
    ...dataset,
    type: 'table',
    owners: dataset.owners.map((owner) => owner.id),
    granularity_sqla: dataset.columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]),
    time_grain_sqla: [],
    filter_select: dataset.filter_select_enabled,
  };
}

/** `GET /api/v1/database/{id}/table_metadata/` (core's TableMetadataResponse) for columns given by name and type. */
export function createMockTableMetadata(
  name: string,
  columns: { name: string; type: string }[],
  partial: Partial<TableMetadataResponse> = {},
): TableMetadataResponse {
  return {
    name,
    columns: columns.map((column) => ({ ...column, longType: column.type, keys: [], comment: null })),
    selectStar: `SELECT * FROM "main"."${name}" LIMIT 100`,
    primaryKey: { column_names: [], name: null, type: 'pk' },
    foreignKeys: [],
    indexes: [],
    comment: null,
    ...partial,
  };
}
