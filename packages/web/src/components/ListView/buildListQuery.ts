import type { ListFilterClause, ListQuery } from '../../api/list';
import type { FilterValues, ListFilterDef, SortState } from './types';

export interface ListQueryState {
  page: number;
  pageSize: number;
  sort?: SortState;
  filters: readonly ListFilterDef[];
  values: FilterValues;
}

function isActive(value: FilterValues[string]): value is NonNullable<FilterValues[string]> {
  if (value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The filters the user has set, as Superset list filter clauses. */
export function buildFilterClauses(
  filters: readonly ListFilterDef[],
  values: FilterValues,
): ListFilterClause[] {
  const clauses: ListFilterClause[] = [];
  for (const filter of filters) {
    const value = values[filter.id];
    if (!isActive(value)) continue;
    const opr = filter.kind === 'search' ? (filter.operator ?? 'ct') : filter.operator;
    clauses.push({ col: filter.column, opr, value: typeof value === 'string' ? value.trim() : value });
  }
  return clauses;
}

/** The `q` object of a list request for the page the user is looking at. */
export function buildListQuery(state: ListQueryState): ListQuery {
  const query: ListQuery = { page: state.page, page_size: state.pageSize };
  const filters = buildFilterClauses(state.filters, state.values);
  if (filters.length > 0) query.filters = filters;
  if (state.sort) {
    query.order_column = state.sort.column;
    query.order_direction = state.sort.direction;
  }
  return query;
}

export function hasActiveFilters(values: FilterValues): boolean {
  return Object.values(values).some(isActive);
}
