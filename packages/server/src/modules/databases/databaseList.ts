import { sql, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

/** /api/v1/database/ as Superset lists it. The page size is uncapped there (`-1` = all). */
export const DATABASE_LIST: ListResourceDef = {
  resource: 'database',
  table: 'dbs',
  view: 'Database',
  listTitle: 'List Database',
  singular: 'database',
  plural: 'databases',
  columns: {
    id: { label: 'Id', type: 'integer' },
    uuid: { label: 'Uuid', type: 'string' },
    database_name: { label: 'Database', type: 'string' },
    expose_in_sqllab: { label: 'Expose in SQL Lab', type: 'boolean' },
    allow_run_async: { label: 'Asynchronous query execution', type: 'boolean' },
    allow_dml: { label: 'Allow DML', type: 'boolean' },
    allow_file_upload: { label: 'Allow file uploads to database', type: 'boolean' },
    allow_ctas: { label: 'Allow CREATE TABLE AS', type: 'boolean' },
    allow_cvas: { label: 'Allow CREATE VIEW AS', type: 'boolean' },
    cache_timeout: { label: 'Chart Cache Timeout', type: 'integer' },
    force_ctas_schema: { label: 'Force CTAS schema', type: 'string' },
    extra: { label: 'Extra', type: 'text' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
  },
  relations: {
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: [
    'id',
    'uuid',
    'database_name',
    'expose_in_sqllab',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'cache_timeout',
    'force_ctas_schema',
    'extra',
    'created_on',
    'changed_on',
    'created_by',
    'changed_by',
  ],
  orderColumns: [
    'database_name',
    'allow_run_async',
    'allow_dml',
    'allow_file_upload',
    'expose_in_sqllab',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  orderExpressions: { changed_on_delta_humanized: () => sql.ref('dbs.changed_on') },
  customFilters: {
    // Superset's filter for the upload form: databases that accept file uploads.
    allow_file_upload: {
      upload_is_enabled: (value) =>
        value === true || value === 'true'
          ? sql<SqlBool>`dbs.allow_file_upload = 1`
          : sql<SqlBool>`dbs.allow_file_upload = 0`,
    },
  },
  searchFilters: {
    id: ['eq', 'in'],
    database_name: TEXT_OPS,
    expose_in_sqllab: ['eq'],
    allow_file_upload: ['eq'],
    allow_dml: ['eq'],
    allow_run_async: ['eq'],
    created_by: ['rel_o_m'],
    changed_by: ['rel_o_m'],
  },
  relatedColumns: ['created_by', 'changed_by'],
  distinctColumns: ['database_name'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: null,
  addColumns: [],
  editColumns: [],
};
