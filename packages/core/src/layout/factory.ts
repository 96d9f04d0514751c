import {
  BACKGROUND_TRANSPARENT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  MEDIUM_HEADER,
} from './constants.js';
import type { LayoutComponentType, LayoutItem, LayoutMeta } from './types.js';

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
const ID_LENGTH = 10;

/** The text a new markdown component starts with (Superset's MARKDOWN_PLACE_HOLDER). */
// Superset decorates these headings with an emoji; without an emoji font (a server, many Linux
// desktops) it draws as an empty box, so the placeholder keeps to text.
export const MARKDOWN_PLACEHOLDER = `# Header 1
## Header 2
### Header 3

<br />

Click here to learn more about [markdown formatting](https://bit.ly/1dQOfRK)`;

export const NEW_HEADER_TEXT = 'New header';
export const TAB_TITLE_PLACEHOLDER = 'Tab title';

/** The Web Crypto random source of the browser and Node (core is built without the DOM or Node types). */
interface RandomSource {
  getRandomValues(array: Uint8Array): Uint8Array;
}

function randomSource(): RandomSource {
  // `globalThis` names itself, which lets the type system read it as a scope that may hold `crypto`.
  const scope: { globalThis: unknown; crypto?: RandomSource } = globalThis;
  if (scope.crypto === undefined) throw new Error('No Web Crypto random source for new component ids');
  return scope.crypto;
}

/** A new component id as Superset makes them: the type, a dash and 10 random url-safe characters. */
export function newComponentId(type: LayoutComponentType): string {
  const bytes = randomSource().getRandomValues(new Uint8Array(ID_LENGTH));
  let suffix = '';
  // 64 characters, so the low 6 bits of each byte pick one evenly.
  for (const byte of bytes) suffix += ID_ALPHABET[byte & 63] ?? '';
  return `${type}-${suffix}`;
}

/** Superset's newComponentFactory defaults for each type. */
function defaultMeta(type: LayoutComponentType): LayoutMeta {
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return {
        width: GRID_DEFAULT_CHART_WIDTH,
        height: GRID_DEFAULT_CHART_HEIGHT,
        code: MARKDOWN_PLACEHOLDER,
      };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'HEADER':
      return { text: NEW_HEADER_TEXT, headerSize: MEDIUM_HEADER, background: BACKGROUND_TRANSPARENT };
    case 'TAB':
      // An untitled tab shows its placeholder until the user names it, as in Superset.
      return { text: '', defaultText: TAB_TITLE_PLACEHOLDER, placeholder: TAB_TITLE_PLACEHOLDER };
    default:
      return {};
  }
}

/** A new detached component of this type with Superset's defaults, `meta` overriding them. */
export function newComponent(type: LayoutComponentType, meta: LayoutMeta = {}): LayoutItem {
  return {
    id: newComponentId(type),
    type,
    children: [],
    parents: [],
    meta: { ...defaultMeta(type), ...meta },
  };
}

/** A new CHART component for a saved chart (4 wide, 50 high). */
export function newChartComponent(chart: { id: number; uuid?: string; sliceName: string }): LayoutItem {
  const meta: LayoutMeta = { chartId: chart.id, sliceName: chart.sliceName };
  if (chart.uuid !== undefined) meta.uuid = chart.uuid;
  return newComponent('CHART', meta);
}

/** A new TABS holding one new TAB, as Superset creates tabs dragged in from the component list. */
export function newTabsWithTab(): { tabs: LayoutItem; tab: LayoutItem } {
  const tabs = newComponent('TABS');
  const tab = newComponent('TAB');
  tabs.children = [tab.id];
  return { tabs, tab };
}
