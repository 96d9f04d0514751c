import { isInScope, type LayoutScope } from '../layout/scope.js';
import { ancestorIds } from '../layout/queries.js';
import type { DashboardLayout } from '../layout/types.js';
import type { DataMask } from '../query/dashboardFormData.js';
import { isActiveDataMask } from './extraFormData.js';
import {
  isNativeFilter,
  type NativeFilter,
  type ChartCrossFilterConfiguration,
  type GlobalChartConfiguration,
  type NativeFilterItem,
} from './types.js';

/** Superset's default scope: the whole dashboard, nothing excluded. */
export const WHOLE_DASHBOARD_SCOPE: LayoutScope = { rootPath: ['ROOT_ID'], excluded: [] };

/**
 * The charts a scope covers (`chartsInScope`): every chart with a CHART component under one of the
 * scope's roots, minus the excluded ones, in layout order without repeats.
 */
export function chartsInScope(layout: DashboardLayout, scope: LayoutScope): number[] {
  // Every chart of a dashboard asks this for every filter on each data mask change: the answer is
  // kept per layout object (layouts are never changed in place) and scope.
  const key = JSON.stringify([scope.rootPath, scope.excluded]);
  let cached = SCOPE_CHARTS.get(layout);
  if (!cached) SCOPE_CHARTS.set(layout, (cached = new Map()));
  const known = cached.get(key);
  if (known) return [...known];
  const ids = new Set<number>();
  for (const item of Object.values(layout)) {
    if (item.type !== 'CHART') continue;
    const chartId = Number(item.meta.chartId);
    if (Number.isInteger(chartId) && isInScope(layout, item.id, scope)) ids.add(chartId);
  }
  cached.set(key, [...ids]);
  return [...ids];
}

const SCOPE_CHARTS = new WeakMap<DashboardLayout, Map<string, number[]>>();

/** The tabs holding at least one chart of the scope (`tabsInScope`): where the filter matters. */
export function tabsInScope(layout: DashboardLayout, scope: LayoutScope): string[] {
  const tabs = new Set<string>();
  for (const item of Object.values(layout)) {
    if (item.type !== 'CHART' || !isInScope(layout, item.id, scope)) continue;
    for (const id of ancestorIds(layout, item.id)) if (layout[id]?.type === 'TAB') tabs.add(id);
  }
  return [...tabs];
}

/** The native filters with their `chartsInScope` and `tabsInScope` computed from the layout (on save). */
export function withComputedScopes(
  items: readonly NativeFilterItem[],
  layout: DashboardLayout,
): NativeFilterItem[] {
  return items.map((item) => {
    if (!isNativeFilter(item)) return item;
    const scope = item.scope ?? WHOLE_DASHBOARD_SCOPE;
    return {
      ...item,
      scope,
      chartsInScope: chartsInScope(layout, scope),
      tabsInScope: tabsInScope(layout, scope),
    };
  });
}

/**
 * The charts a native filter reaches in this layout. Computed from its `scope`, never read from the
 * `chartsInScope` saved with it: that list goes stale when charts move or the dashboard is imported
 * (Superset recomputes it when a dashboard loads, too).
 */
export function filterChartsInScope(filter: NativeFilter, layout: DashboardLayout): number[] {
  return chartsInScope(layout, filter.scope ?? WHOLE_DASHBOARD_SCOPE);
}

/** What a dashboard knows to decide which data masks reach a chart. */
export interface DataMaskScopes {
  layout: DashboardLayout;
  nativeFilters: readonly NativeFilterItem[];
  chartConfiguration?: Readonly<Record<string, ChartCrossFilterConfiguration | undefined>>;
  globalChartConfiguration?: GlobalChartConfiguration;
  /** `json_metadata.cross_filters_enabled`; Superset's default is on. */
  crossFiltersEnabled?: boolean;
}

/**
 * The charts a cross-filter from `emitterId` reaches: its own scope, else the dashboard-wide one,
 * computed from the layout (saved `chartsInScope` lists go stale, as for native filters).
 */
export function crossFilterChartsInScope(scopes: DataMaskScopes, emitterId: number): number[] {
  const own = scopes.chartConfiguration?.[String(emitterId)]?.crossFilters;
  const scope =
    own && own.scope !== 'global'
      ? own.scope
      : (scopes.globalChartConfiguration?.scope ?? WHOLE_DASHBOARD_SCOPE);
  // A chart never filters itself.
  return chartsInScope(scopes.layout, scope).filter((id) => id !== emitterId);
}

/** The masks that reach one chart and the ids of the filters and charts they come from. */
export interface ChartDataMasks {
  masks: DataMask[];
  /** Native filter ids and emitting chart ids (as strings) whose active mask applies to the chart. */
  sources: string[];
}

/**
 * The data masks that reach a chart: each native filter whose scope holds the chart, then each other chart's
 * cross-filter whose scope holds it (unless cross-filters are off). Inactive masks (a cleared
 * filter) are left out. This is the scoping decision core's `chartFormDataWithDataMasks` leaves to
 * its caller.
 */
export function dataMasksForChart(
  chartId: number,
  dataMask: Readonly<Record<string, DataMask | undefined>>,
  scopes: DataMaskScopes,
): ChartDataMasks {
  const masks: DataMask[] = [];
  const sources: string[] = [];
  for (const item of scopes.nativeFilters) {
    if (!isNativeFilter(item)) continue;
    const mask = dataMask[item.id];
    if (!isActiveDataMask(mask)) continue;
    if (!filterChartsInScope(item, scopes.layout).includes(chartId)) continue;
    masks.push(mask!);
    sources.push(item.id);
  }
  if (scopes.crossFiltersEnabled !== false) {
    for (const [key, mask] of Object.entries(dataMask)) {
      const emitter = Number(key);
      if (!/^\d+$/.test(key) || emitter === chartId || !isActiveDataMask(mask)) continue;
      if (!crossFilterChartsInScope(scopes, emitter).includes(chartId)) continue;
      masks.push(mask!);
      sources.push(key);
    }
  }
  return { masks, sources };
}
