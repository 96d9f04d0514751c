/** The component types of a Superset dashboard layout (`position_json`, contract §7). */
export type LayoutComponentType =
  'ROOT' | 'GRID' | 'TABS' | 'TAB' | 'ROW' | 'COLUMN' | 'CHART' | 'MARKDOWN' | 'HEADER' | 'DIVIDER';

/** A component's `meta`: the known keys by type, plus whatever else a stored layout carries (kept as is). */
export interface LayoutMeta {
  chartId?: number;
  uuid?: string;
  sliceName?: string;
  sliceNameOverride?: string;
  width?: number;
  height?: number;
  background?: string;
  text?: string;
  headerSize?: string;
  code?: string;
  defaultText?: string;
  placeholder?: string;
  [key: string]: unknown;
}

/** One entry of `position_json`: `parents` lists the ancestor ids from ROOT_ID down, as Superset stores it. */
export interface LayoutItem {
  id: string;
  type: LayoutComponentType;
  children: string[];
  parents?: string[];
  meta: LayoutMeta;
}

/** The layout's items by id; `DASHBOARD_VERSION_KEY` is not an item and is handled by parse/serialise. */
export type DashboardLayout = Record<string, LayoutItem>;
