import { describe, expect, it } from 'vitest';
import {
  MARKDOWN_PLACEHOLDER,
  newChartComponent,
  newComponent,
  newComponentId,
  newTabsWithTab,
} from './factory.js';

describe('newComponentId', () => {
  it('is the type, a dash and 10 url-safe characters, different each time', () => {
    const ids = Array.from({ length: 50 }, () => newComponentId('CHART'));
    for (const id of ids) expect(id).toMatch(/^CHART-[A-Za-z0-9_-]{10}$/);
    expect(new Set(ids).size).toBe(50);
  });
});

describe('newComponent', () => {
  it.each([
    ['CHART', { width: 4, height: 50 }],
    ['MARKDOWN', { width: 4, height: 50, code: MARKDOWN_PLACEHOLDER }],
    ['COLUMN', { width: 4, background: 'BACKGROUND_TRANSPARENT' }],
    ['ROW', { background: 'BACKGROUND_TRANSPARENT' }],
    ['HEADER', { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' }],
    ['TAB', { text: '', defaultText: 'Tab title', placeholder: 'Tab title' }],
    ['DIVIDER', {}],
    ['TABS', {}],
  ] as const)("gives a %s Superset's defaults", (type, meta) => {
    const item = newComponent(type);
    expect(item.type).toBe(type);
    expect(item.id.startsWith(`${type}-`)).toBe(true);
    expect(item.children).toEqual([]);
    expect(item.meta).toEqual(meta);
  });

  it('lets the given meta override the defaults', () => {
    expect(newComponent('HEADER', { text: 'Sales', headerSize: 'LARGE_HEADER' }).meta).toMatchObject({
      text: 'Sales',
      headerSize: 'LARGE_HEADER',
      background: 'BACKGROUND_TRANSPARENT',
    });
  });

  it('makes chart components for a saved chart', () => {
    expect(newChartComponent({ id: 7, uuid: 'u-7', sliceName: 'Flights' }).meta).toEqual({
      chartId: 7,
      uuid: 'u-7',
      sliceName: 'Flights',
      width: 4,
      height: 50,
    });
    expect(Object.hasOwn(newChartComponent({ id: 8, sliceName: 'X' }).meta, 'uuid')).toBe(false);
  });

  it('makes new tabs holding one new tab', () => {
    const { tabs, tab } = newTabsWithTab();
    expect(tabs.type).toBe('TABS');
    expect(tab.type).toBe('TAB');
    expect(tabs.children).toEqual([tab.id]);
  });
});
