import { describe, expect, it } from 'vitest';
import { FIXTURE_POSITION_JSON } from './layoutFixture.testkit.js';
import { emptyLayout, parsePositionJson, serializeLayout } from './positionJson.js';

describe('parsePositionJson', () => {
  it('reads every component of a stored Superset layout and drops the version key', () => {
    const layout = parsePositionJson(FIXTURE_POSITION_JSON);
    expect(Object.keys(layout)).not.toContain('DASHBOARD_VERSION_KEY');
    expect(Object.keys(layout)).toHaveLength(22);
    expect(layout['ROW-a']?.children).toEqual(['CHART-one', 'CHART-two', 'MARKDOWN-a']);
    expect(layout['CHART-five']?.meta.sliceNameOverride).toBe('Revenue by day');
    expect(layout['TAB-n1']?.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-nested']);
  });

  it('keeps HEADER_ID without children and ROOT_ID without meta, as Superset writes them', () => {
    const layout = parsePositionJson(FIXTURE_POSITION_JSON);
    expect(layout.HEADER_ID).toEqual({
      id: 'HEADER_ID',
      type: 'HEADER',
      children: [],
      meta: { text: 'Sales' },
    });
    expect(layout.ROOT_ID).toEqual({ id: 'ROOT_ID', type: 'ROOT', children: ['TABS-top'], meta: {} });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['invalid JSON', '{"ROOT_ID": '],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['the JSON null', 'null'],
  ])('gives an empty layout for %s', (_label, text) => {
    expect(parsePositionJson(text)).toEqual({});
  });

  it('drops entries that are not components and children that name nothing kept', () => {
    const layout = parsePositionJson(
      JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: {
          id: 'GRID_ID',
          type: 'GRID',
          children: ['CHART-x', 'ROW-bad', 'SPACER-1', 'MISSING', 'W'],
        },
        'CHART-x': { id: 'CHART-x', type: 'CHART', children: [], meta: { chartId: 3 } },
        'ROW-bad': { id: 'ROW-bad', type: 'ROW', children: 'CHART-x' },
        'SPACER-1': { id: 'SPACER-1', type: 'SPACER', children: [] },
        W: { id: 'other', type: 'ROW', children: [] },
        junk: 'text',
        list: [1],
      }),
    );
    expect(Object.keys(layout).sort()).toEqual(['CHART-x', 'GRID_ID', 'ROOT_ID']);
    expect(layout.GRID_ID?.children).toEqual(['CHART-x']);
  });

  it('drops a "__proto__" entry instead of letting it become the prototype', () => {
    const layout = parsePositionJson('{"__proto__": {"id": "__proto__", "type": "ROW", "children": []}}');
    expect(Object.getPrototypeOf(layout)).toBe(Object.prototype);
    expect(Object.keys(layout)).toEqual([]);
  });
});

describe('serializeLayout', () => {
  it('writes the v2 version key and reads back to the same layout', () => {
    const layout = parsePositionJson(FIXTURE_POSITION_JSON);
    const text = serializeLayout(layout);
    const decoded: unknown = JSON.parse(text);
    expect(decoded).toMatchObject({ DASHBOARD_VERSION_KEY: 'v2' });
    expect(parsePositionJson(text)).toEqual(layout);
  });
});

describe('emptyLayout', () => {
  it('is ROOT_ID holding an empty GRID_ID, and a fresh object each time', () => {
    const first = emptyLayout();
    expect(first.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(first.GRID_ID).toMatchObject({ type: 'GRID', children: [], parents: ['ROOT_ID'] });
    first.GRID_ID?.children.push('x');
    expect(emptyLayout().GRID_ID?.children).toEqual([]);
  });
});
