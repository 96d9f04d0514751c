import type { LayoutComponentType } from './types.js';

// Fixed ids and the version marker of Superset's `position_json` (superset-frontend dashboard/util/constants.ts).
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_VERSION = 'v2';

/** Depth of ROOT in Superset's nesting rules (isValidChild's parent depths count from it). */
export const DASHBOARD_ROOT_DEPTH = 0;

// Grid geometry: 12 columns, heights in 8 px units.
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;

/** How many layout states the editor keeps for undo. */
export const UNDO_LIMIT = 50;
/** The client refuses to save a `position_json` longer than this (Superset's DASHBOARD_POSITION_DATA_LIMIT). */
export const MAX_POSITION_JSON_LENGTH = 65535;

export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';
export type LayoutBackground = typeof BACKGROUND_TRANSPARENT | typeof BACKGROUND_WHITE;

export const SMALL_HEADER = 'SMALL_HEADER';
export const MEDIUM_HEADER = 'MEDIUM_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';
export type HeaderSize = typeof SMALL_HEADER | typeof MEDIUM_HEADER | typeof LARGE_HEADER;
export const HEADER_SIZES: readonly HeaderSize[] = [SMALL_HEADER, MEDIUM_HEADER, LARGE_HEADER];

export const LAYOUT_COMPONENT_TYPES: readonly LayoutComponentType[] = [
  'ROOT',
  'GRID',
  'TABS',
  'TAB',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'HEADER',
  'DIVIDER',
];

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

// The editor's messages (spec 000 §8), as Superset words them.
export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const NESTED_TOP_LEVEL_TABS_MESSAGE = 'Can not move top level tab into nested tabs';
export const FILTER_SCOPE_CHANGED_MESSAGE = 'This chart has been moved to a different filter scope.';

/** The warning shown once the undo history has dropped its oldest state. */
export function undoHistoryFullMessage(historyLength: number): string {
  return `You have used all ${historyLength} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}
