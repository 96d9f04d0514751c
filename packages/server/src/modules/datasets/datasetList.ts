import { sql, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { ownersRelation, userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === 1;

/** /api/v1/dataset/ as Superset lists it. */
export const DATASET_LIST: ListResourceDef = {
  resource: 'dataset',
  table: 'tables',
  view: 'Dataset',
  listTitle: 'List Sqla Table',
  singular: 'dataset',
  plural: 'datasets',
  columns: {
    id: { label: 'Id', type: 'integer' },
    uuid: { label: 'Uuid', type: 'string' },
    table_name: { label: 'Table Name', type: 'string' },
    schema: { label: 'Schema', type: 'string' },
    catalog: { label: 'Catalog', type: 'string' },
    sql: { label: 'SQL', type: 'text' },
    description: { label: 'Description', type: 'text' },
    main_dttm_col: { label: 'Main Datetime Column', type: 'string' },
    extra: { label: 'Extra', type: 'text' },
    is_managed_externally: { label: 'Is Managed Externally', type: 'boolean' },
    default_endpoint: { label: 'Default Endpoint', type: 'string' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
  },
  relations: {
    database: {
      kind: 'm2o',
      label: 'Database',
      localKey: 'database_id',
      target: 'dbs',
      fields: ['id', 'database_name'],
      textField: 'database_name',
    },
    owners: ownersRelation('sqlatable_user', 'table_id'),
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: [
    'id',
    'uuid',
    'table_name',
    'schema',
    'catalog',
    'sql',
    'description',
    'main_dttm_col',
    'extra',
    'is_managed_externally',
    'default_endpoint',
    'created_on',
    'changed_on',
    'database',
    'owners',
    'created_by',
    'changed_by',
  ],
  orderColumns: [
    'table_name',
    'schema',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'id',
    'database.database_name',
  ],
  orderExpressions: {
    changed_on_delta_humanized: () => sql.ref('tables.changed_on'),
    'database.database_name': () =>
      sql`(select dbs.database_name from dbs where dbs.id = tables.database_id)`,
  },
  searchFilters: {
    id: ['eq', 'in'],
    table_name: TEXT_OPS,
    schema: ['eq', 'ct'],
    catalog: ['eq'],
    database: ['rel_o_m'],
    owners: ['rel_m_m'],
    created_by: ['rel_o_m'],
    changed_by: ['rel_o_m'],
  },
  customFilters: {
    // true = physical datasets (no SQL), false = virtual ones.
    sql: {
      dataset_is_null_or_empty: (value) =>
        isTrue(value)
          ? sql<SqlBool>`(tables.sql is null or tables.sql = '')`
          : sql<SqlBool>`(tables.sql is not null and tables.sql <> '')`,
    },
    id: {
      dataset_is_certified: (value) =>
        isTrue(value)
          ? sql<SqlBool>`tables.extra like '%"certified_by"%'`
          : sql<SqlBool>`(tables.extra is null or tables.extra not like '%"certified_by"%')`,
    },
  },
  relatedColumns: ['database', 'owners', 'created_by', 'changed_by'],
  distinctColumns: ['schema', 'table_name'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};
