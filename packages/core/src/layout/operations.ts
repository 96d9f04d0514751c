import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_ROW_UNITS,
  HEADER_ID,
  ROOT_ID,
} from './constants.js';
import { newChartComponent, newComponent } from './factory.js';
import { emptyLayout } from './positionJson.js';
import { chartIdsInLayout, findParentId, getItem, layoutOrder, withParents } from './queries.js';
import { canDrop, componentMinWidth, componentWidth, isTopLevelTabs, rowAvailableWidth } from './rules.js';
import type { DropTarget } from './rules.js';
import type { DashboardLayout, LayoutItem, LayoutMeta } from './types.js';

/** A copy deep enough to edit: new item objects with their own children and meta. */
function cloneLayout(layout: DashboardLayout): DashboardLayout {
  const copy: DashboardLayout = {};
  for (const [id, item] of Object.entries(layout)) {
    copy[id] = { ...item, children: [...item.children], meta: { ...item.meta } };
  }
  return copy;
}

function mustGet(layout: DashboardLayout, id: string): LayoutItem {
  const item = getItem(layout, id);
  if (item === undefined) throw new Error(`Layout has no component ${id}`);
  return item;
}

function insertAt(list: string[], index: number, id: string): void {
  const at = Math.max(0, Math.min(list.length, Math.trunc(Number.isFinite(index) ? index : list.length)));
  list.splice(at, 0, id);
}

/** Charts and markdown dropped straight on the grid or a tab get a row of their own, as Superset does. */
function needsRow(item: LayoutItem, parent: LayoutItem): boolean {
  return (
    (item.type === 'CHART' || item.type === 'MARKDOWN') && (parent.type === 'GRID' || parent.type === 'TAB')
  );
}

/** The item placed at the target in a layout copy, wrapped in a new ROW when it needs one. */
function place(next: DashboardLayout, item: LayoutItem, target: DropTarget): void {
  const parent = mustGet(next, target.parentId);
  if (needsRow(item, parent)) {
    const row = newComponent('ROW');
    row.children = [item.id];
    next[row.id] = row;
    insertAt(parent.children, target.index, row.id);
  } else {
    insertAt(parent.children, target.index, item.id);
  }
}

/** Superset's "drop tabs on top": the tabs become ROOT's child and the grid's content moves into the first tab. */
function promoteToTopLevel(next: DashboardLayout, tabsId: string): void {
  const root = mustGet(next, ROOT_ID);
  const gridId = root.children[0];
  const grid = gridId === undefined ? undefined : getItem(next, gridId);
  const tabs = mustGet(next, tabsId);
  const firstTab = getItem(next, tabs.children[0] ?? '');
  root.children = [tabsId];
  if (grid === undefined) return;
  const content = grid.children.filter((childId) => childId !== tabsId);
  grid.children = [];
  if (firstTab !== undefined) firstTab.children.push(...content);
}

/** Every id of the subtree under (and including) this id, once each. */
function subtreeIds(layout: DashboardLayout, id: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string): void => {
    const item = getItem(layout, current);
    if (item === undefined || seen.has(current)) return;
    seen.add(current);
    ids.push(current);
    for (const childId of item.children) visit(childId);
  };
  visit(id);
  return ids;
}

/** Removes the id from its parent; an emptied ROW (or, when `columnsToo`, COLUMN) goes too, upwards. */
function detach(next: DashboardLayout, id: string, columnsToo: boolean): void {
  const parentId = findParentId(next, id);
  if (parentId === undefined) return;
  const parent = mustGet(next, parentId);
  parent.children = parent.children.filter((childId) => childId !== id);
  const removable = parent.type === 'ROW' || (columnsToo && parent.type === 'COLUMN');
  if (removable && parent.children.length === 0) {
    detach(next, parentId, columnsToo);
    delete next[parentId];
  }
}

/**
 * A layout with new component(s) dropped at the target: `items[0]` is the dropped component, the rest its
 * new descendants (a new TABS' TAB). A chart or markdown dropped on the grid or a tab is wrapped in a new
 * ROW; TABS dropped on ROOT become the top-level tabs and take in the grid's content. A drop `canDrop`
 * refuses returns the input layout itself, unchanged.
 */
