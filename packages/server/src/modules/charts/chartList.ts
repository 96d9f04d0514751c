import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { ownersRelation, userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

/** Superset's favourites of charts are favstar rows of this class. */
export const CHART_FAVSTAR_CLASS = 'slice';

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === 1;

const contains = (column: string, value: unknown) =>
  sql<SqlBool>`lower(coalesce(${sql.ref(`slices.${column}`)}, '')) like ${`%${String(value).toLowerCase()}%`}`;

const favourites = (userId: number) =>
  sql`(select f.obj_id from favstar f where f.class_name = ${CHART_FAVSTAR_CLASS} and f.user_id = ${userId})`;

/** true: the caller's favourites; false: every other chart (Superset's ChartFavoriteFilter). */
function favouriteCondition(userId: number, value: unknown): RawBuilder<SqlBool> {
  return isTrue(value)
    ? sql<SqlBool>`slices.id in ${favourites(userId)}`
    : sql<SqlBool>`slices.id not in ${favourites(userId)}`;
}

/** ChartCertifiedFilter: certified_by set (true) or empty (false). */
function certifiedCondition(value: unknown): RawBuilder<SqlBool> {
  return isTrue(value)
    ? sql<SqlBool>`(slices.certified_by is not null and slices.certified_by <> '')`
    : sql<SqlBool>`(slices.certified_by is null or slices.certified_by = '')`;
}

/** Charts the caller owns, created or starred (ChartOwnedCreatedFavoredByMeFilter, the home page). */
function ownedCreatedFavoured(userId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(slices.created_by_fk = ${userId} or slices.changed_by_fk = ${userId}
    or slices.id in (select su.slice_id from slice_user su where su.user_id = ${userId})
    or slices.id in ${favourites(userId)})`;
}

/**
 * /api/v1/chart/ as Superset lists it (contract §1 and §6), for one caller: several of its named
 * filters (favourites, "created by me") depend on who asks.
 */
export function chartListFor(userId: number): ListResourceDef {
  return {
    ...BASE,
    customFilters: {
      ...BASE.customFilters,
      id: {
        chart_is_favorite: (v) => favouriteCondition(userId, v),
        chart_is_certified: certifiedCondition,
        chart_owned_created_favored_by_me: () => ownedCreatedFavoured(userId),
      },
      created_by: {
        chart_created_by_me: () => sql<SqlBool>`slices.created_by_fk = ${userId}`,
        chart_has_created_by: (v) =>
          isTrue(v)
            ? sql<SqlBool>`slices.created_by_fk is not null`
            : sql<SqlBool>`slices.created_by_fk is null`,
      },
    },
  };
}

const BASE: ListResourceDef = {
  resource: 'chart',
  table: 'slices',
  view: 'Chart',
  listTitle: 'List Slice',
  singular: 'chart',
  plural: 'charts',
  columns: {
    id: { label: 'Id', type: 'integer' },
    uuid: { label: 'Uuid', type: 'string' },
    slice_name: { label: 'Name', type: 'string' },
    viz_type: { label: 'Visualization Type', type: 'string' },
    datasource_id: { label: 'Datasource Id', type: 'integer' },
    datasource_type: { label: 'Datasource Type', type: 'string' },
    datasource_name: { label: 'Datasource Name', type: 'string' },
    description: { label: 'Description', type: 'text' },
    params: { label: 'Parameters', type: 'text' },
    query_context: { label: 'Query Context', type: 'text' },
    cache_timeout: { label: 'Cache Timeout', type: 'integer' },
    certified_by: { label: 'Certified By', type: 'string' },
    certification_details: { label: 'Certification Details', type: 'text' },
    is_managed_externally: { label: 'Is Managed Externally', type: 'boolean' },
    last_saved_at: { label: 'Last Saved At', type: 'datetime' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
  },
  relations: {
    owners: ownersRelation('slice_user', 'slice_id'),
    dashboards: {
      kind: 'm2m',
      label: 'Dashboards',
      through: 'dashboard_slices',
      localKey: 'slice_id',
      foreignKey: 'dashboard_id',
      target: 'dashboards',
      fields: ['id', 'dashboard_title'],
      textField: 'dashboard_title',
    },
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
    last_saved_by: userRelation('last_saved_by_fk', 'Last Saved By'),
  },
  listColumns: [
    'id',
    'uuid',
    'slice_name',
    'viz_type',
    'datasource_id',
    'datasource_type',
    'datasource_name',
    'description',
    'params',
    'query_context',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'last_saved_at',
    'created_on',
    'changed_on',
    'owners',
    'dashboards',
    'created_by',
    'changed_by',
    'last_saved_by',
  ],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'datasource_id',
    'datasource_name',
    'last_saved_at',
    'last_saved_by.id',
    'viz_type',
    'slice_name',
    'id',
  ],
  orderExpressions: {
    'changed_by.first_name': () =>
      sql`(select ab_user.first_name from ab_user where ab_user.id = slices.changed_by_fk)`,
    changed_on_delta_humanized: () => sql.ref('slices.changed_on'),
    'last_saved_by.id': () => sql.ref('slices.last_saved_by_fk'),
  },
  searchFilters: {
    id: ['eq', 'in'],
    slice_name: TEXT_OPS,
    viz_type: ['eq', 'neq', 'in', 'ct'],
    datasource_id: ['eq', 'in'],
    datasource_type: ['eq'],
    datasource_name: TEXT_OPS,
    description: ['ct'],
    owners: ['rel_m_m'],
    dashboards: ['rel_m_m'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    slice_name: {
      chart_all_text: (value) =>
        sql<SqlBool>`(${contains('slice_name', value)} or ${contains('description', value)} or ${contains('viz_type', value)} or ${contains('datasource_name', value)})`,
    },
  },
  relatedColumns: ['owners', 'created_by', 'changed_by'],
  distinctColumns: ['slice_name', 'viz_type', 'datasource_name'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};

/** The definition the shared routes use for _info, related and distinct (no caller-specific SQL runs there). */
export const CHART_LIST: ListResourceDef = chartListFor(0);
