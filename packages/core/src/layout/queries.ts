import { ownValue } from '../ownValue.js';
import { ROOT_ID } from './constants.js';
import type { DashboardLayout, LayoutItem } from './types.js';

/** The item with this id, never an inherited member of the lookup object. */
export function getItem(layout: DashboardLayout, id: string): LayoutItem | undefined {
  return ownValue(layout, id);
}

/**
 * Item ids in layout order: depth first from ROOT_ID, children in order. Each id is visited once, so a
 * stored layout with a cycle or a shared child cannot loop.
 */
export function layoutOrder(layout: DashboardLayout): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string): void => {
    const item = getItem(layout, id);
    if (item === undefined || seen.has(id)) return;
    seen.add(id);
    order.push(id);
    for (const childId of item.children) visit(childId);
  };
  visit(ROOT_ID);
  return order;
}

/**
 * The chart ids the layout shows, distinct, in layout order. CHART items not reachable from ROOT_ID come
 * last: Superset relates every CHART entry of `position_json` to the dashboard, reachable or not.
 */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  const ordered = layoutOrder(layout);
  const reached = new Set(ordered);
  const ids = [...ordered, ...Object.keys(layout).filter((id) => !reached.has(id))];
  const chartIds: number[] = [];
  for (const id of ids) {
    const item = getItem(layout, id);
    const chartId = item?.meta.chartId;
    if (item?.type === 'CHART' && typeof chartId === 'number' && Number.isInteger(chartId)) {
      if (!chartIds.includes(chartId)) chartIds.push(chartId);
    }
  }
  return chartIds;
}

/** The id of the item whose children hold this id, or undefined (ROOT_ID, HEADER_ID, a detached item). */
export function findParentId(layout: DashboardLayout, id: string): string | undefined {
  for (const item of Object.values(layout)) {
    if (item.children.includes(id)) return item.id;
  }
  return undefined;
}

/** The ancestors of an item from the top (ROOT_ID for an attached item) down to its parent. */
export function ancestorIds(layout: DashboardLayout, id: string): string[] {
  const parentOf = new Map<string, string>();
  for (const item of Object.values(layout)) {
    for (const childId of item.children) if (!parentOf.has(childId)) parentOf.set(childId, item.id);
  }
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  let current = parentOf.get(id);
  while (current !== undefined && !seen.has(current)) {
    seen.add(current);
    ancestors.unshift(current);
    current = parentOf.get(current);
  }
  return ancestors;
}

/**
 * A copy of the layout with `parents` recomputed as Superset's updateComponentParentsList does: every item
 * reached from ROOT_ID gets the ids on its path from ROOT_ID. ROOT_ID itself and items ROOT_ID does not
 * reach (HEADER_ID, a grid left behind by top-level tabs) keep what they had.
 */
export function withParents(layout: DashboardLayout): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const seen = new Set<string>();
  const visit = (id: string, path: string[]): void => {
    const item = getItem(layout, id);
    if (item === undefined || seen.has(id)) return;
    seen.add(id);
    if (path.length > 0) next[id] = { ...item, parents: path };
    for (const childId of item.children) visit(childId, [...path, id]);
  };
  visit(ROOT_ID, []);
  return next;
}

/** A tab of `GET /api/v1/dashboard/<id>/tabs`'s `tab_tree`: its id, its title and the tabs nested in it. */
export interface TabTreeNode {
  value: string;
  title: string;
  children: TabTreeNode[];
  parents: string[];
}

export interface DashboardTabs {
  all_tabs: Record<string, string>;
  tab_tree: TabTreeNode[];
}

/**
 * The dashboard's tabs as Superset's `Dashboard.tabs` builds them: walking down from ROOT_ID through GRID,
 * TABS and TAB only (tabs inside a ROW or COLUMN are not listed), each TAB's directly nested tabs under it.
 */
export function tabTree(layout: DashboardLayout): DashboardTabs {
  const allTabs: Record<string, string> = {};
  const seen = new Set<string>();
  const collect = (id: string, into: TabTreeNode[]): void => {
    const item = getItem(layout, id);
    if (item === undefined || seen.has(id)) return;
    seen.add(id);
    if (item.type === 'ROOT' || item.type === 'GRID') {
      for (const childId of item.children) collect(childId, into);
    } else if (item.type === 'TABS') {
      for (const childId of item.children) {
        const tab = getItem(layout, childId);
        if (tab?.type !== 'TAB' || seen.has(childId)) continue;
        seen.add(childId);
        const title = typeof tab.meta.text === 'string' ? tab.meta.text : '';
        // Superset answers the stored `parents`; a layout saved without them gets the computed ones.
        const parents = tab.parents ?? ancestorIds(layout, childId);
        const node: TabTreeNode = { value: childId, title, children: [], parents: [...parents] };
        allTabs[childId] = title;
        into.push(node);
        for (const grandChildId of tab.children) collect(grandChildId, node.children);
      }
    }
  };
  const tree: TabTreeNode[] = [];
  collect(ROOT_ID, tree);
  return { all_tabs: allTabs, tab_tree: tree };
}

/**
 * Whether a component shows with these tabs open: every TAB above it is its TABS' active tab (a
 * TABS with none chosen shows its first tab).
 */
export function isInActiveTabs(
  layout: DashboardLayout,
  id: string,
  activeTabs: Readonly<Record<string, string>>,
): boolean {
  for (const ancestor of ancestorIds(layout, id)) {
    if (layout[ancestor]?.type !== 'TAB') continue;
    const tabsId = findParentId(layout, ancestor);
    const tabs = tabsId ? layout[tabsId] : undefined;
    if (!tabs) continue;
    const active = activeTabs[tabs.id] ?? tabs.children[0];
    if (active !== ancestor) return false;
  }
  return true;
}

/** The charts shown with these tabs open. */
export function chartIdsInActiveTabs(
  layout: DashboardLayout,
  activeTabs: Readonly<Record<string, string>>,
): Set<number> {
  const ids = new Set<number>();
  for (const item of Object.values(layout))
    if (item.type === 'CHART' && isInActiveTabs(layout, item.id, activeTabs))
      ids.add(Number(item.meta.chartId));
  return ids;
}
