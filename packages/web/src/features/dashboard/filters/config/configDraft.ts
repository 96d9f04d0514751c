import {
  defaultFilterValue,
  isNativeFilter,
  WHOLE_DASHBOARD_SCOPE,
  type NativeFilter,
  type NativeFilterControlValues,
  type NativeFilterDivider,
  type NativeFilterItem,
} from '@loupe/core';

/** Spec 001: a removed filter is marked pending for 5000 ms (the undo window), then deleted. */
export const REMOVAL_UNDO_MS = 5000;

export const FILTER_ID_PREFIX = 'NATIVE_FILTER-';
export const DIVIDER_ID_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** The filter types the modal offers, in Superset's order. */
export const FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timecolumn',
  'filter_timegrain',
] as const;
export type ConfigFilterType = (typeof FILTER_TYPES)[number];

/** Superset's control panel defaults of each filter type. */
const DEFAULT_CONTROL_VALUES: Record<ConfigFilterType, NativeFilterControlValues> = {
  filter_select: {
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    multiSelect: true,
    searchAllOptions: false,
    inverseSelection: false,
  },
  filter_range: { enableEmptyFilter: false },
  filter_time: { enableEmptyFilter: false },
  filter_timecolumn: { enableEmptyFilter: false },
  filter_timegrain: { enableEmptyFilter: false },
};

/** Superset's empty default (getInitialDataMask): no value, nothing asked of the charts. */
export const EMPTY_DEFAULT_DATA_MASK = { extraFormData: {}, filterState: {}, ownState: {} };

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A new item id as Superset makes them: the prefix and 21 random url-safe characters (nanoid). */
export function newItemId(prefix: typeof FILTER_ID_PREFIX | typeof DIVIDER_ID_PREFIX): string {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return prefix + Array.from(bytes, (byte) => ID_ALPHABET[byte & 63]).join('');
}

export function controlDefaults(filterType: string): NativeFilterControlValues {
  return { ...(DEFAULT_CONTROL_VALUES[filterType as ConfigFilterType] ?? { enableEmptyFilter: false }) };
}

/** A new value filter over the whole dashboard; `datasetId` preselects the dashboard's only dataset. */
export function newFilter(datasetId?: number): NativeFilter {
  return {
    id: newItemId(FILTER_ID_PREFIX),
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [datasetId === undefined ? {} : { datasetId }],
    controlValues: controlDefaults('filter_select'),
    defaultDataMask: EMPTY_DEFAULT_DATA_MASK,
    cascadeParentIds: [],
    scope: WHOLE_DASHBOARD_SCOPE,
    description: '',
  };
}

export function newDivider(): NativeFilterDivider {
  return { id: newItemId(DIVIDER_ID_PREFIX), type: 'DIVIDER', title: '', description: '' };
}

/** The optional sections a filter's form shows switched on (Superset's collapsible checkboxes). */
export interface FilterSections {
  defaultValue: boolean;
  dependencies: boolean;
  preFilter: boolean;
}

function sectionsOf(filter: NativeFilter): FilterSections {
  return {
    defaultValue: defaultFilterValue(filter) !== undefined,
    dependencies: (filter.cascadeParentIds ?? []).length > 0,
    preFilter:
      (filter.adhoc_filters ?? []).length > 0 ||
      (filter.time_range !== undefined && filter.time_range !== 'No filter'),
  };
}

/**
 * The modal's working copy: the items in the order shown (a removed one stays, marked pending, until
 * its undo window ends), those removed for good, the selected item, the sections switched on per
 * filter, and whether a save was tried (errors show from then on).
 */
export interface ConfigDraft {
  original: NativeFilterItem[];
  items: NativeFilterItem[];
  pending: string[];
  gone: string[];
  selectedId: string | null;
  sections: Record<string, FilterSections>;
  saveTried: boolean;
}

export function initialDraft(items: readonly NativeFilterItem[]): ConfigDraft {
  const sections: Record<string, FilterSections> = {};
  for (const item of items) if (isNativeFilter(item)) sections[item.id] = sectionsOf(item);
  return {
    original: [...items],
    items: [...items],
    pending: [],
    gone: [],
    selectedId: items[0]?.id ?? null,
    sections,
    saveTried: false,
  };
}

export type DraftAction =
  | { type: 'added'; item: NativeFilterItem }
  | { type: 'selected'; id: string }
  | { type: 'changed'; item: NativeFilterItem }
  | { type: 'sectionSet'; id: string; section: keyof FilterSections; on: boolean }
  | { type: 'moved'; id: string; overId: string }
  | { type: 'removed'; id: string }
  | { type: 'restored'; id: string }
  | { type: 'expired'; id: string }
  | { type: 'saveTried'; firstInvalidId: string | null };

const without = (ids: readonly string[], id: string): string[] => ids.filter((other) => other !== id);

/** The items that will be saved: those shown and not pending removal. */
export function keptItems(draft: ConfigDraft): NativeFilterItem[] {
  return draft.items.filter((item) => !draft.pending.includes(item.id));
}

export function draftReducer(draft: ConfigDraft, action: DraftAction): ConfigDraft {
  switch (action.type) {
    case 'added': {
      const sections = isNativeFilter(action.item)
        ? { ...draft.sections, [action.item.id]: sectionsOf(action.item) }
        : draft.sections;
      return { ...draft, items: [...draft.items, action.item], sections, selectedId: action.item.id };
    }
    case 'selected':
      return { ...draft, selectedId: action.id };
    case 'changed':
      return {
        ...draft,
        items: draft.items.map((item) => (item.id === action.item.id ? action.item : item)),
      };
    case 'sectionSet': {
      const current = draft.sections[action.id] ?? {
        defaultValue: false,
        dependencies: false,
        preFilter: false,
      };
      return {
        ...draft,
        sections: { ...draft.sections, [action.id]: { ...current, [action.section]: action.on } },
      };
    }
    case 'moved': {
      const from = draft.items.findIndex((item) => item.id === action.id);
      const to = draft.items.findIndex((item) => item.id === action.overId);
      if (from < 0 || to < 0 || from === to) return draft;
      const items = [...draft.items];
      const [moved] = items.splice(from, 1);
      items.splice(to, 0, moved!);
      return { ...draft, items };
    }
    case 'removed':
      return draft.pending.includes(action.id) ? draft : { ...draft, pending: [...draft.pending, action.id] };
    case 'restored':
      return { ...draft, pending: without(draft.pending, action.id) };
    case 'expired': {
      if (!draft.pending.includes(action.id)) return draft;
      const items = draft.items.filter((item) => item.id !== action.id);
      // The selection moves to the first item still there (Superset selects the next one).
      const selectedId =
        draft.selectedId === action.id
          ? (keptItems({ ...draft, items })[0]?.id ?? items[0]?.id ?? null)
          : draft.selectedId;
      return {
        ...draft,
        items,
        pending: without(draft.pending, action.id),
        gone: [...draft.gone, action.id],
        selectedId,
      };
    }
    case 'saveTried':
      return { ...draft, saveTried: true, selectedId: action.firstInvalidId ?? draft.selectedId };
    default:
      return draft;
  }
}

/** Anything to save or to lose on cancel: an edit, an addition, a removal or a new order. */
export function hasChanges(draft: ConfigDraft): boolean {
  // Items are replaced, never mutated, when edited: an untouched one is the very object loaded.
  const kept = keptItems(draft);
  return kept.length !== draft.original.length || kept.some((item, index) => item !== draft.original[index]);
}