export function insertComponent(
  layout: DashboardLayout,
  items: LayoutItem | LayoutItem[],
  target: DropTarget,
): DashboardLayout {
  const [top, ...rest] = Array.isArray(items) ? items : [items];
  if (top === undefined) return layout;
  const verdict = canDrop(layout, { newComponent: top }, target);
  if (!verdict.ok) return layout;
  const next = cloneLayout(layout);
  for (const item of [top, ...rest]) {
    next[item.id] = { ...item, children: [...item.children], meta: { ...item.meta } };
  }
  const placed = mustGet(next, top.id);
  if (verdict.width !== undefined) placed.meta.width = verdict.width;
  if (target.parentId === ROOT_ID) promoteToTopLevel(next, top.id);
  else place(next, placed, target);
  return withParents(next);
}

/**
 * A layout with the component moved to the target slot (the index among the parent's children as they
 * are now, before the item leaves its place: slot k is just before child k, slot n after the last). The
 * same wrapping as insertComponent applies; a ROW, COLUMN or TABS the move empties is removed. A refused
 * move returns the input layout itself.
 */
export function moveComponent(layout: DashboardLayout, move: { id: string } & DropTarget): DashboardLayout {
  const verdict = canDrop(layout, { draggedId: move.id }, move);
  if (!verdict.ok) return layout;
  const next = cloneLayout(layout);
  const item = mustGet(next, move.id);
  if (verdict.width !== undefined) item.meta.width = verdict.width;
  if (move.parentId === ROOT_ID) {
    const oldParentId = findParentId(next, move.id);
    if (oldParentId !== undefined && oldParentId !== GRID_ID) detach(next, move.id, true);
    promoteToTopLevel(next, move.id);
    return withParents(next);
  }
  const oldParentId = findParentId(next, move.id);
  let index = move.index;
  if (oldParentId !== undefined) {
    const oldParent = mustGet(next, oldParentId);
    const oldIndex = oldParent.children.indexOf(move.id);
    // A slot after the item's old place moves one left once the item has left it.
    if (oldParentId === move.parentId && oldIndex >= 0 && oldIndex < index) index -= 1;
    oldParent.children = oldParent.children.filter((childId) => childId !== move.id);
  }
  place(next, item, { parentId: move.parentId, index });
  // The old parent goes only now, so a target inside it stays valid until the item has landed. Superset
  // removes an emptied ROW, and TABS whose last tab moved away; an emptied COLUMN goes too.
  if (oldParentId !== undefined) {
    const oldParent = getItem(next, oldParentId);
    const removable = oldParent !== undefined && ['ROW', 'COLUMN', 'TABS'].includes(oldParent.type);
    if (removable && oldParent.children.length === 0) {
      detach(next, oldParentId, true);
      delete next[oldParentId];
    }
  }
  return withParents(next);
}

/** Superset's DELETE_TOP_LEVEL_TABS: the tabs go and their content returns to the grid. */
function removeTopLevelTabs(next: DashboardLayout, tabsId: string): void {
  const tabs = mustGet(next, tabsId);
  const content = tabs.children.flatMap((tabId) => getItem(next, tabId)?.children ?? []);
  for (const tabId of tabs.children) delete next[tabId];
  delete next[tabsId];
  const grid = getItem(next, GRID_ID) ?? { id: GRID_ID, type: 'GRID', children: [], meta: {} };
  next[GRID_ID] = { ...grid, children: [...grid.children, ...content] };
  mustGet(next, ROOT_ID).children = [GRID_ID];
}

