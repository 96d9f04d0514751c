import {
  canRedo,
  canUndo,
  findParentId,
  historyFull,
  initialDataMask,
  isNativeFilter,
  pushLayout,
  redo,
  startHistory,
  undo,
  type DashboardLayout,
  type DataMask,
  type NativeFilterItem,
  type UndoableLayout,
  waitsForFirstValue,
} from '@loupe/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The save body fields the properties dialog edits besides the title and metadata. */
export interface DashboardProperties {
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
}

/** What the page was loaded with (or last saved as): Discard goes back to it. */
export interface DashboardSnapshot {
  title: string;
  css: string;
  metadata: Record<string, unknown>;
  layout: DashboardLayout;
  properties: DashboardProperties;
}

/**
 * Spec 001's dashboard state: the layout with its undo history, edit mode and the unsaved-changes
 * flag, header fields being edited, the active tabs, and the data mask per filter or chart that
 * native filters and cross-filters write (every chart's query reads it).
 */
export interface DashboardState {
  id: number | null;
  title: string;
  css: string;
  metadata: Record<string, unknown>;
  properties: DashboardProperties;
  published: boolean;
  history: UndoableLayout | null;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  /** Set once when the history cap is reached, so the warning shows once. */
  historyWarning: boolean;
  saved: DashboardSnapshot | null;
  /** `changed_on` of the stored dashboard this state started from (the overwrite check). */
  changedOn: string | null;
  /** Active tab per TABS component. */
  activeTabs: Record<string, string>;
  dataMask: Record<string, DataMask>;
  /**
   * Filters that take their first option once it loads ('select first filter value by default'):
   * the charts in their scope wait, so they query once, already filtered.
   */
  awaitingFirstValue: string[];
  /** Bumped to make charts query again; `force` skips the cache. */
  refresh: { nonce: number; force: boolean; chartIds: number[] | null };
  fullSizeChartId: number | null;
}

const initialState: DashboardState = {
  id: null,
  title: '',
  css: '',
  metadata: {},
  properties: { slug: null, owners: [], roles: [], certified_by: null, certification_details: null },
  published: false,
  history: null,
  editMode: false,
  hasUnsavedChanges: false,
  historyWarning: false,
  saved: null,
  changedOn: null,
  activeTabs: {},
  dataMask: {},
  awaitingFirstValue: [],
  refresh: { nonce: 0, force: false, chartIds: null },
  fullSizeChartId: null,
};

