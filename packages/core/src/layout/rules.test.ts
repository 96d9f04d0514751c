import { describe, expect, it } from 'vitest';
import { NESTED_TOP_LEVEL_TABS_MESSAGE, NOT_ENOUGH_SPACE_MESSAGE } from './constants.js';
import { newComponent, newTabsWithTab } from './factory.js';
import { FIXTURE_POSITION_JSON, GRID_POSITION_JSON } from './layoutFixture.testkit.js';
import { parsePositionJson } from './positionJson.js';
import { canDrop, componentDepth, isValidChild } from './rules.js';

const tabbed = parsePositionJson(FIXTURE_POSITION_JSON);
const grid = parsePositionJson(GRID_POSITION_JSON);

describe('isValidChild', () => {
  it.each([
    ['ROOT', 'GRID', 0, true],
    ['ROOT', 'TABS', 0, true],
    ['ROOT', 'CHART', 0, false],
    ['GRID', 'ROW', 1, true],
    ['GRID', 'TAB', 1, false],
    ['TABS', 'TAB', 2, true],
    ['TABS', 'ROW', 2, false],
    ['ROW', 'CHART', 2, true],
    ['ROW', 'HEADER', 2, false],
    ['ROW', 'ROW', 2, false],
    ['ROW', 'CHART', 4, true],
    ['ROW', 'CHART', 5, false],
    ['COLUMN', 'ROW', 3, true],
    ['COLUMN', 'ROW', 4, false],
    ['COLUMN', 'COLUMN', 3, false],
    ['TAB', 'ROW', 3, true],
    ['TAB', 'ROW', 4, false],
    ['TAB', 'CHART', 5, true],
    ['CHART', 'CHART', 0, false],
    ['MARKDOWN', 'HEADER', 0, false],
  ] as const)('%s > %s at parent depth %d: %s', (parent, child, depth, expected) => {
    expect(isValidChild(parent, child, depth)).toBe(expected);
  });
});

describe('componentDepth', () => {
  it("follows Superset's depths for grid and top-level tabs", () => {
    expect(componentDepth(grid, 'ROOT_ID')).toBe(0);
    expect(componentDepth(grid, 'GRID_ID')).toBe(1);
    expect(componentDepth(grid, 'ROW-g')).toBe(2);
    expect(componentDepth(grid, 'CHART-g1')).toBe(3);
    expect(componentDepth(tabbed, 'TABS-top')).toBe(1);
    expect(componentDepth(tabbed, 'TAB-overview')).toBe(1);
    expect(componentDepth(tabbed, 'ROW-b')).toBe(2);
    expect(componentDepth(tabbed, 'COLUMN-a')).toBe(3);
    expect(componentDepth(tabbed, 'TABS-nested')).toBe(2);
    expect(componentDepth(tabbed, 'TAB-n1')).toBe(2);
    expect(componentDepth(tabbed, 'ROW-c')).toBe(2);
  });
});

