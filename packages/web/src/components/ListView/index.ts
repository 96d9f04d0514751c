export { buildFilterClauses, buildListQuery, hasActiveFilters } from './buildListQuery';
export { ListView, type ListViewProps } from './ListView';
export type { CardViewConfig, RowActionHandlers } from './CardGrid';
export {
  RelatedSelect,
  type RelatedOptionItem,
  type RelatedSelectProps,
  type RelatedValue,
} from './RelatedSelect';
export {
  DEFAULT_LIST_PAGE_SIZE,
  FROM_SMALL,
  FROM_TABLET,
  type FilterValues,
  type ListColumn,
  type ListFilterDef,
  type RelatedFilterDef,
  type SearchFilterDef,
  type SelectFilterDef,
  type SortState,
} from './types';