/** `json_metadata.native_filter_configuration`, or none when it is missing or not a list. */
export function nativeFiltersOf(metadata: Record<string, unknown>): NativeFilterItem[] {
  const items = metadata.native_filter_configuration;
  return Array.isArray(items) ? (items as NativeFilterItem[]) : [];
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    loaded(
      _state,
      action: PayloadAction<
        DashboardSnapshot & {
          id: number;
          published: boolean;
          changedOn: string | null;
          /** A shared state to open with (`native_filters_key`, a permalink) instead of the filters' defaults. */
          restoredDataMask?: Record<string, DataMask>;
        }
      >,
    ) {
      const { id, published, changedOn, restoredDataMask, ...snapshot } = action.payload;
      const filters = nativeFiltersOf(snapshot.metadata);
      return {
        ...initialState,
        id,
        published,
        changedOn,
        title: snapshot.title,
        css: snapshot.css,
        metadata: snapshot.metadata,
        properties: snapshot.properties,
        history: startHistory(snapshot.layout),
        saved: snapshot,
        dataMask: restoredDataMask ?? initialDataMask(filters),
        awaitingFirstValue: filters
          .filter((item) => isNativeFilter(item) && waitsForFirstValue(item) && !restoredDataMask?.[item.id])
          .map((item) => item.id),
      };
    },
    editModeSet(state, action: PayloadAction<boolean>) {
      state.editMode = action.payload;
    },
    layoutChanged(state, action: PayloadAction<DashboardLayout>) {
      if (!state.history) return;
      const wasFull = historyFull(state.history);
      state.history = pushLayout(state.history, action.payload);
      state.hasUnsavedChanges = true;
      if (!wasFull && historyFull(state.history)) state.historyWarning = true;
    },
    historyWarningShown(state) {
      state.historyWarning = false;
    },
    undone(state) {
      if (!state.history || !canUndo(state.history)) return;
      state.history = undo(state.history);
      // Spec 000 §4: undo that empties the history clears the flag (header edits keep it).
      if (
        !canUndo(state.history) &&
        state.saved &&
        state.title === state.saved.title &&
        state.css === state.saved.css
      )
        state.hasUnsavedChanges = false;
    },
    redone(state) {
      if (!state.history || !canRedo(state.history)) return;
      state.history = redo(state.history);
      state.hasUnsavedChanges = true;
    },
    titleChanged(state, action: PayloadAction<string>) {
      state.title = action.payload;
      state.hasUnsavedChanges = true;
    },
    cssChanged(state, action: PayloadAction<string>) {
      state.css = action.payload;
      state.hasUnsavedChanges = true;
    },
    metadataChanged(state, action: PayloadAction<Record<string, unknown>>) {
      state.metadata = action.payload;
      state.hasUnsavedChanges = true;
    },
    discarded(state) {
      if (!state.saved) return;
      state.title = state.saved.title;
      state.css = state.saved.css;
      state.metadata = state.saved.metadata;
      state.properties = state.saved.properties;
      state.history = startHistory(state.saved.layout);
      state.hasUnsavedChanges = false;
      state.editMode = false;
    },
    saved(state, action: PayloadAction<{ changedOn: string | null }>) {
      const layout = state.history?.present ?? {};
      state.saved = {
        title: state.title,
        css: state.css,
        metadata: state.metadata,
        properties: state.properties,
        layout,
      };
      state.history = startHistory(layout);
      state.changedOn = action.payload.changedOn;
      state.hasUnsavedChanges = false;
      state.editMode = false;
    },
    propertiesApplied(
      state,
      action: PayloadAction<{
        title: string;
        metadata: Record<string, unknown>;
        properties: DashboardProperties;
      }>,
    ) {
      state.title = action.payload.title;
      state.metadata = action.payload.metadata;
      state.properties = action.payload.properties;
      state.hasUnsavedChanges = true;
    },
    /**
     * The filter configuration was saved (`PUT /filters` answers the stored list): the metadata and the
     * saved snapshot both take it, as it is stored already and not an unsaved change; deleted filters
     * lose their values and changed ones start again from their default values.
     */
    nativeFiltersSaved(state, action: PayloadAction<NativeFilterItem[]>) {
      const items = action.payload;
      const before = new Map(nativeFiltersOf(state.metadata).map((item) => [item.id, JSON.stringify(item)]));
      const kept = new Set(items.map((item) => item.id));
      const changed = items.filter((item) => before.get(item.id) !== JSON.stringify(item));
      const changedIds = new Set(changed.map((item) => item.id));
      const defaults = initialDataMask(changed);
      state.metadata = { ...state.metadata, native_filter_configuration: items };
      if (state.saved) state.saved.metadata = { ...state.saved.metadata, native_filter_configuration: items };
      for (const id of before.keys()) if (!kept.has(id)) delete state.dataMask[id];
      for (const id of changedIds) {
        if (defaults[id]) state.dataMask[id] = defaults[id];
        else delete state.dataMask[id];
      }
      // A changed filter's bar control may already have taken its first value: charts do not wait on it.
      state.awaitingFirstValue = state.awaitingFirstValue.filter((id) => kept.has(id) && !changedIds.has(id));
    },
    publishedSet(state, action: PayloadAction<boolean>) {
      state.published = action.payload;
    },
    changedOnSet(state, action: PayloadAction<string | null>) {
      state.changedOn = action.payload;
    },
    activeTabSet(state, action: PayloadAction<{ tabsId: string; tabId: string }>) {
      state.activeTabs[action.payload.tabsId] = action.payload.tabId;
    },
    /** Opens each named TAB in its TABS (a shared link's tabs, a focused chart's); other ids are skipped. */
    tabsOpened(state, action: PayloadAction<readonly string[]>) {
      const layout = state.history?.present;
      if (!layout) return;
      for (const tabId of action.payload) {
        const tabsId = layout[tabId]?.type === 'TAB' ? findParentId(layout, tabId) : undefined;
        if (tabsId) state.activeTabs[tabsId] = tabId;
      }
    },
    dataMaskSet(state, action: PayloadAction<{ id: string; mask: DataMask | null }>) {
      if (action.payload.mask) state.dataMask[action.payload.id] = action.payload.mask;
      else delete state.dataMask[action.payload.id];
      state.awaitingFirstValue = state.awaitingFirstValue.filter((id) => id !== action.payload.id);
    },
    /** Several masks at once (the filter bar's Apply, Clear all, a restored state): one re-query per chart. */
    dataMaskApplied(state, action: PayloadAction<Record<string, DataMask | null>>) {
      for (const [id, mask] of Object.entries(action.payload)) {
        if (mask) state.dataMask[id] = mask;
        else delete state.dataMask[id];
      }
      state.awaitingFirstValue = state.awaitingFirstValue.filter((id) => !(id in action.payload));
    },
    /** A filter waiting for its first value has none to take (no options, or they failed to load). */
    firstValueSettled(state, action: PayloadAction<string>) {
      state.awaitingFirstValue = state.awaitingFirstValue.filter((id) => id !== action.payload);
    },
    refreshRequested(state, action: PayloadAction<{ force: boolean; chartIds?: number[] }>) {
      state.refresh = {
        nonce: state.refresh.nonce + 1,
        force: action.payload.force,
        chartIds: action.payload.chartIds ?? null,
      };
    },
    refreshFrequencySet(state, action: PayloadAction<{ seconds: number; persist: boolean }>) {
      state.metadata = { ...state.metadata, refresh_frequency: action.payload.seconds };
      if (action.payload.persist) state.hasUnsavedChanges = true;
    },
    fullSizeChartSet(state, action: PayloadAction<number | null>) {
      state.fullSizeChartId = action.payload;
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
