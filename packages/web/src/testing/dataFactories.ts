import type { AvailableEngine, DatabaseDetail, DatabaseListItem } from '../api/databases';
import type { Dataset, DatasetColumn, DatasetListItem, DatasetMetric } from '../api/datasets';

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

const POSTGRES_PARAMETERS: AvailableEngine['parameters'] = {
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
      preferred: true,
      parameters: POSTGRES_PARAMETERS,
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: false },
    },
    {
      name: 'DuckDB',
      engine: 'duckdb',
      default_driver: 'duckdb_engine',
      sqlalchemy_uri_placeholder: 'duckdb:////path/to/duck.db',
      preferred: true,
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
    },
    {
      name: 'SQLite',
      engine: 'sqlite',
      default_driver: 'pysqlite',
      sqlalchemy_uri_placeholder: 'sqlite:///path/to/file.db',
      preferred: false,
      engine_information: { supports_file_upload: true, disable_ssh_tunneling: true },
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

export function createMockColumn(partial: Partial<DatasetColumn> = {}): DatasetColumn {
  return {
    id: 1,
    column_name: 'col',
    type: 'VARCHAR',
    type_generic: 'string',
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
    ...partial,
  };
}

export function createMockMetric(partial: Partial<DatasetMetric> = {}): DatasetMetric {
  return {
    id: 1,
    metric_name: 'count',
    expression: 'COUNT(*)',
    metric_type: 'count',
    verbose_name: null,
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    ...partial,
  };
}

/** The flights example as `GET /api/v1/dataset/{id}` describes it. */
export function createMockDataset(partial: Partial<Dataset> = {}): Dataset {
  return {
    id: 7,
    table_name: 'flights',
    schema: 'main',
    sql: null,
    database: { id: 1, database_name: 'examples', backend: 'duckdb' },
    columns: [
      createMockColumn({
        id: 11,
        column_name: 'date',
        type: 'TIMESTAMP',
        type_generic: 'temporal',
        is_dttm: true,
      }),
      createMockColumn({ id: 12, column_name: 'delay', type: 'INTEGER', type_generic: 'numeric' }),
      createMockColumn({ id: 13, column_name: 'origin', type: 'VARCHAR' }),
    ],
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
    kind: 'physical',
    is_managed_externally: false,
    external_url: null,
    ...partial,
  };
}
