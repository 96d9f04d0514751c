import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ListResourceDef } from '../../platform/list/ListResource.js';
import { ownersRelation, userRelation } from '../../platform/list/userRelations.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

/** Superset's favourites of dashboards are favstar rows of this class (FavStarClassName.DASHBOARD). */
export const DASHBOARD_FAVSTAR_CLASS = 'Dashboard';

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === 1;

const like = (column: string, value: unknown) =>
  sql<SqlBool>`lower(coalesce(${sql.ref(`dashboards.${column}`)}, '')) like ${`%${String(value).toLowerCase()}%`}`;

const favourites = (userId: number) =>
  sql`(select f.obj_id from favstar f where f.class_name = ${DASHBOARD_FAVSTAR_CLASS} and f.user_id = ${userId})`;

/** true: the caller's favourites; false: every other dashboard (Superset's DashboardFavoriteFilter). */
function favouriteCondition(userId: number, value: unknown): RawBuilder<SqlBool> {
  return isTrue(value)
    ? sql<SqlBool>`dashboards.id in ${favourites(userId)}`
    : sql<SqlBool>`dashboards.id not in ${favourites(userId)}`;
}

/** DashboardCertifiedFilter: certified_by set (true) or empty (false). */
function certifiedCondition(value: unknown): RawBuilder<SqlBool> {
  return isTrue(value)
    ? sql<SqlBool>`(dashboards.certified_by is not null and dashboards.certified_by <> '')`
    : sql<SqlBool>`(dashboards.certified_by is null or dashboards.certified_by = '')`;
}

/**
 * /api/v1/dashboard/ as Superset lists it (contract §1 and §6), for one caller: the favourite and
 * "created by me" filters depend on who asks.
 */
export function dashboardListFor(userId: number): ListResourceDef {
  return {
    ...BASE,
    customFilters: {
      ...BASE.customFilters,
      id: {
        dashboard_is_favorite: (v) => favouriteCondition(userId, v),
        dashboard_is_certified: certifiedCondition,
      },
      created_by: {
        dashboard_created_by_me: () => sql<SqlBool>`dashboards.created_by_fk = ${userId}`,
        dashboard_has_created_by: (v) =>
          isTrue(v)
            ? sql<SqlBool>`dashboards.created_by_fk is not null`
            : sql<SqlBool>`dashboards.created_by_fk is null`,
      },
    },
  };
}

const BASE: ListResourceDef = {
  resource: 'dashboard',
  table: 'dashboards',
  view: 'Dashboard',
  listTitle: 'List Dashboard',
  singular: 'dashboard',
  plural: 'dashboards',
  columns: {
    id: { label: 'Id', type: 'integer' },
    uuid: { label: 'Uuid', type: 'string' },
    dashboard_title: { label: 'Dashboard Title', type: 'string' },
    slug: { label: 'Slug', type: 'string' },
    published: { label: 'Published', type: 'boolean' },
    css: { label: 'Css', type: 'text' },
    json_metadata: { label: 'Json Metadata', type: 'text' },
    position_json: { label: 'Position Json', type: 'text' },
    certified_by: { label: 'Certified By', type: 'string' },
    certification_details: { label: 'Certification Details', type: 'text' },
    is_managed_externally: { label: 'Is Managed Externally', type: 'boolean' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
  },
  relations: {
    owners: ownersRelation('dashboard_user', 'dashboard_id'),
    roles: {
      kind: 'm2m',
      label: 'Roles',
      through: 'dashboard_roles',
      localKey: 'dashboard_id',
      foreignKey: 'role_id',
      target: 'ab_role',
      fields: ['id', 'name'],
      textField: 'name',
    },
    created_by: userRelation('created_by_fk', 'Created By'),
    changed_by: userRelation('changed_by_fk', 'Changed By'),
  },
  listColumns: [
    'id',
    'uuid',
    'dashboard_title',
    'slug',
    'published',
    'css',
    'json_metadata',
    'position_json',
    'certified_by',
    'certification_details',
    'is_managed_externally',
    'created_on',
    'changed_on',
    'owners',
    'roles',
    'created_by',
    'changed_by',
  ],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'dashboard_title',
    'published',
    'slug',
    'changed_on',
    'id',
  ],
  orderExpressions: {
    'changed_by.first_name': () =>
      sql`(select ab_user.first_name from ab_user where ab_user.id = dashboards.changed_by_fk)`,
    'created_by.first_name': () =>
      sql`(select ab_user.first_name from ab_user where ab_user.id = dashboards.created_by_fk)`,
    changed_on_delta_humanized: () => sql.ref('dashboards.changed_on'),
  },
  searchFilters: {
    id: ['eq', 'in'],
    dashboard_title: TEXT_OPS,
    slug: TEXT_OPS,
    published: ['eq'],
    owners: ['rel_m_m'],
    roles: ['rel_m_m'],
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
  },
  customFilters: {
    dashboard_title: {
      // DashboardTitleOrSlugFilter: the search box of the list matches either.
      title_or_slug: (value) => sql<SqlBool>`(${like('dashboard_title', value)} or ${like('slug', value)})`,
    },
  },
  relatedColumns: ['owners', 'roles', 'created_by', 'changed_by'],
  distinctColumns: ['dashboard_title', 'slug'],
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  maxPageSize: 100,
  addColumns: [],
  editColumns: [],
};

/** The definition the shared routes use for _info, related and distinct (no caller-specific SQL runs there). */
export const DASHBOARD_LIST: ListResourceDef = dashboardListFor(0);
