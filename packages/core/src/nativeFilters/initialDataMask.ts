import type { DataMask } from '../query/dashboardFormData.js';
import { nativeFilterDataMask } from './extraFormData.js';
import { isNativeFilter, type NativeFilter, type NativeFilterItem } from './types.js';

/** A filter's saved default value (`defaultDataMask.filterState.value`), or undefined when it has none. */
export function defaultFilterValue(filter: NativeFilter): unknown {
  const value = filter.defaultDataMask?.filterState?.value;
  return value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
}

/**
 * Whether a filter takes its first option as its value once its options load ('Select first filter
 * value by default', or a required filter with 'select first' set): until then it holds back the
 * charts in its scope, so they query once, already filtered.
 */
export function waitsForFirstValue(filter: NativeFilter): boolean {
  return (
    filter.filterType === 'filter_select' &&
    filter.controlValues?.defaultToFirstItem === true &&
    defaultFilterValue(filter) === undefined
  );
}

/**
 * The data mask a dashboard opens with: each filter's default value (`defaultDataMask`), its
 * `extraFormData` rebuilt from the value and the filter's current configuration, so a default saved
 * before the filter's column or options changed still asks the right thing of the charts.
 */
export function initialDataMask(items: readonly NativeFilterItem[] | undefined): Record<string, DataMask> {
  const masks: Record<string, DataMask> = {};
  for (const item of items ?? []) {
    if (!isNativeFilter(item)) continue;
    const value = defaultFilterValue(item);
    if (value !== undefined) masks[item.id] = nativeFilterDataMask(item, value);
  }
  return masks;
}
