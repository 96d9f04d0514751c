import type { Breakpoint } from 'antd';
import type { ReactNode } from 'react';
import type { FilterOperator, FilterValue, OrderDirection, RelatedEndpoint } from '../../api/list';

export const DEFAULT_LIST_PAGE_SIZE = 25;

export interface ListColumn<T> {
  /** The resource's column name: the `dataIndex` of the cell and the `order_column` when sortable. */
  key: string;
  title: string;
  /** Only columns in the resource's `order_columns` may be sortable. */
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  width?: number | string;
  /** Screen sizes the column shows at (antd's breakpoints); absent: always. */
  responsive?: Breakpoint[];
}

/** For secondary columns: shown from a tablet's width (768 px) up, so a phone gets the name and actions. */
export const FROM_TABLET: Breakpoint[] = ['md'];
/** Shown from a large phone held sideways (576 px) up. */
export const FROM_SMALL: Breakpoint[] = ['sm'];

/** Free text matched against one column (`ct` unless told otherwise). */
export interface SearchFilterDef {
  kind: 'search';
  id: string;
  column: string;
  label: string;
  placeholder?: string;
  operator?: Extract<
    FilterOperator,
    'eq' | 'ct' | 'sw' | 'ew' | 'all_text' | 'chart_all_text' | 'annotation_layer_all_text' | 'title_or_slug'
  >;
}

/** A fixed list of choices, e.g. Active yes/no. */
export interface SelectFilterDef {
  kind: 'select';
  id: string;
  column: string;
  label: string;
  operator: FilterOperator;
  options: { label: string; value: FilterValue }[];
}

/** Choices from `GET /api/v1/<resource>/related/<column>` (or `distinct/<column>`). */
export interface RelatedFilterDef {
  kind: 'related';
  id: string;
  column: string;
  label: string;
  /** `eq` goes with `source: 'distinct'`: the value is the column's own value, not a related row id. */
  operator: Extract<FilterOperator, 'rel_m_m' | 'rel_o_m' | 'eq'>;
  source?: RelatedEndpoint;
}

export type ListFilterDef = SearchFilterDef | SelectFilterDef | RelatedFilterDef;

/** Current filter inputs by filter id; empty means "not filtering". */
export type FilterValues = Record<string, FilterValue | undefined>;

export interface SortState {
  column: string;
  direction: OrderDirection;
}
