import { emptyLayout, nativeFilterDataMask, type NativeFilter, type NativeFilterItem } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { dashboardActions as a, dashboardSlice, type DashboardState } from './dashboardSlice';

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 3, column: { name: 'origin' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { filterState: { value: ['JFK'] } },
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
};
const destination: NativeFilter = {
  ...origin,
  id: 'NATIVE_FILTER-destination',
  name: 'Destination',
  targets: [{ datasetId: 3, column: { name: 'destination' } }],
  defaultDataMask: {},
  controlValues: { defaultToFirstItem: true },
};
const carrier: NativeFilter = {
  ...origin,
  id: 'NATIVE_FILTER-carrier',
  name: 'Carrier',
  defaultDataMask: {},
};

function loadedWith(items: NativeFilterItem[]): DashboardState {
  return dashboardSlice.reducer(
    undefined,
    a.loaded({
      id: 7,
      published: false,
      changedOn: '2026-11-24T10:00:00',
      title: 'Flights',
      css: '',
      metadata: { color_scheme: 'supersetColors', native_filter_configuration: items },
      layout: emptyLayout(),
      properties: { slug: null, owners: [1], roles: [], certified_by: null, certification_details: null },
    }),
  );
}

describe('dashboardSlice nativeFiltersSaved', () => {
  it('stores the configuration as saved: metadata and snapshot alike, no unsaved change', () => {
    const saved = [origin, destination, carrier];
    const state = dashboardSlice.reducer(loadedWith([origin]), a.nativeFiltersSaved(saved));
    expect(state.metadata).toEqual({ color_scheme: 'supersetColors', native_filter_configuration: saved });
    expect(state.saved?.metadata).toEqual(state.metadata);
    expect(state.hasUnsavedChanges).toBe(false);
  });

  it("drops deleted filters' values, resets changed ones to their defaults and keeps the others", () => {
    let state = loadedWith([origin, destination, carrier]);
    state = dashboardSlice.reducer(
      state,
      a.dataMaskApplied({
        [origin.id]: nativeFilterDataMask(origin, ['LAX']),
        [carrier.id]: nativeFilterDataMask(carrier, ['SFO']),
        '42': { extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['BOS'] }] } },
      }),
    );
    const inverted: NativeFilter = {
      ...origin,
      controlValues: { multiSelect: true, inverseSelection: true },
    };
    const next = dashboardSlice.reducer(state, a.nativeFiltersSaved([inverted, destination]));
    // The changed filter starts from its default, rebuilt for its new settings (NOT IN).
    expect(next.dataMask[origin.id]).toEqual(nativeFilterDataMask(inverted, ['JFK']));
    expect(next.dataMask[origin.id]?.extraFormData?.filters?.[0]?.op).toBe('NOT IN');
    expect(next.dataMask[carrier.id]).toBeUndefined();
    // A cross-filter is not the configuration's business.
    expect(next.dataMask['42']).toEqual(state.dataMask['42']);
  });

  it('clears a changed filter without a default, and no longer waits on changed or deleted filters', () => {
    let state = loadedWith([origin, destination]);
    expect(state.awaitingFirstValue).toEqual([destination.id]);
    state = dashboardSlice.reducer(
      state,
      a.dataMaskSet({ id: origin.id, mask: nativeFilterDataMask(origin, ['LAX']) }),
    );
    const noDefault: NativeFilter = { ...origin, defaultDataMask: {} };
    const renamed: NativeFilter = { ...destination, name: 'Dest' };
    const next = dashboardSlice.reducer(state, a.nativeFiltersSaved([noDefault, renamed]));
    expect(next.dataMask[origin.id]).toBeUndefined();
    expect(next.awaitingFirstValue).toEqual([]);
  });
});
