import { emptyLayout, GRID_ID, newComponent, insertComponent, UNDO_LIMIT } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { dashboardActions as a, dashboardSlice, type DashboardState } from './dashboardSlice';

const reduce = (
  state: DashboardState | undefined,
  ...actions: Parameters<typeof dashboardSlice.reducer>[1][]
) =>
  actions.reduce(
    (current, action) => dashboardSlice.reducer(current, action),
    state ?? dashboardSlice.getInitialState(),
  );

const loadedPayload = {
  id: 7,
  published: false,
  changedOn: '2026-11-24T10:00:00',
  title: 'Delays',
  css: '',
  metadata: {},
  layout: emptyLayout(),
  properties: { slug: null, owners: [1], roles: [], certified_by: null, certification_details: null },
};
const loaded = reduce(undefined, a.loaded(loadedPayload));
const withDivider = insertComponent(emptyLayout(), [newComponent('DIVIDER')], {
  parentId: GRID_ID,
  index: 0,
});

describe('dashboardSlice', () => {
  it('flags a layout change as unsaved and clears the flag when undo empties the history', () => {
    const changed = reduce(loaded, a.layoutChanged(withDivider));
    expect(changed.hasUnsavedChanges).toBe(true);
    expect(changed.history?.present).toEqual(withDivider);
    const undone = reduce(changed, a.undone());
    expect(undone.hasUnsavedChanges).toBe(false);
    expect(undone.history?.present).toEqual(emptyLayout());
    expect(reduce(undone, a.redone()).history?.present).toEqual(withDivider);
  });

  it('discards back to what was loaded and leaves edit mode', () => {
    const edited = reduce(loaded, a.editModeSet(true), a.titleChanged('Other'), a.layoutChanged(withDivider));
    const discarded = reduce(edited, a.discarded());
    expect(discarded.title).toBe('Delays');
    expect(discarded.history?.present).toEqual(emptyLayout());
    expect(discarded.editMode).toBe(false);
    expect(discarded.hasUnsavedChanges).toBe(false);
  });

  it('raises the history warning once when the undo slots run out', () => {
    let state = loaded;
    for (let i = 0; i < UNDO_LIMIT; i += 1) {
      state = reduce(
        state,
        a.layoutChanged(
          insertComponent(emptyLayout(), [newComponent('DIVIDER')], { parentId: GRID_ID, index: 0 }),
        ),
      );
    }
    expect(state.historyWarning).toBe(true);
    state = reduce(state, a.historyWarningShown(), a.layoutChanged(withDivider));
    expect(state.historyWarning).toBe(false);
  });

  it('makes the saved state the new starting point', () => {
    const saved = reduce(
      loaded,
      a.editModeSet(true),
      a.layoutChanged(withDivider),
      a.saved({ changedOn: 'later' }),
    );
    expect(saved.hasUnsavedChanges).toBe(false);
    expect(saved.editMode).toBe(false);
    expect(saved.changedOn).toBe('later');
    expect(saved.saved?.layout).toEqual(withDivider);
    expect(reduce(saved, a.undone()).history?.present).toEqual(withDivider);
  });

  it('names the charts a refresh asks for, and every chart when none are named', () => {
    const one = reduce(loaded, a.refreshRequested({ force: true, chartIds: [3] }));
    expect(one.refresh).toEqual({ nonce: 1, force: true, chartIds: [3] });
    expect(reduce(one, a.refreshRequested({ force: false })).refresh).toEqual({
      nonce: 2,
      force: false,
      chartIds: null,
    });
  });

  it('opens named tabs in their TABS and skips ids that are not tabs', () => {
    const layout = {
      ...emptyLayout(),
      'TABS-a': { id: 'TABS-a', type: 'TABS' as const, children: ['TAB-1', 'TAB-2'], parents: [], meta: {} },
      'TAB-1': { id: 'TAB-1', type: 'TAB' as const, children: [], parents: ['TABS-a'], meta: {} },
      'TAB-2': { id: 'TAB-2', type: 'TAB' as const, children: [], parents: ['TABS-a'], meta: {} },
    };
    const state = reduce(
      loaded,
      a.loaded({ ...loadedPayload, layout }),
      a.tabsOpened(['ROOT_ID', 'TAB-2', 'TAB-missing']),
    );
    expect(state.activeTabs).toEqual({ 'TABS-a': 'TAB-2' });
  });

  describe('data mask', () => {
    const origin = {
      id: 'NATIVE_FILTER-origin',
      type: 'NATIVE_FILTER',
      name: 'Origin',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'origin' } }],
      defaultDataMask: { filterState: { value: ['SEA'] } },
    };
    const first = {
      ...origin,
      id: 'NATIVE_FILTER-first',
      defaultDataMask: {},
      controlValues: { defaultToFirstItem: true },
    };
    const metadata = { native_filter_configuration: [origin, first] };

    it("opens with the filters' defaults, and holds charts for a 'select first value' filter", () => {
      const state = reduce(undefined, a.loaded({ ...loadedPayload, metadata }));
      expect(state.dataMask['NATIVE_FILTER-origin']?.extraFormData).toEqual({
        filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }],
      });
      expect(state.awaitingFirstValue).toEqual(['NATIVE_FILTER-first']);
      expect(reduce(state, a.firstValueSettled('NATIVE_FILTER-first')).awaitingFirstValue).toEqual([]);
    });

    it('opens with a restored state instead of the defaults (native_filters_key, a permalink)', () => {
      const restored = { 'NATIVE_FILTER-first': { filterState: { value: ['LAX'] }, extraFormData: {} } };
      const state = reduce(undefined, a.loaded({ ...loadedPayload, metadata, restoredDataMask: restored }));
      expect(state.dataMask).toEqual(restored);
      expect(state.awaitingFirstValue).toEqual([]);
    });

    it('applies several masks at once, a null removing one', () => {
      const state = reduce(
        undefined,
        a.loaded({ ...loadedPayload, metadata }),
        a.dataMaskApplied({
          'NATIVE_FILTER-origin': null,
          '12': { extraFormData: { time_range: 'Last week' } },
        }),
      );
      expect(Object.keys(state.dataMask)).toEqual(['12']);
    });
  });
});
