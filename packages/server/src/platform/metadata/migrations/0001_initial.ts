import type { Kysely } from 'kysely';
import { bool, dialectOf, withAudit, withId, type Dialect } from './columns.js';

/**
 * The first metadata schema. Table and column names follow Superset's, so a reader of Superset's
 * models finds the same things here; later issues add columns and tables in new migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  await createSecurityTables(db, d);
  await createDataTables(db, d);
  await createContentTables(db, d);
  await createSqlLabTables(db, d);
  await createSupportTables(db, d);
  await createReportTables(db, d);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'report_execution_log',
    'report_recipient',
    'report_schedule_user',
    'report_schedule',
    'logs',
    'key_value',
    'favstar',
    'table_schema',
    'tab_state',
    'query',
    'saved_query',
    'dashboard_roles',
    'dashboard_user',
    'dashboard_slices',
    'dashboards',
    'slice_user',
    'slices',
    'sqlatable_user',
    'sql_metrics',
    'table_columns',
    'tables',
    'dbs',
    'ab_permission_view_role',
    'ab_permission_view',
    'ab_view_menu',
    'ab_permission',
    'ab_user_role',
    'ab_role',
    'ab_user',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}

/** A many-to-many link table with cascading deletes on both sides. */
async function createLink(
  db: Kysely<unknown>,
  d: Dialect,
  name: string,
  left: [column: string, table: string],
  right: [column: string, table: string],
): Promise<void> {
  await withId(db.schema.createTable(name), d)
    .addColumn(left[0], 'integer', (c) => c.notNull().references(`${left[1]}.id`).onDelete('cascade'))
    .addColumn(right[0], 'integer', (c) => c.notNull().references(`${right[1]}.id`).onDelete('cascade'))
    .addUniqueConstraint(`uq_${name}`, [left[0], right[0]])
    .execute();
}

async function createSecurityTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  await withId(db.schema.createTable('ab_user'), d)
    .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password', 'varchar(256)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('last_login', 'text')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'text')
    .addColumn('changed_on', 'text')
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_by_fk', 'integer')
    .execute();
  await withId(db.schema.createTable('ab_role'), d)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await createLink(db, d, 'ab_user_role', ['user_id', 'ab_user'], ['role_id', 'ab_role']);
  await withId(db.schema.createTable('ab_permission'), d)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .execute();
  await withId(db.schema.createTable('ab_view_menu'), d)
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .execute();
  await createLink(
    db,
    d,
    'ab_permission_view',
    ['permission_id', 'ab_permission'],
    ['view_menu_id', 'ab_view_menu'],
  );
  await createLink(
    db,
    d,
    'ab_permission_view_role',
    ['permission_view_id', 'ab_permission_view'],
    ['role_id', 'ab_role'],
  );
}