describe('canDrop', () => {
  it('accepts a chart into a row with room', () => {
    expect(canDrop(grid, { newComponent: newComponent('CHART') }, { parentId: 'ROW-g', index: 2 })).toEqual({
      ok: true,
    });
  });

  it('shrinks a component to the room left when its minimum still fits', () => {
    const wide = newComponent('CHART', { width: 6 });
    expect(canDrop(grid, { newComponent: wide }, { parentId: 'ROW-g', index: 0 })).toEqual({
      ok: true,
      width: 4,
    });
  });

  it('refuses a component into a full row with the not-enough-space message', () => {
    // ROW-a of the fixture holds 4 + 4 + 4 = 12 columns.
    const result = canDrop(
      tabbed,
      { newComponent: newComponent('MARKDOWN') },
      { parentId: 'ROW-a', index: 1 },
    );
    expect(result).toEqual({ ok: false, reason: 'not-enough-space', message: NOT_ENOUGH_SPACE_MESSAGE });
    expect(canDrop(tabbed, { draggedId: 'CHART-four' }, { parentId: 'ROW-a', index: 0 })).toMatchObject({
      ok: false,
      message: NOT_ENOUGH_SPACE_MESSAGE,
    });
  });

  it('measures a row inside a column against the column width', () => {
    const layout = structuredClone(tabbed);
    const row = newComponent('ROW');
    const chart = newComponent('CHART', { width: 5 });
    row.children = [chart.id];
    layout[row.id] = row;
    layout[chart.id] = chart;
    layout['COLUMN-a']?.children.push(row.id);
    // COLUMN-a is 6 wide: a 5-wide chart leaves one column.
    expect(
      canDrop(layout, { newComponent: newComponent('CHART', { width: 2 }) }, { parentId: row.id, index: 1 }),
    ).toEqual({ ok: true, width: 1 });
    const full = structuredClone(layout);
    const fullChart = full[chart.id];
    if (fullChart !== undefined) fullChart.meta.width = 6;
    expect(
      canDrop(full, { newComponent: newComponent('CHART') }, { parentId: row.id, index: 1 }),
    ).toMatchObject({
      ok: false,
      reason: 'not-enough-space',
    });
  });

  it('always lets a component move within its own row', () => {
    expect(canDrop(tabbed, { draggedId: 'CHART-one' }, { parentId: 'ROW-a', index: 2 })).toEqual({
      ok: true,
    });
  });

  it('refuses top-level tabs or a top-level tab going into nested tabs', () => {
    expect(canDrop(tabbed, { draggedId: 'TABS-top' }, { parentId: 'TAB-n2', index: 0 })).toEqual({
      ok: false,
      reason: 'nested-top-level-tabs',
      message: NESTED_TOP_LEVEL_TABS_MESSAGE,
    });
    expect(
      canDrop(tabbed, { draggedId: 'TAB-overview' }, { parentId: 'TABS-nested', index: 0 }),
    ).toMatchObject({
      ok: false,
      message: NESTED_TOP_LEVEL_TABS_MESSAGE,
    });
    expect(canDrop(tabbed, { draggedId: 'TAB-overview' }, { parentId: 'TABS-top', index: 1 })).toEqual({
      ok: true,
    });
    expect(canDrop(tabbed, { draggedId: 'TAB-n1' }, { parentId: 'TABS-top', index: 0 })).toEqual({
      ok: true,
    });
    // A tab dropped outside any tabs is simply not a place for it.
    expect(canDrop(tabbed, { draggedId: 'TAB-overview' }, { parentId: 'ROW-a', index: 0 })).toMatchObject({
      reason: 'invalid',
    });
  });

  it('refuses nesting Superset does not offer, silently', () => {
    const silent = { ok: false, reason: 'invalid', message: '' };
    expect(canDrop(grid, { newComponent: newComponent('HEADER') }, { parentId: 'ROW-g', index: 0 })).toEqual(
      silent,
    );
    expect(canDrop(grid, { newComponent: newComponent('TAB') }, { parentId: 'GRID_ID', index: 0 })).toEqual(
      silent,
    );
    expect(canDrop(grid, { draggedId: 'ROW-g' }, { parentId: 'CHART-g1', index: 0 })).toEqual(silent);
    expect(canDrop(grid, { draggedId: 'GRID_ID' }, { parentId: 'ROW-g', index: 0 })).toEqual(silent);
    expect(canDrop(grid, { draggedId: 'nope' }, { parentId: 'GRID_ID', index: 0 })).toEqual(silent);
    expect(canDrop(grid, { draggedId: 'ROW-g' }, { parentId: 'nope', index: 0 })).toEqual(silent);
  });

  it('refuses a component into its own subtree', () => {
    const layout = structuredClone(tabbed);
    expect(canDrop(layout, { draggedId: 'TABS-nested' }, { parentId: 'TAB-n1', index: 0 })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('takes tabs on ROOT only while the grid is there', () => {
    const { tabs } = newTabsWithTab();
    expect(canDrop(grid, { newComponent: tabs }, { parentId: 'ROOT_ID', index: 0 })).toEqual({ ok: true });
    expect(canDrop(tabbed, { newComponent: tabs }, { parentId: 'ROOT_ID', index: 0 })).toMatchObject({
      ok: false,
    });
    expect(
      canDrop(grid, { newComponent: newComponent('ROW') }, { parentId: 'ROOT_ID', index: 0 }),
    ).toMatchObject({
      ok: false,
    });
  });
});
