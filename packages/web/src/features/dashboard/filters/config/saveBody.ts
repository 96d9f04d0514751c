import {
  defaultFilterValue,
  isNativeFilter,
  nativeFilterDataMask,
  withComputedScopes,
  type DashboardLayout,
  type NativeFilter,
  type NativeFilterItem,
} from '@loupe/core';
import type { DashboardFiltersBody } from '../../../../api/dashboards';
import { EMPTY_DEFAULT_DATA_MASK, keptItems, type ConfigDraft, type FilterSections } from './configDraft';
import { defaultValueRequired, hasValuesQuery, needsColumn, needsDataset } from './validation';

const NO_SECTIONS: FilterSections = { defaultValue: false, dependencies: false, preFilter: false };

/** The target Superset stores for the type: `[{}]` for a time range, the dataset alone for time grain and column. */
function targetsFor(filter: NativeFilter): NativeFilter['targets'] {
  const [target = {}] = filter.targets;
  if (!needsDataset(filter.filterType)) return [{}];
  if (!needsColumn(filter.filterType)) return [{ datasetId: target.datasetId }];
  return [{ datasetId: target.datasetId, column: target.column }];
}

/**
 * A filter as the modal saves it (Superset's transformFilterForSave): trimmed texts, the target its type
 * reads, only the sections switched on (parents that are still filters, the pre-filter), the default
 * value's data mask built for the final settings, and `requiredFirst` when the bar must give it a value
 * before the charts query.
 */
export function filterForSave(
  filter: NativeFilter,
  sections: FilterSections,
  filterIds: ReadonlySet<string>,
): NativeFilter {
  const controls = { ...filter.controlValues };
  const select = filter.filterType === 'filter_select';
  const values = hasValuesQuery(filter.filterType);
  const saved: NativeFilter = {
    ...filter,
    name: filter.name.trim(),
    description: (filter.description ?? '').trim(),
    targets: targetsFor(filter),
    controlValues: controls,
    cascadeParentIds:
      values && sections.dependencies
        ? (filter.cascadeParentIds ?? []).filter((id) => id !== filter.id && filterIds.has(id))
        : [],
  };
  delete saved.requiredFirst;
  if (controls.enableEmptyFilter === true || (select && controls.defaultToFirstItem === true))
    saved.requiredFirst = true;
  if (values && sections.preFilter) {
    const adhoc = (filter.adhoc_filters ?? []).filter(
      (f) => f.expressionType !== 'SQL' || f.sqlExpression.trim() !== '',
    );
    saved.adhoc_filters = adhoc;
    if (!filter.time_range) delete saved.time_range;
  } else {
    delete saved.adhoc_filters;
    delete saved.time_range;
  }
  if (typeof controls.sortAscending !== 'boolean') {
    delete controls.sortAscending;
    delete saved.sortMetric;
  }
  const keepDefault =
    (sections.defaultValue || defaultValueRequired(filter)) &&
    !(select && controls.defaultToFirstItem === true);
  const value = keepDefault ? defaultFilterValue(saved) : undefined;
  saved.defaultDataMask = value === undefined ? EMPTY_DEFAULT_DATA_MASK : nativeFilterDataMask(saved, value);
  return saved;
}

function itemForSave(
  item: NativeFilterItem,
  draft: ConfigDraft,
  filterIds: ReadonlySet<string>,
): NativeFilterItem {
  if (isNativeFilter(item)) return filterForSave(item, draft.sections[item.id] ?? NO_SECTIONS, filterIds);
  return { ...item, title: item.title.trim(), description: (item.description ?? '').trim() };
}

/**
 * The body of `PUT /api/v1/dashboard/<id>/filters` for the draft, or null when nothing changed:
 * `deleted` names the stored items removed, `modified` carries the edited and new items (their charts
 * and tabs in scope computed from the layout) and the filters that lose a deleted parent, `reordered`
 * the new order when it is not the stored one with new items at the end (Superset sends none then).
 */
export function filtersSaveBody(draft: ConfigDraft, layout: DashboardLayout): DashboardFiltersBody | null {
  const kept = keptItems(draft);
  const keptIds = new Set(kept.map((item) => item.id));
  const filterIds = new Set(kept.filter(isNativeFilter).map((item) => item.id));
  const original = new Map(draft.original.map((item) => [item.id, item]));
  const deleted = draft.original.filter((item) => !keptIds.has(item.id)).map((item) => item.id);
  const modified: NativeFilterItem[] = [];
  for (const item of kept) {
    if (original.get(item.id) !== item) modified.push(itemForSave(item, draft, filterIds));
    else if (isNativeFilter(item) && (item.cascadeParentIds ?? []).some((id) => !filterIds.has(id)))
      modified.push({ ...item, cascadeParentIds: item.cascadeParentIds!.filter((id) => filterIds.has(id)) });
  }
  const order = kept.map((item) => item.id);
  const unchangedOrder = [
    ...draft.original.filter((item) => keptIds.has(item.id)).map((item) => item.id),
    ...order.filter((id) => !original.has(id)),
  ];
  const reordered = order.every((id, index) => unchangedOrder[index] === id) ? [] : order;
  if (deleted.length === 0 && modified.length === 0 && reordered.length === 0) return null;
  return { deleted, modified: withComputedScopes(modified, layout), reordered };
}