async function createDataTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  let dbs = withAudit(withId(db.schema.createTable('dbs'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('verbose_name', 'varchar(250)')
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('force_ctas_schema', 'varchar(250)')
    .addColumn('extra', 'text')
    .addColumn('encrypted_extra', 'text')
    .addColumn('server_cert', 'text')
    .addColumn('configuration_method', 'varchar(255)');
  for (const [name, dflt] of [
    ['expose_in_sqllab', true],
    ['allow_run_async', false],
    ['allow_ctas', false],
    ['allow_cvas', false],
    ['allow_dml', false],
    ['allow_file_upload', false],
    ['impersonate_user', false],
    ['is_managed_externally', false],
  ] as const) {
    dbs = bool(dbs, name, dflt);
  }
  await dbs.addColumn('external_url', 'text').execute();

  let tables = withAudit(withId(db.schema.createTable('tables'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(255)')
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('template_params', 'text')
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('extra', 'text')
    .addColumn('external_url', 'text')
    .addColumn('perm', 'varchar(1000)')
    .addColumn('schema_perm', 'varchar(1000)')
    .addColumn('catalog_perm', 'varchar(1000)');
  for (const [name, dflt] of [
    ['is_sqllab_view', false],
    ['filter_select_enabled', true],
    ['normalize_columns', false],
    ['always_filter_main_dttm', false],
    ['is_managed_externally', false],
  ] as const) {
    tables = bool(tables, name, dflt);
  }
  await tables
    .addUniqueConstraint('uq_tables_db_catalog_schema_name', [
      'database_id',
      'catalog',
      'schema',
      'table_name',
    ])
    .execute();

  let columns = withAudit(withId(db.schema.createTable('table_columns'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('description', 'text')
    .addColumn('expression', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('extra', 'text');
  for (const [name, dflt] of [
    ['is_dttm', false],
    ['is_active', true],
    ['groupby', true],
    ['filterable', true],
  ] as const) {
    columns = bool(columns, name, dflt);
  }
  await columns.addUniqueConstraint('uq_table_columns_name', ['table_id', 'column_name']).execute();

  await withAudit(withId(db.schema.createTable('sql_metrics'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('uq_sql_metrics_name', ['table_id', 'metric_name'])
    .execute();
  await createLink(db, d, 'sqlatable_user', ['user_id', 'ab_user'], ['table_id', 'tables']);
}

async function createContentTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  await bool(withAudit(withId(db.schema.createTable('slices'), d)), 'is_managed_externally', false)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'varchar(200)')
    .addColumn('datasource_name', 'varchar(2000)')
    .addColumn('viz_type', 'varchar(250)')
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('perm', 'varchar(1000)')
    .addColumn('schema_perm', 'varchar(1000)')
    .addColumn('catalog_perm', 'varchar(1000)')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'text')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .execute();
  await createLink(db, d, 'slice_user', ['user_id', 'ab_user'], ['slice_id', 'slices']);

  let dashboards = withAudit(withId(db.schema.createTable('dashboards'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'varchar(500)')
    .addColumn('position_json', 'text')
    .addColumn('description', 'text')
    .addColumn('css', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('slug', 'varchar(255)', (c) => c.unique())
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .addColumn('external_url', 'text');
  dashboards = bool(bool(dashboards, 'published', false), 'is_managed_externally', false);
  await dashboards.execute();
  await createLink(db, d, 'dashboard_slices', ['dashboard_id', 'dashboards'], ['slice_id', 'slices']);
  await createLink(db, d, 'dashboard_user', ['user_id', 'ab_user'], ['dashboard_id', 'dashboards']);
  await createLink(db, d, 'dashboard_roles', ['role_id', 'ab_role'], ['dashboard_id', 'dashboards']);
}

async function createSqlLabTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  await withAudit(withId(db.schema.createTable('saved_query'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)')
    .addColumn('description', 'text')
    .addColumn('sql', 'text')
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'text')
    .execute();

  let query = withId(db.schema.createTable('query'), d)
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(255)')
    .addColumn('ctas_method', 'varchar(16)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('start_time', 'text')
    .addColumn('start_running_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('end_result_backend_time', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('changed_on', 'text');
  query = bool(bool(query, 'select_as_cta', false), 'select_as_cta_used', false);
  await query.execute();
  await db.schema
    .createIndex('ix_query_user_changed_on')
    .on('query')
    .columns(['user_id', 'changed_on'])
    .execute();

  let tab = withAudit(withId(db.schema.createTable('tab_state'), d))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)')
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(11)')
    .addColumn('template_params', 'text')
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
    .addColumn('extra_json', 'text');
  tab = bool(bool(bool(tab, 'active', false), 'autorun', false), 'hide_left_bar', false);
  await tab.execute();

  await bool(withAudit(withId(db.schema.createTable('table_schema'), d)), 'expanded', false)
    .addColumn('tab_state_id', 'integer', (c) => c.notNull().references('tab_state.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('table', 'varchar(256)')
    .addColumn('description', 'text')
    .execute();
}

async function createSupportTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  await withId(db.schema.createTable('favstar'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'text')
    .addUniqueConstraint('uq_favstar', ['user_id', 'class_name', 'obj_id'])
    .execute();

  await withAudit(withId(db.schema.createTable('key_value'), d))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text')
    .execute();

  await withId(db.schema.createTable('logs'), d)
    .addColumn('action', 'varchar(512)')
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();
  await db.schema.createIndex('ix_logs_user_dttm').on('logs').columns(['user_id', 'dttm']).execute();
}

async function createReportTables(db: Kysely<unknown>, d: Dialect): Promise<void> {
  let report = withAudit(withId(db.schema.createTable('report_schedule'), d))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'varchar(255)')
    .addColumn('report_format', 'varchar(50)', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('sql', 'text')
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('last_eval_dttm', 'text')
    .addColumn('last_state', 'varchar(50)')
    .addColumn('last_value', 'double precision')
    .addColumn('last_value_row_json', 'text')
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text')
    .addColumn('log_retention', 'integer', (c) => c.defaultTo(90))
    .addColumn('grace_period', 'integer', (c) => c.defaultTo(14400))
    .addColumn('working_timeout', 'integer', (c) => c.defaultTo(3600))
    .addColumn('custom_width', 'integer')
    .addColumn('custom_height', 'integer')
    .addColumn('email_subject', 'varchar(255)')
    .addColumn('extra_json', 'text');
  report = bool(bool(report, 'active', true), 'force_screenshot', false);
  await report.addUniqueConstraint('uq_report_schedule_name_type', ['name', 'type']).execute();
  await createLink(
    db,
    d,
    'report_schedule_user',
    ['user_id', 'ab_user'],
    ['report_schedule_id', 'report_schedule'],
  );
  await withId(db.schema.createTable('report_recipient'), d)
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .execute();
  await withId(db.schema.createTable('report_execution_log'), d)
    .addColumn('uuid', 'varchar(36)')
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('start_dttm', 'text')
    .addColumn('end_dttm', 'text')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .execute();
}
