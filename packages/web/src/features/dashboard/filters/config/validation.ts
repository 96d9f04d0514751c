import {
  cyclicFilterIds,
  defaultFilterValue,
  filterColumn,
  isNativeFilter,
  type NativeFilter,
  type NativeFilterItem,
} from '@loupe/core';
import { keptItems, type ConfigDraft, type FilterSections } from './configDraft';

/** The fields of an item's form that can be wrong. */
export type ItemField = 'name' | 'dataset' | 'column' | 'title' | 'parents' | 'defaultValue' | 'preFilter';

/** What is wrong with a field: a key of the modal's strings (Superset's messages). */
export type FieldError =
  | 'nameRequired'
  | 'datasetRequired'
  | 'columnRequired'
  | 'titleRequired'
  | 'cyclic'
  | 'valueRequired'
  | 'preFilterRequired';

export type ItemErrors = Partial<Record<ItemField, FieldError>>;

/** Every filter type but the time range reads a dataset (the time range applies to the charts' own). */
export function needsDataset(filterType: string): boolean {
  return filterType !== 'filter_time';
}

/** Value and numerical range filters read one column's values; time grain and time column only the dataset. */
export function needsColumn(filterType: string): boolean {
  return filterType === 'filter_select' || filterType === 'filter_range';
}

/** The types whose values come from a query that a pre-filter and parent filters narrow. */
export function hasValuesQuery(filterType: string): boolean {
  return needsColumn(filterType);
}

/** A default value is required: 'Filter value is required' without 'Select first filter value by default'. */
export function defaultValueRequired(filter: NativeFilter): boolean {
  const controls = filter.controlValues ?? {};
  return (
    controls.enableEmptyFilter === true &&
    !(filter.filterType === 'filter_select' && controls.defaultToFirstItem)
  );
}

function preFilterMissing(filter: NativeFilter): boolean {
  const sql = (filter.adhoc_filters ?? []).some(
    (adhoc) => adhoc.expressionType === 'SQL' && adhoc.sqlExpression.trim() !== '',
  );
  const timeRange = filter.time_range !== undefined && filter.time_range !== 'No filter';
  return !sql && !timeRange;
}

function filterErrors(
  filter: NativeFilter,
  sections: FilterSections | undefined,
  cyclic: boolean,
): ItemErrors {
  const errors: ItemErrors = {};
  if (!filter.name.trim()) errors.name = 'nameRequired';
  if (needsDataset(filter.filterType) && filter.targets[0]?.datasetId === undefined)
    errors.dataset = 'datasetRequired';
  if (needsColumn(filter.filterType) && !filterColumn(filter)) errors.column = 'columnRequired';
  if (cyclic) errors.parents = 'cyclic';
  if (defaultValueRequired(filter) && defaultFilterValue(filter) === undefined)
    errors.defaultValue = 'valueRequired';
  if (sections?.preFilter && hasValuesQuery(filter.filterType) && preFilterMissing(filter))
    errors.preFilter = 'preFilterRequired';
  return errors;
}

function itemErrors(item: NativeFilterItem, draft: ConfigDraft, cyclic: ReadonlySet<string>): ItemErrors {
  if (isNativeFilter(item)) return filterErrors(item, draft.sections[item.id], cyclic.has(item.id));
  return item.title.trim() ? {} : { title: 'titleRequired' };
}

/** The errors of each item that will be saved (removed ones are not checked), by item id. */
export function draftErrors(draft: ConfigDraft): Record<string, ItemErrors> {
  const kept = keptItems(draft);
  const cyclic = new Set(cyclicFilterIds(kept));
  const errors: Record<string, ItemErrors> = {};
  for (const item of kept) {
    const found = itemErrors(item, draft, cyclic);
    if (Object.keys(found).length > 0) errors[item.id] = found;
  }
  return errors;
}

/** The first item, in the order shown, that has an error: Save selects it (spec 001). */
export function firstInvalidId(draft: ConfigDraft, errors: Record<string, ItemErrors>): string | null {
  return keptItems(draft).find((item) => errors[item.id] !== undefined)?.id ?? null;
}