/**
 * A layout without the component and everything under it. An emptied ROW is removed too; deleting the
 * last TAB deletes its TABS (top-level ones give ROOT back an empty grid). Deleting the top-level TABS
 * themselves moves their content back to the grid, as Superset does. ROOT, GRID and HEADER_ID stay.
 */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  const item = getItem(layout, id);
  if (item === undefined || id === ROOT_ID || id === GRID_ID || id === HEADER_ID) return layout;
  const next = cloneLayout(layout);
  if (isTopLevelTabs(layout, id)) {
    removeTopLevelTabs(next, id);
    return withParents(next);
  }
  let targetId = id;
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : getItem(layout, parentId);
  if (item.type === 'TAB' && parent?.type === 'TABS' && parent.children.length === 1) targetId = parent.id;
  const wasTopLevel = isTopLevelTabs(layout, targetId);
  const doomed = subtreeIds(next, targetId);
  detach(next, targetId, false);
  for (const doomedId of doomed) delete next[doomedId];
  if (wasTopLevel) {
    const grid = getItem(next, GRID_ID) ?? { id: GRID_ID, type: 'GRID', children: [], meta: {} };
    next[GRID_ID] = grid;
    mustGet(next, ROOT_ID).children = [GRID_ID];
  }
  return withParents(next);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A layout with the component resized. Width only counts in a ROW (elsewhere a component spans its
 * container) and is kept between GRID_MIN_COLUMN_COUNT (or what the content needs) and the room left in
 * the row; height, for charts and markdown, between GRID_MIN_ROW_UNITS and GRID_MAX_ROW_UNITS.
 */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  size: { width?: number; height?: number },
): DashboardLayout {
  const item = getItem(layout, id);
  if (item === undefined) return layout;
  const meta: LayoutMeta = { ...item.meta };
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : getItem(layout, parentId);
  const sized = item.type === 'CHART' || item.type === 'MARKDOWN' || item.type === 'COLUMN';
  if (size.width !== undefined && Number.isFinite(size.width) && sized && parent?.type === 'ROW') {
    const others = componentWidth(layout, parent) - componentWidth(layout, item);
    const max = Math.max(componentMinWidth(layout, item), rowAvailableWidth(layout, parent.id) - others);
    meta.width = clamp(Math.round(size.width), componentMinWidth(layout, item), max);
  }
  if (
    size.height !== undefined &&
    Number.isFinite(size.height) &&
    (item.type === 'CHART' || item.type === 'MARKDOWN')
  ) {
    meta.height = clamp(Math.round(size.height), GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  }
  return { ...layout, [id]: { ...item, children: [...item.children], meta } };
}

/** A layout with the component's meta patched; a key patched to undefined is removed. */
export function updateComponentMeta(
  layout: DashboardLayout,
  id: string,
  patch: Partial<LayoutMeta>,
): DashboardLayout {
  const item = getItem(layout, id);
  if (item === undefined) return layout;
  const meta: LayoutMeta = { ...item.meta };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete meta[key];
    else meta[key] = value;
  }
  return { ...layout, [id]: { ...item, children: [...item.children], meta } };
}

/** Where new charts go: the grid, or the first tab of the top-level tabs (Superset's first parent container). */
function firstContainerId(layout: DashboardLayout): string | undefined {
  const root = getItem(layout, ROOT_ID);
  const topId = root?.children[0];
  const top = topId === undefined ? undefined : getItem(layout, topId);
  if (top?.type === 'TABS') return top.children[0];
  return top?.type === 'GRID' ? top.id : undefined;
}

/**
 * A layout holding every chart of the dashboard: charts the layout lacks are appended (as Superset's
 * hydrate does) to the grid or the first top-level tab, in new ROWs of up to three charts 4 columns wide.
 * A layout with nowhere to put them starts from an empty one.
 */
export function appendOrphanCharts(
  layout: DashboardLayout,
  charts: { id: number; uuid?: string; sliceName: string }[],
): DashboardLayout {
  const present = new Set(chartIdsInLayout(layout));
  const orphans = charts.filter((chart) => {
    if (present.has(chart.id)) return false;
    present.add(chart.id);
    return true;
  });
  if (orphans.length === 0) return layout;
  let base = layout;
  let containerId = firstContainerId(base);
  if (containerId === undefined || getItem(base, containerId) === undefined) {
    base = { ...layout, ...emptyLayout() };
    containerId = GRID_ID;
  }
  const next = cloneLayout(base);
  const container = mustGet(next, containerId);
  const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
  for (let start = 0; start < orphans.length; start += perRow) {
    const row = newComponent('ROW');
    next[row.id] = row;
    container.children.push(row.id);
    for (const chart of orphans.slice(start, start + perRow)) {
      const holder = newChartComponent(chart);
      next[holder.id] = holder;
      row.children.push(holder.id);
    }
  }
  return withParents(next);
}

/** The CHART components showing this chart, in layout order. */
export function chartComponentsFor(layout: DashboardLayout, chartId: number): LayoutItem[] {
  const ordered = layoutOrder(layout);
  const reached = new Set(ordered);
  const ids = [...ordered, ...Object.keys(layout).filter((id) => !reached.has(id))];
  return ids.flatMap((id) => {
    const item = getItem(layout, id);
    return item?.type === 'CHART' && item.meta.chartId === chartId ? [item] : [];
  });
}
