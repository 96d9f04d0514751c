import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === 1;

/** ILIKE in both SQLite (LIKE is case-insensitive for ASCII) and PostgreSQL. */
const contains = (column: string, value: unknown) =>
  sql<SqlBool>`lower(coalesce(${sql.ref(`saved_query.${column}`)}, '')) like ${`%${String(value).toLowerCase()}%`}`;

/** The caller's favourites (favstar, class_name 'query'), or everything else when value is false. */
function favouriteCondition(userId: number, value: unknown): RawBuilder<SqlBool> {
  const favs = sql`(select f.obj_id from favstar f where f.class_name = 'query' and f.user_id = ${userId})`;
  return isTrue(value)
    ? sql<SqlBool>`saved_query.id in ${favs}`
    : sql<SqlBool>`saved_query.id not in ${favs}`;
}

/**
 * /api/v1/saved_query/ as Superset lists it (contract §1 and §4), for one caller: the favourites
 * filter `id:saved_query_is_fav` depends on who asks.
 */
export function savedQueryListFor(userId: number): ListResourceDef {
  return {
    ...BASE,
    customFilters: {
      ...BASE.customFilters,
      id: { saved_query_is_fav: (v) => favouriteCondition(userId, v) },
    },
  };
}

const BASE: ListResourceDef = {
  resource: 'saved_query',
  table: 'saved_query',
  view: 'SavedQuery',
  listTitle: 'List Saved Query',
  singular: 'saved query',
  plural: 'saved queries',
  columns: {
    id: { label: 'Id', type: 'integer' },
    uuid: { label: 'Uuid', type: 'string' },
    catalog: { label: 'Catalog', type: 'string' },
    schema: { label: 'Schema', type: 'string' },
    label: { label: 'Label', type: 'string' },
    description: { label: 'Description', type: 'text' },
    sql: { label: 'Sql', type: 'text' },
    template_parameters: { label: 'Template Parameters', type: 'text' },
    extra_json: { label: 'Extra Json', type: 'text' },
    rows: { label: 'Rows', type: 'integer' },
    last_run: { label: 'Last Run', type: 'datetime' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
  },
  relations: {
    database: {
      kind: 'm2o',
      label: 'Database',
      localKey: 'db_id',
      target: 'dbs',
      fields: ['id', 'database_name'],
      textField: 'database_name',
    },
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: [
    'id',
    'uuid',
    'catalog',
    'schema',
    'label',
    'description',
    'sql',
    'template_parameters',
    'extra_json',
    'rows',
    'last_run',
    'created_on',
    'changed_on',
    'database',
    'created_by',
    'changed_by',
  ],
  orderColumns: [
    'schema',
    'label',
    'description',
    'sql',
    'rows',
    'created_on',
    'changed_on',
    'last_run_delta_humanized',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'database.database_name',
    'id',
  ],
  orderExpressions: {
    last_run_delta_humanized: () => sql.ref('saved_query.last_run'),
    changed_on_delta_humanized: () => sql.ref('saved_query.changed_on'),
    'created_by.first_name': () =>
      sql`(select ab_user.first_name from ab_user where ab_user.id = saved_query.created_by_fk)`,
    'database.database_name': () => sql`(select dbs.database_name from dbs where dbs.id = saved_query.db_id)`,
  },
  searchFilters: {
    id: ['eq', 'in'],
    label: TEXT_OPS,
    schema: ['eq', 'ct'],
    catalog: ['eq'],
    database: ['rel_o_m'],
    created_by: ['rel_o_m'],
    changed_by: ['rel_o_m'],
  },
  customFilters: {
    label: {
      all_text: (value) =>
        sql<SqlBool>`(${contains('label', value)} or ${contains('description', value)} or ${contains('sql', value)})`,
    },
  },
  relatedColumns: ['database', 'created_by', 'changed_by'],
  distinctColumns: ['schema', 'label'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};

/** The definition the shared routes use for _info, related and distinct (no caller-specific SQL runs there). */
export const SAVED_QUERY_LIST: ListResourceDef = savedQueryListFor(0);
