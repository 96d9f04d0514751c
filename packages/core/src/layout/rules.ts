import {
  DASHBOARD_ROOT_DEPTH,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_MIN_COLUMN_COUNT,
  NESTED_TOP_LEVEL_TABS_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  ROOT_ID,
} from './constants.js';
import { ancestorIds, findParentId, getItem } from './queries.js';
import type { DashboardLayout, LayoutComponentType, LayoutItem } from './types.js';

type ChildDepths = Partial<Record<LayoutComponentType, number>>;

/**
 * The deepest parent depth at which each child type may be dropped (Superset's isValidChild): the types
 * give the nesting of contract §7, the depths stop containers nesting without end.
 */
const PARENT_MAX_DEPTH: Partial<Record<LayoutComponentType, ChildDepths>> = {
  ROOT: { TABS: DASHBOARD_ROOT_DEPTH, GRID: DASHBOARD_ROOT_DEPTH },
  GRID: { CHART: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

/** Whether a child of this type may go into a parent of that type standing at `parentDepth`. */
export function isValidChild(
  parentType: LayoutComponentType,
  childType: LayoutComponentType,
  parentDepth: number = DASHBOARD_ROOT_DEPTH,
): boolean {
  const maxDepth = PARENT_MAX_DEPTH[parentType]?.[childType];
  return maxDepth !== undefined && parentDepth <= maxDepth;
}

/** Whether the item is TABS placed directly in ROOT (the dashboard's top-level tabs). */
export function isTopLevelTabs(layout: DashboardLayout, id: string): boolean {
  return getItem(layout, id)?.type === 'TABS' && findParentId(layout, id) === ROOT_ID;
}

/**
 * The depth Superset renders an item at: GRID and top-level tabs at 1; rows, columns add one for their
 * children; TABS and nested TAB pass their own depth on; a top-level TAB's content sits at 2, as a grid's.
 */
export function componentDepth(layout: DashboardLayout, id: string): number {
  const chain = [...ancestorIds(layout, id), id];
  let depth = DASHBOARD_ROOT_DEPTH;
  for (let index = 1; index < chain.length; index += 1) {
    const parentId = chain[index - 1] ?? '';
    const parent = getItem(layout, parentId);
    if (parent === undefined) continue;
    if (parent.type === 'ROOT') depth = DASHBOARD_ROOT_DEPTH + 1;
    else if (parent.type === 'TABS') continue;
    else if (parent.type === 'TAB') {
      const tabsId = chain[index - 2];
      if (tabsId !== undefined && isTopLevelTabs(layout, tabsId)) depth += 1;
    } else depth += 1;
  }
  return depth;
}

function metaWidth(item: LayoutItem): number {
  const width = item.meta.width;
  return typeof width === 'number' && Number.isFinite(width) ? width : GRID_DEFAULT_CHART_WIDTH;
}

/** The columns an item takes in a row: its width, or for a ROW the sum of its children's. */
export function componentWidth(layout: DashboardLayout, item: LayoutItem): number {
  if (item.type === 'ROW') {
    return item.children.reduce((sum, childId) => {
      const child = getItem(layout, childId);
      return child === undefined ? sum : sum + componentWidth(layout, child);
    }, 0);
  }
  if (item.type === 'CHART' || item.type === 'MARKDOWN' || item.type === 'COLUMN') return metaWidth(item);
  return GRID_COLUMN_COUNT;
}

/** The fewest columns an item can shrink to: one for a chart, what its content needs for a row or column. */
export function componentMinWidth(layout: DashboardLayout, item: LayoutItem): number {
  const childMins = item.children.flatMap((childId) => {
    const child = getItem(layout, childId);
    return child === undefined ? [] : [componentMinWidth(layout, child)];
  });
  if (item.type === 'ROW')
    return Math.max(
      GRID_MIN_COLUMN_COUNT,
      childMins.reduce((sum, min) => sum + min, 0),
    );
  if (item.type === 'COLUMN') return Math.max(GRID_MIN_COLUMN_COUNT, ...childMins);
  return GRID_MIN_COLUMN_COUNT;
}

/** The columns a ROW may fill: the grid's 12, or the width of the COLUMN that holds it. */
export function rowAvailableWidth(layout: DashboardLayout, rowId: string): number {
  const parentId = findParentId(layout, rowId);
  const parent = parentId === undefined ? undefined : getItem(layout, parentId);
  return parent?.type === 'COLUMN' ? metaWidth(parent) : GRID_COLUMN_COUNT;
}

/** What is dropped: an item already in the layout (by id), or a new component not yet in it. */
export type DropSource = { draggedId: string } | { newComponent: LayoutItem };

export interface DropTarget {
  parentId: string;
  /** The slot among the parent's current children: k is just before child k, the children's count after the last. */
  index: number;
}

export type DropRefusalReason = 'invalid' | 'not-enough-space' | 'nested-top-level-tabs';

/**
 * A drop's verdict. An accepted drop may give the `width` the item must shrink to so it fits. A refused
 * drop names why; nesting Superset simply does not offer has an empty message (no toast, as there).
 */
export type DropResult =
  { ok: true; width?: number } | { ok: false; reason: DropRefusalReason; message: string };

const INVALID: DropResult = { ok: false, reason: 'invalid', message: '' };
const NO_SPACE: DropResult = { ok: false, reason: 'not-enough-space', message: NOT_ENOUGH_SPACE_MESSAGE };
const NESTED_TABS: DropResult = {
  ok: false,
  reason: 'nested-top-level-tabs',
  message: NESTED_TOP_LEVEL_TABS_MESSAGE,
};

function draggedItem(layout: DashboardLayout, source: DropSource): LayoutItem | undefined {
  return 'draggedId' in source ? getItem(layout, source.draggedId) : source.newComponent;
}

/**
 * Whether a top-level tab would go into other (nested) tabs, which Superset refuses with a message; the
 * top-level tabs themselves dropped into a tab are refused alike.
 */
function nestsTopLevelTabs(layout: DashboardLayout, item: LayoutItem, parent: LayoutItem): boolean {
  if (item.type === 'TABS') return parent.type === 'TAB' && isTopLevelTabs(layout, item.id);
  if (item.type !== 'TAB' || parent.type !== 'TABS') return false;
  const tabsId = findParentId(layout, item.id);
  return tabsId !== undefined && tabsId !== parent.id && isTopLevelTabs(layout, tabsId);
}

/** The width check of a drop into a ROW or COLUMN (Superset's dropOverflowsParent). */
function fitWidth(layout: DashboardLayout, item: LayoutItem, parent: LayoutItem): DropResult {
  const width = componentWidth(layout, item);
  const minWidth = componentMinWidth(layout, item);
  let capacity: number;
  if (parent.type === 'ROW') {
    const occupied = parent.children.reduce((sum, childId) => {
      const child = getItem(layout, childId);
      return child === undefined || childId === item.id ? sum : sum + componentWidth(layout, child);
    }, 0);
    capacity = rowAvailableWidth(layout, parent.id) - occupied;
  } else if (parent.type === 'COLUMN') {
    capacity = metaWidth(parent);
  } else {
    return { ok: true };
  }
  if (capacity >= width) return { ok: true };
  if (capacity < minWidth) return NO_SPACE;
  // A row keeps its children's widths; a single component shrinks to what is left, as in Superset.
  return item.type === 'ROW' ? { ok: true } : { ok: true, width: capacity };
}

/** Whether the item may be dropped at the target, and the width it would take there. */
export function canDrop(layout: DashboardLayout, source: DropSource, target: DropTarget): DropResult {
  const item = draggedItem(layout, source);
  const parent = getItem(layout, target.parentId);
  if (item === undefined || parent === undefined) return INVALID;
  if (item.type === 'ROOT' || item.type === 'GRID') return INVALID;
  const moving = 'draggedId' in source;
  // Checked before the own-subtree rule: every tab lies inside the top-level tabs, and the user is told why.
  if (moving && nestsTopLevelTabs(layout, item, parent)) return NESTED_TABS;
  if (moving && (parent.id === item.id || ancestorIds(layout, parent.id).includes(item.id))) return INVALID;
  if (parent.type === 'ROOT') {
    // Only tabs go on top, and only while the dashboard has none there yet.
    const current = getItem(layout, parent.children[0] ?? '');
    return item.type === 'TABS' && current?.type === 'GRID' ? { ok: true } : INVALID;
  }
  if (!isValidChild(parent.type, item.type, componentDepth(layout, parent.id))) return INVALID;
  if (moving && findParentId(layout, item.id) === parent.id) return { ok: true };
  return fitWidth(layout, item, parent);
}
