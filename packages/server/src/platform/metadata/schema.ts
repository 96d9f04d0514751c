import type { Generated } from 'kysely';

/**
 * Kysely's view of the metadata store. Booleans are 0/1 integers and timestamps ISO text in both
 * SQLite and PostgreSQL (see migrations/columns.ts). Tables are typed here as repositories start
 * using them.
 */
export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  username: string;
  password: string | null;
  active: number;
  email: string;
  last_login: string | null;
  login_count: Generated<number>;
  fail_login_count: Generated<number>;
  created_on: string | null;
  changed_on: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

export interface UserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
}

export interface PermissionViewTable {
  id: Generated<number>;
  permission_id: number;
  view_menu_id: number;
}

export interface PermissionViewRoleTable {
  id: Generated<number>;
  permission_view_id: number;
  role_id: number;
}

/** Columns every audited object has (Superset's AuditMixin). */
export interface AuditColumns {
  created_on: string | null;
  changed_on: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DatabaseTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  verbose_name: string | null;
  /** Stored without the password; the password lives encrypted in `password`. */
  sqlalchemy_uri: string;
  password: string | null;
  cache_timeout: number | null;
  force_ctas_schema: string | null;
  extra: string | null;
  encrypted_extra: string | null;
  server_cert: string | null;
  configuration_method: string | null;
  expose_in_sqllab: number;
  allow_run_async: number;
  allow_ctas: number;
  allow_cvas: number;
  allow_dml: number;
  allow_file_upload: number;
  impersonate_user: number;
  is_managed_externally: number;
  external_url: string | null;
}

export interface DatasetTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  table_name: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  template_params: string | null;
  fetch_values_predicate: string | null;
  extra: string | null;
  external_url: string | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  is_sqllab_view: number;
  filter_select_enabled: number;
  normalize_columns: number;
  always_filter_main_dttm: number;
  is_managed_externally: number;
}

export interface DatasetColumnTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  advanced_data_type: string | null;
  description: string | null;
  expression: string | null;
  python_date_format: string | null;
  extra: string | null;
  is_dttm: number;
  is_active: number;
  groupby: number;
  filterable: number;
}

export interface DatasetMetricTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}

export interface OwnerLinkTable {
  id: Generated<number>;
  user_id: number;
  table_id: number;
}

export interface SavedQueryTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  rows: number | null;
  last_run: string | null;
}

export interface TabStateTable extends AuditColumns {
  id: Generated<number>;
  user_id: number;
  label: string | null;
  active: Generated<number>;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query_id: string | null;
  template_params: string | null;
  saved_query_id: number | null;
  extra_json: string | null;
  autorun: Generated<number>;
  hide_left_bar: Generated<number>;
}

export interface TableSchemaTable extends AuditColumns {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string | null;
  description: string | null;
  expanded: Generated<number>;
}

export interface KeyValueTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  expires_on: string | null;
}

export interface FavstarTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: string | null;
}

/** A chart (Superset's Slice). */
export interface SliceTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  datasource_name: string | null;
  viz_type: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  certified_by: string | null;
  certification_details: string | null;
  external_url: string | null;
  last_saved_at: string | null;
  last_saved_by_fk: number | null;
  is_managed_externally: Generated<number>;
}

export interface SliceUserTable {
  id: Generated<number>;
  user_id: number;
  slice_id: number;
}

export interface DashboardSliceTable {
  id: Generated<number>;
  dashboard_id: number;
  slice_id: number;
}

/** A dashboard (Superset `dashboards`; every column exists since migration 0001). */
export interface DashboardTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string | null;
  position_json: string | null;
  description: string | null;
  css: string | null;
  json_metadata: string | null;
  slug: string | null;
  certified_by: string | null;
  certification_details: string | null;
  external_url: string | null;
  published: Generated<number>;
  is_managed_externally: Generated<number>;
}

/** A dashboard owner (`dashboard_user`). */
export interface DashboardUserTable {
  id: Generated<number>;
  user_id: number;
  dashboard_id: number;
}

/** A role a dashboard is shared with under DASHBOARD_RBAC (`dashboard_roles`). */
export interface DashboardRoleTable {
  id: Generated<number>;
  role_id: number;
  dashboard_id: number;
}

/** The `query` table: one row per SQL Lab run (Superset's Query model). */
export interface QueryTable {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  user_id: number | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string | null;
  ctas_method: string | null;
  progress: Generated<number>;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  start_time: string | null;
  start_running_time: string | null;
  end_time: string | null;
  end_result_backend_time: string | null;
  tracking_url: string | null;
  extra_json: string | null;
  changed_on: string | null;
  select_as_cta: Generated<number>;
  select_as_cta_used: Generated<number>;
}

/** A login ended by logout, kept until its last token expires (migration 0002). */
export interface RevokedSessionTable {
  sid: string;
  revoked_on: string;
  expires_on: string;
}

/** A user's current token generation; tokens of earlier generations are revoked (migration 0002). */
export interface UserTokenGenerationTable {
  user_id: number;
  generation: Generated<number>;
}

/** An annotation layer (migration 0003). */
export interface AnnotationLayerTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  descr: string | null;
}

/** An annotation of a layer; times are naive ISO text (migration 0003). */
export interface AnnotationTable extends AuditColumns {
  id: Generated<number>;
  layer_id: number;
  start_dttm: string | null;
  end_dttm: string | null;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

export interface MetadataSchema {
  dbs: DatabaseTable;
  tables: DatasetTable;
  table_columns: DatasetColumnTable;
  sql_metrics: DatasetMetricTable;
  sqlatable_user: OwnerLinkTable;
  ab_user: UserTable;
  ab_role: NamedTable;
  ab_user_role: UserRoleTable;
  ab_permission: NamedTable;
  ab_view_menu: NamedTable;
  ab_permission_view: PermissionViewTable;
  ab_permission_view_role: PermissionViewRoleTable;
  query: QueryTable;
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  key_value: KeyValueTable;
  favstar: FavstarTable;
  slices: SliceTable;
  slice_user: SliceUserTable;
  dashboard_slices: DashboardSliceTable;
  dashboards: DashboardTable;
  dashboard_user: DashboardUserTable;
  dashboard_roles: DashboardRoleTable;
  loupe_revoked_session: RevokedSessionTable;
  loupe_user_token_generation: UserTokenGenerationTable;
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}

export const toBool = (v: number | boolean | null | undefined): boolean => Boolean(v);
export const fromBool = (v: boolean): number => (v ? 1 : 0);
export const nowIso = (): string => new Date().toISOString();
