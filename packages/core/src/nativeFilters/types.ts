import type { LayoutScope } from '../layout/scope.js';
import type { DataMask } from '../query/dashboardFormData.js';
import type { AdhocFilter } from '../query/types.js';

/** The filter types of Superset's native filter bar (contract §7). */
export type NativeFilterType =
  'filter_select' | 'filter_range' | 'filter_time' | 'filter_timegrain' | 'filter_timecolumn';

/** The dataset column a filter reads its values from (`[{}]` for a time range filter). */
export interface NativeFilterTarget {
  datasetId?: number;
  column?: { name: string; displayName?: string };
}

/** A filter type's options: select `multiSelect`, `enableEmptyFilter`, ...; range `enableSingleValue`. */
export interface NativeFilterControlValues {
  multiSelect?: boolean;
  enableEmptyFilter?: boolean;
  defaultToFirstItem?: boolean;
  inverseSelection?: boolean;
  searchAllOptions?: boolean;
  sortAscending?: boolean;
  creatable?: boolean;
  enableSingleValue?: unknown;
  [key: string]: unknown;
}

/** One entry of `json_metadata.native_filter_configuration` of type NATIVE_FILTER. */
export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  name: string;
  description?: string;
  filterType: NativeFilterType | string;
  targets: NativeFilterTarget[];
  controlValues?: NativeFilterControlValues;
  defaultDataMask?: DataMask;
  cascadeParentIds?: string[];
  scope?: LayoutScope;
  /** Computed from `scope` and the layout when saved; recomputed when the layout changes. */
  chartsInScope?: number[];
  tabsInScope?: string[];
  /** The pre-filter: what the filter's own options query applies. */
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  requiredFirst?: boolean;
  sortMetric?: string | null;
}

/** A divider of the filter bar: a title and a description between filters. */
export interface NativeFilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description?: string;
}

export type NativeFilterItem = NativeFilter | NativeFilterDivider;

/** A chart's cross-filter scope (`json_metadata.chart_configuration["<chartId>"]`). */
export interface ChartCrossFilterConfiguration {
  id: number;
  crossFilters: { scope: 'global' | LayoutScope; chartsInScope?: number[] };
}

/** The dashboard-wide cross-filter scope (`json_metadata.global_chart_configuration`). */
export interface GlobalChartConfiguration {
  scope: LayoutScope;
  chartsInScope?: number[];
}

/** An entry of the configuration of the given type, with a string id. */
function isItemOfType(item: unknown, type: NativeFilterItem['type']): boolean {
  return (
    typeof item === 'object' &&
    item !== null &&
    (item as { type?: unknown }).type === type &&
    typeof (item as { id?: unknown }).id === 'string'
  );
}

export function isNativeFilter(item: unknown): item is NativeFilter {
  return isItemOfType(item, 'NATIVE_FILTER');
}

export function isNativeFilterDivider(item: unknown): item is NativeFilterDivider {
  return isItemOfType(item, 'DIVIDER');
}
