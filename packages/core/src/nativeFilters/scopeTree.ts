import { ROOT_ID } from '../layout/constants.js';
import { ancestorIds, getItem } from '../layout/queries.js';
import { isInScope, type LayoutScope } from '../layout/scope.js';
import type { DashboardLayout, LayoutItem } from '../layout/types.js';

/**
 * One node of the filter configuration's scoping tree: a tab or a chart of the layout, keyed by its
 * layout id (a chart placed twice is two nodes with one `chartId`).
 */
export interface ScopeTreeNode {
  key: string;
  type: 'TAB' | 'CHART';
  title: string;
  chartId?: number;
  children: ScopeTreeNode[];
}

function chartIdOf(item: LayoutItem | undefined): number | undefined {
  const chartId = item?.type === 'CHART' ? Number(item.meta.chartId) : Number.NaN;
  return Number.isInteger(chartId) ? chartId : undefined;
}

function titleOf(item: LayoutItem, chartName: (chartId: number) => string | undefined): string {
  const chartId = chartIdOf(item);
  if (chartId !== undefined) {
    // An override is the title the dashboard shows; then the chart's current name, then the name
    // the layout remembered when the chart was placed.
    return item.meta.sliceNameOverride || chartName(chartId) || item.meta.sliceName || item.id;
  }
  return item.meta.text || item.meta.defaultText || item.id;
}

/**
 * The layout's tabs and charts as Superset's scoping tree shows them (under its "All panels" root,
 * which the caller draws): rows, columns and nested TABS containers are passed through, tabs holding
 * no chart are left out (nothing to scope), charts in layout order.
 */
export function scopeTreeNodes(
  layout: DashboardLayout,
  chartName: (chartId: number) => string | undefined = () => undefined,
): ScopeTreeNode[] {
  const seen = new Set<string>();
  const visit = (id: string): ScopeTreeNode[] => {
    const item = getItem(layout, id);
    // A stored layout may share a child or loop: each item is visited once.
    if (item === undefined || seen.has(id)) return [];
    seen.add(id);
    if (item.type === 'CHART') {
      const chartId = chartIdOf(item);
      if (chartId === undefined) return [];
      return [{ key: id, type: 'CHART', title: titleOf(item, chartName), chartId, children: [] }];
    }
    const children = item.children.flatMap(visit);
    if (item.type !== 'TAB') return children;
    return children.length ? [{ key: id, type: 'TAB', title: titleOf(item, chartName), children }] : [];
  };
  return visit(ROOT_ID);
}

/** The chart nodes (layout ids) a scope covers: what the tree shows checked (tabs follow their charts). */
export function checkedKeysOfScope(layout: DashboardLayout, scope: LayoutScope): string[] {
  return Object.values(layout)
    .filter((item) => chartIdOf(item) !== undefined && isInScope(layout, item.id, scope))
    .map((item) => item.id);
}

/** ROOT_ID, then the tabs above an item, top down: the levels a scope's root can sit at. */
function scopeLevels(layout: DashboardLayout, id: string): string[] {
  const tabs = ancestorIds(layout, id).filter((ancestor) => getItem(layout, ancestor)?.type === 'TAB');
  return [ROOT_ID, ...tabs];
}

/**
 * The scope the checked tree nodes mean (Superset's findFilterScope): the roots are the checked charts'
 * ancestors at the deepest level they all reach (ROOT_ID when one of them sits outside any tab), and
 * the charts under those roots left unchecked are excluded. Only chart keys count; a tab is checked
 * through its charts. A chart placed twice counts as checked when either placement is.
 */
export function scopeOfCheckedKeys(layout: DashboardLayout, checkedKeys: readonly string[]): LayoutScope {
  const checked = checkedKeys.filter((key) => chartIdOf(getItem(layout, key)) !== undefined);
  if (checked.length === 0) return { rootPath: [], excluded: [] };
  const levels = checked.map((key) => scopeLevels(layout, key));
  const depth = Math.min(...levels.map((path) => path.length));
  const rootPath = [...new Set(levels.map((path) => path[depth - 1]!))];
  const checkedCharts = new Set(checked.map((key) => chartIdOf(getItem(layout, key))!));
  const excluded = new Set<number>();
  for (const item of Object.values(layout)) {
    const chartId = chartIdOf(item);
    if (chartId === undefined || checkedCharts.has(chartId)) continue;
    if (isInScope(layout, item.id, { rootPath, excluded: [] })) excluded.add(chartId);
  }
  return { rootPath, excluded: [...excluded] };
}

/** Superset's "Apply to all panels": the whole dashboard, nothing excluded. */
export function isWholeDashboardScope(scope: LayoutScope | undefined): boolean {
  return scope === undefined || (scope.rootPath[0] === ROOT_ID && scope.excluded.length === 0);
}
