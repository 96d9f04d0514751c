import { FILTER_SCOPE_CHANGED_MESSAGE } from './constants.js';
import { chartComponentsFor } from './operations.js';
import { ancestorIds, getItem } from './queries.js';
import type { DashboardLayout } from './types.js';

/** A native filter's or cross-filter's scope: the layout subtrees it covers, minus excluded chart ids. */
export interface LayoutScope {
  rootPath: string[];
  excluded: number[];
}

/** Whether the CHART component lies under one of the scope's roots and its chart is not excluded. */
export function isInScope(layout: DashboardLayout, chartLayoutId: string, scope: LayoutScope): boolean {
  const item = getItem(layout, chartLayoutId);
  if (item === undefined) return false;
  const chartId = item.meta.chartId;
  if (typeof chartId === 'number' && scope.excluded.includes(chartId)) return false;
  const path = [...ancestorIds(layout, chartLayoutId), chartLayoutId];
  return scope.rootPath.some((rootId) => path.includes(rootId));
}

function chartInScope(layout: DashboardLayout, chartId: number, scope: LayoutScope): boolean {
  return chartComponentsFor(layout, chartId).some((item) => isInScope(layout, item.id, scope));
}

/**
 * The warning to show after a layout move when the chart's membership of any scope changed (it left a
 * filter's tab or entered one), else null.
 */
export function scopeChangeWarning(
  before: DashboardLayout,
  after: DashboardLayout,
  chartId: number,
  scopes: LayoutScope[],
): string | null {
  const changed = scopes.some(
    (scope) => chartInScope(before, chartId, scope) !== chartInScope(after, chartId, scope),
  );
  return changed ? FILTER_SCOPE_CHANGED_MESSAGE : null;
}
