import { describe, expect, it } from 'vitest';
import { FIXTURE_POSITION_JSON } from '../layout/layoutFixture.testkit.js';
import { parsePositionJson } from '../layout/positionJson.js';
import { crossFilterDataMask, nativeFilterDataMask } from './extraFormData.js';
import {
  chartsInScope,
  crossFilterChartsInScope,
  dataMasksForChart,
  tabsInScope,
  withComputedScopes,
} from './scope.js';
import type { NativeFilter } from './types.js';

const layout = parsePositionJson(FIXTURE_POSITION_JSON);

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  scope: { rootPath: ['TAB-overview'], excluded: [12] },
};

describe('chartsInScope and tabsInScope', () => {
  it('covers the charts under the roots minus the excluded, once each', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [] }).sort()).toEqual([11, 12, 13, 14]);
    expect(chartsInScope(layout, origin.scope!).sort()).toEqual([11, 13, 14]);
    expect(chartsInScope(layout, { rootPath: ['TAB-n1'], excluded: [] })).toEqual([11]);
  });

  it('names the tabs that hold a chart of the scope', () => {
    expect(tabsInScope(layout, { rootPath: ['TAB-n1'], excluded: [] }).sort()).toEqual([
      'TAB-details',
      'TAB-n1',
    ]);
    expect(tabsInScope(layout, origin.scope!)).toEqual(['TAB-overview']);
  });

  it('fills both in on save, the whole dashboard when a filter has no scope', () => {
    const [scoped, unscoped] = withComputedScopes(
      [origin, { ...origin, id: 'f2', scope: undefined }],
      layout,
    );
    expect((scoped as NativeFilter).chartsInScope?.sort()).toEqual([11, 13, 14]);
    expect((unscoped as NativeFilter).scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
    expect((unscoped as NativeFilter).chartsInScope?.sort()).toEqual([11, 12, 13, 14]);
  });
});

describe('dataMasksForChart', () => {
  const dataMask = {
    [origin.id]: nativeFilterDataMask(origin, ['SFO']),
    '13': crossFilterDataMask(13, 'destination', ['JFK']),
  };

  it('gives a chart the native filters and other charts cross-filters whose scope holds it', () => {
    const forFourteen = dataMasksForChart(14, dataMask, { layout, nativeFilters: [origin] });
    expect(forFourteen.sources).toEqual([origin.id, '13']);
    expect(forFourteen.masks).toHaveLength(2);
  });

  it('reads scopes from the layout, not from stale saved chartsInScope lists', () => {
    const stale = { ...origin, chartsInScope: [] };
    const scopes = {
      layout,
      nativeFilters: [stale],
      globalChartConfiguration: { scope: origin.scope!, chartsInScope: [] },
    };
    expect(dataMasksForChart(14, dataMask, scopes).sources).toEqual([origin.id, '13']);
  });

  it('leaves out an excluded chart, the emitting chart itself, and cleared filters', () => {
    expect(dataMasksForChart(12, dataMask, { layout, nativeFilters: [origin] }).sources).toEqual(['13']);
    expect(dataMasksForChart(13, dataMask, { layout, nativeFilters: [origin] }).sources).toEqual([origin.id]);
    const cleared = { ...dataMask, [origin.id]: nativeFilterDataMask(origin, []) };
    expect(dataMasksForChart(14, cleared, { layout, nativeFilters: [origin] }).sources).toEqual(['13']);
  });

  it('honours a chart cross-filter scope and the cross-filter switch', () => {
    const scopes = {
      layout,
      nativeFilters: [origin],
      chartConfiguration: {
        '13': { id: 13, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [14] } } },
      },
    };
    expect(crossFilterChartsInScope(scopes, 13).sort()).toEqual([11, 12]);
    expect(dataMasksForChart(14, dataMask, scopes).sources).toEqual([origin.id]);
    expect(dataMasksForChart(11, dataMask, { ...scopes, crossFiltersEnabled: false }).sources).toEqual([
      origin.id,
    ]);
  });

  it('uses the dashboard-wide cross-filter scope for a chart set to global', () => {
    const scopes = {
      layout,
      nativeFilters: [],
      chartConfiguration: { '13': { id: 13, crossFilters: { scope: 'global' as const } } },
      globalChartConfiguration: { scope: { rootPath: ['TAB-n1'], excluded: [] } },
    };
    expect(crossFilterChartsInScope(scopes, 13)).toEqual([11]);
  });
});
