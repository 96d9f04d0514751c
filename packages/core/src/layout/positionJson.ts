import { isRecord } from '../isRecord.js';
import {
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  GRID_ID,
  LAYOUT_COMPONENT_TYPES,
  ROOT_ID,
} from './constants.js';
import type { DashboardLayout, LayoutComponentType, LayoutItem, LayoutMeta } from './types.js';

function isComponentType(value: unknown): value is LayoutComponentType {
  return typeof value === 'string' && (LAYOUT_COMPONENT_TYPES as readonly string[]).includes(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/**
 * One stored entry as a layout item, or undefined when it is not a component. Superset's own files leave
 * `children` out of HEADER_ID and `meta` out of ROOT_ID, so both are optional here; the map key is the id.
 */
function parseItem(key: string, value: unknown): LayoutItem | undefined {
  if (!isRecord(value) || !isComponentType(value.type)) return undefined;
  if (value.id !== undefined && value.id !== key) return undefined;
  if (value.children !== undefined && !isStringArray(value.children)) return undefined;
  const meta: LayoutMeta = isRecord(value.meta) ? { ...value.meta } : {};
  const item: LayoutItem = { id: key, type: value.type, children: [...(value.children ?? [])], meta };
  if (isStringArray(value.parents)) item.parents = [...value.parents];
  return item;
}

/**
 * A dashboard's `position_json` as a layout. Tolerant, because stored dashboards come from many Superset
 * versions and hand edits: text that is not a JSON object gives an empty layout, entries that are not
 * components are dropped, and children that name no kept entry are left out.
 */
export function parsePositionJson(text: string | null | undefined): DashboardLayout {
  if (typeof text !== 'string' || text.trim() === '') return {};
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(decoded)) return {};
  const layout: DashboardLayout = {};
  for (const [key, value] of Object.entries(decoded)) {
    // "__proto__" would set the map's prototype when assigned; Superset never makes such an id.
    if (key === DASHBOARD_VERSION_KEY || key === '__proto__') continue;
    const item = parseItem(key, value);
    if (item !== undefined) layout[key] = item;
  }
  for (const item of Object.values(layout)) {
    item.children = item.children.filter((childId) => Object.hasOwn(layout, childId));
  }
  return layout;
}

/** The layout as the `position_json` text Superset saves, with its `"DASHBOARD_VERSION_KEY":"v2"` marker. */
export function serializeLayout(layout: DashboardLayout): string {
  return JSON.stringify({ [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION, ...layout });
}

/** The layout of a new dashboard, as Superset starts one: ROOT_ID holding an empty GRID_ID. */
export function emptyLayout(): DashboardLayout {
  return {
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} },
  };
}
