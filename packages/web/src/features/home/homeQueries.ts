import type { ListFilterClause, ListQuery } from '../../api/list';

/** Superset's Home: five items per list and five recent views (spec 001 §9)... */
export const HOME_PAGE_SIZE = 5;
/** ...and three edited items. */
export const EDITED_ITEMS = 3;

export const DASHBOARDS = 'dashboard';
export const CHARTS = 'chart';
export const SAVED_QUERIES = 'saved_query';

/** The address of a dashboard's page. */
export function dashboardPath(id: number): string {
  return `/superset/dashboard/${id}/`;
}

/** SQL Lab opening a saved query (Superset's `savedQueryId` link). */
export function savedQueryPath(id: number): string {
  return `/sqllab/?savedQueryId=${id}`;
}

const TITLE_COLUMN: Record<string, string> = {
  [DASHBOARDS]: 'dashboard_title',
  [CHARTS]: 'slice_name',
  [SAVED_QUERIES]: 'label',
};

export function titleColumn(resource: string): string {
  return TITLE_COLUMN[resource] ?? 'id';
}

/** The latest-changed rows of a resource that pass `filters`, with just what Home shows. */
export function homeListQuery(
  resource: string,
  filters: ListFilterClause[],
  pageSize = HOME_PAGE_SIZE,
): ListQuery {
  return {
    columns: ['id', titleColumn(resource), 'changed_on'],
    filters,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: pageSize,
  };
}

export const favouriteFilter = (resource: string): ListFilterClause =>
  resource === DASHBOARDS
    ? { col: 'id', opr: 'dashboard_is_favorite', value: true }
    : { col: 'id', opr: 'chart_is_favorite', value: true };

export const ownedBy = (userId: number): ListFilterClause => ({
  col: 'owners',
  opr: 'rel_m_m',
  value: userId,
});
export const createdBy = (userId: number): ListFilterClause => ({
  col: 'created_by',
  opr: 'rel_o_m',
  value: userId,
});
export const changedBy = (userId: number): ListFilterClause => ({
  col: 'changed_by',
  opr: 'rel_o_m',
  value: userId,
});
