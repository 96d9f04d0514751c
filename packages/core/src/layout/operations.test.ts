import { describe, expect, it } from 'vitest';
import { newChartComponent, newComponent, newTabsWithTab } from './factory.js';
import { FIXTURE_POSITION_JSON, GRID_POSITION_JSON } from './layoutFixture.testkit.js';
import {
  appendOrphanCharts,
  chartComponentsFor,
  deleteComponent,
  insertComponent,
  moveComponent,
  resizeComponent,
  updateComponentMeta,
} from './operations.js';
import { emptyLayout, parsePositionJson } from './positionJson.js';
import { ancestorIds, chartIdsInLayout, layoutOrder, withParents } from './queries.js';
import type { DashboardLayout } from './types.js';

const tabbed = parsePositionJson(FIXTURE_POSITION_JSON);
const grid = parsePositionJson(GRID_POSITION_JSON);

/** Every item ROOT_ID reaches stores the path to it as its parents. */
function expectParentsRight(layout: DashboardLayout): void {
  expect(layout).toEqual(withParents(layout));
  for (const id of layoutOrder(layout).slice(1)) expect(layout[id]?.parents).toEqual(ancestorIds(layout, id));
}

describe('insertComponent', () => {
  it('wraps a chart dropped on the grid in a new row, leaving the input alone', () => {
    const before = structuredClone(grid);
    const chart = newChartComponent({ id: 5, sliceName: 'Five' });
    const next = insertComponent(grid, chart, { parentId: 'GRID_ID', index: 1 });
    expect(grid).toEqual(before);
    const rowId = next.GRID_ID?.children[1] ?? '';
    expect(next[rowId]).toMatchObject({
      type: 'ROW',
      children: [chart.id],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    });
    expect(next[chart.id]?.parents).toEqual(['ROOT_ID', 'GRID_ID', rowId]);
    expect(next.GRID_ID?.children).toEqual(['HEADER-g', rowId, 'ROW-g']);
    expectParentsRight(next);
  });

  it('wraps markdown dropped on a tab in a new row', () => {
    const markdown = newComponent('MARKDOWN');
    const next = insertComponent(tabbed, markdown, { parentId: 'TAB-n2', index: 0 });
    const rowId = next['TAB-n2']?.children[0] ?? '';
    expect(next[rowId]?.type).toBe('ROW');
    expect(next[rowId]?.children).toEqual([markdown.id]);
  });

  it('puts a header straight into the grid and a chart straight into a row', () => {
    const header = newComponent('HEADER');
    const withHeader = insertComponent(grid, header, { parentId: 'GRID_ID', index: 0 });
    expect(withHeader.GRID_ID?.children[0]).toBe(header.id);
    const chart = newComponent('CHART');
    const withChart = insertComponent(grid, chart, { parentId: 'ROW-g', index: 1 });
    expect(withChart['ROW-g']?.children).toEqual(['CHART-g1', chart.id, 'CHART-g2']);
  });

  it('shrinks a component to the room left in the row', () => {
    const chart = newComponent('CHART', { width: 8 });
    const next = insertComponent(grid, chart, { parentId: 'ROW-g', index: 2 });
    expect(next[chart.id]?.meta.width).toBe(4);
  });

  it('returns the input itself for a refused drop', () => {
    const chart = newComponent('CHART');
    expect(insertComponent(tabbed, chart, { parentId: 'ROW-a', index: 0 })).toBe(tabbed);
    expect(insertComponent(grid, newComponent('HEADER'), { parentId: 'ROW-g', index: 0 })).toBe(grid);
    expect(insertComponent(grid, [], { parentId: 'GRID_ID', index: 0 })).toBe(grid);
  });

  it('inserts new tabs with their tab, and makes tabs on ROOT top level holding the grid content', () => {
    const { tabs, tab } = newTabsWithTab();
    const inGrid = insertComponent(grid, [tabs, tab], { parentId: 'GRID_ID', index: 2 });
    expect(inGrid.GRID_ID?.children).toEqual(['HEADER-g', 'ROW-g', tabs.id]);
    expect(inGrid[tab.id]?.parents).toEqual(['ROOT_ID', 'GRID_ID', tabs.id]);

    const onTop = insertComponent(grid, [tabs, tab], { parentId: 'ROOT_ID', index: 0 });
    expect(onTop.ROOT_ID?.children).toEqual([tabs.id]);
    expect(onTop[tab.id]?.children).toEqual(['HEADER-g', 'ROW-g']);
    expect(onTop.GRID_ID?.children).toEqual([]);
    expect(onTop['CHART-g1']?.parents).toEqual(['ROOT_ID', tabs.id, tab.id, 'ROW-g']);
    expectParentsRight(onTop);
  });
});

describe('moveComponent', () => {
  it('reorders within a row by slot, counted among the children as they are', () => {
    const toEnd = moveComponent(tabbed, { id: 'CHART-one', parentId: 'ROW-a', index: 3 });
    expect(toEnd['ROW-a']?.children).toEqual(['CHART-two', 'MARKDOWN-a', 'CHART-one']);
    const oneRight = moveComponent(tabbed, { id: 'CHART-one', parentId: 'ROW-a', index: 2 });
    expect(oneRight['ROW-a']?.children).toEqual(['CHART-two', 'CHART-one', 'MARKDOWN-a']);
    const ownSlot = moveComponent(tabbed, { id: 'CHART-one', parentId: 'ROW-a', index: 1 });
    expect(ownSlot['ROW-a']?.children).toEqual(['CHART-one', 'CHART-two', 'MARKDOWN-a']);
    const toStart = moveComponent(tabbed, { id: 'MARKDOWN-a', parentId: 'ROW-a', index: 0 });
    expect(toStart['ROW-a']?.children).toEqual(['MARKDOWN-a', 'CHART-one', 'CHART-two']);
    expect(tabbed['ROW-a']?.children).toEqual(['CHART-one', 'CHART-two', 'MARKDOWN-a']);
  });

  it('reorders top-level tabs by slot', () => {
    const next = moveComponent(tabbed, { id: 'TAB-overview', parentId: 'TABS-top', index: 2 });
    expect(next['TABS-top']?.children).toEqual(['TAB-details', 'TAB-overview']);
  });

  it('moves a chart to another tab wrapped in a row and removes the row it emptied', () => {
    const next = moveComponent(tabbed, { id: 'CHART-five', parentId: 'TAB-n2', index: 0 });
    expect(next['ROW-c']).toBeUndefined();
    expect(next['TAB-n1']?.children).toEqual([]);
    const rowId = next['TAB-n2']?.children[0] ?? '';
    expect(next[rowId]?.children).toEqual(['CHART-five']);
    expect(next['CHART-five']?.parents).toEqual([
      'ROOT_ID',
      'TABS-top',
      'TAB-details',
      'TABS-nested',
      'TAB-n2',
      rowId,
    ]);
    expectParentsRight(next);
  });

  it('removes an emptied column, and the row that column emptied', () => {
    const layout = moveComponent(tabbed, { id: 'CHART-four', parentId: 'TAB-n2', index: 0 });
    const once = moveComponent(layout, { id: 'HEADER-a', parentId: 'TAB-n2', index: 0 });
    const twice = moveComponent(once, { id: 'CHART-three', parentId: 'TAB-n2', index: 0 });
    expect(twice['COLUMN-a']).toBeUndefined();
    expect(twice['ROW-b']).toBeUndefined();
    expect(twice['TAB-overview']?.children).toEqual(['ROW-a']);
    expect(twice['TAB-n2']?.children).toHaveLength(3);
    expectParentsRight(twice);
  });

  it('shrinks a chart moved into a row with less room', () => {
    // The new row holds a 9-wide chart, leaving 3 columns for the 3-wide CHART-four and CHART-one (4 wide).
    const chart = newComponent('CHART', { width: 9 });
    const full = insertComponent(tabbed, chart, { parentId: 'TAB-n2', index: 0 });
    const squeezed = moveComponent(full, {
      id: 'CHART-four',
      parentId: full['TAB-n2']?.children[0] ?? '',
      index: 1,
    });
    expect(squeezed['CHART-four']?.meta.width).toBe(3);
    const shrunk = moveComponent(full, {
      id: 'CHART-one',
      parentId: full['TAB-n2']?.children[0] ?? '',
      index: 1,
    });
    expect(shrunk['CHART-one']?.meta.width).toBe(3);
  });

  it('removes nested tabs whose last tab moved to the top-level tabs', () => {
    const once = moveComponent(tabbed, { id: 'TAB-n2', parentId: 'TABS-top', index: 2 });
    expect(once['TABS-nested']?.children).toEqual(['TAB-n1']);
    const twice = moveComponent(once, { id: 'TAB-n1', parentId: 'TABS-top', index: 0 });
    expect(twice['TABS-nested']).toBeUndefined();
    expect(twice['TABS-top']?.children).toEqual(['TAB-n1', 'TAB-overview', 'TAB-details', 'TAB-n2']);
    expect(twice['TAB-details']?.children).toEqual(['HEADER-b', 'DIVIDER-a']);
    expect(twice['CHART-five']?.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-n1', 'ROW-c']);
    expectParentsRight(twice);
  });

  it('returns the input itself for a refused move', () => {
    expect(moveComponent(tabbed, { id: 'CHART-four', parentId: 'ROW-a', index: 0 })).toBe(tabbed);
    expect(moveComponent(tabbed, { id: 'TAB-overview', parentId: 'TABS-nested', index: 0 })).toBe(tabbed);
  });

  it('moves tabs from the grid to the top, taking the rest of the grid into the first tab', () => {
    const { tabs, tab } = newTabsWithTab();
    const withTabs = insertComponent(grid, [tabs, tab], { parentId: 'GRID_ID', index: 0 });
    const next = moveComponent(withTabs, { id: tabs.id, parentId: 'ROOT_ID', index: 0 });
    expect(next.ROOT_ID?.children).toEqual([tabs.id]);
    expect(next[tab.id]?.children).toEqual(['HEADER-g', 'ROW-g']);
    expect(next.GRID_ID?.children).toEqual([]);
    expectParentsRight(next);
  });
});

describe('deleteComponent', () => {
  it('deletes the subtree and leaves the input alone', () => {
    const next = deleteComponent(tabbed, 'COLUMN-a');
    expect(next['COLUMN-a']).toBeUndefined();
    expect(next['CHART-three']).toBeUndefined();
    expect(next['HEADER-a']).toBeUndefined();
    expect(next['ROW-b']?.children).toEqual(['CHART-four']);
    expect(tabbed['COLUMN-a']).toBeDefined();
    expectParentsRight(next);
  });

  it('removes a row its last child leaves', () => {
    const next = deleteComponent(tabbed, 'CHART-five');
    expect(next['ROW-c']).toBeUndefined();
    expect(next['TAB-n1']?.children).toEqual([]);
  });

  it('deletes the tabs with their last tab', () => {
    const once = deleteComponent(tabbed, 'TAB-n2');
    expect(once['TABS-nested']?.children).toEqual(['TAB-n1']);
    const twice = deleteComponent(once, 'TAB-n1');
    expect(twice['TABS-nested']).toBeUndefined();
    expect(twice['CHART-five']).toBeUndefined();
    expect(twice['TAB-details']?.children).toEqual(['HEADER-b', 'DIVIDER-a']);
  });

  it('gives ROOT the grid back when the last top-level tab goes', () => {
    const one = deleteComponent(tabbed, 'TAB-details');
    const none = deleteComponent(one, 'TAB-overview');
    expect(none.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(none['TABS-top']).toBeUndefined();
    expect(chartIdsInLayout(none)).toEqual([]);
  });

  it('moves the content of deleted top-level tabs back to the grid', () => {
    const next = deleteComponent(tabbed, 'TABS-top');
    expect(next.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(next.GRID_ID?.children).toEqual(['ROW-a', 'ROW-b', 'HEADER-b', 'DIVIDER-a', 'TABS-nested']);
    expect(next['TAB-overview']).toBeUndefined();
    expect(chartIdsInLayout(next)).toEqual([11, 12, 13, 14]);
    expectParentsRight(next);
  });

  it('keeps ROOT, GRID and the title header, and ignores unknown ids', () => {
    for (const id of ['ROOT_ID', 'GRID_ID', 'HEADER_ID', 'nope'])
      expect(deleteComponent(tabbed, id)).toBe(tabbed);
  });
});

describe('resizeComponent', () => {
  it('clamps width to the room left in the row and to at least one column', () => {
    expect(resizeComponent(grid, 'CHART-g1', { width: 20 })['CHART-g1']?.meta.width).toBe(8);
    expect(resizeComponent(grid, 'CHART-g1', { width: 0 })['CHART-g1']?.meta.width).toBe(1);
    expect(resizeComponent(grid, 'CHART-g1', { width: 6.4 })['CHART-g1']?.meta.width).toBe(6);
    expect(grid['CHART-g1']?.meta.width).toBe(4);
  });

  it('keeps a column at least as wide as its content needs', () => {
    expect(resizeComponent(tabbed, 'COLUMN-a', { width: 12 })['COLUMN-a']?.meta.width).toBe(9);
  });

  it('clamps height between 5 and 100 units', () => {
    expect(resizeComponent(grid, 'CHART-g2', { height: 2 })['CHART-g2']?.meta.height).toBe(5);
    expect(resizeComponent(grid, 'CHART-g2', { height: 500 })['CHART-g2']?.meta.height).toBe(100);
    expect(resizeComponent(grid, 'CHART-g2', { height: 64 })['CHART-g2']?.meta.height).toBe(64);
  });

  it('ignores width outside a row and sizes that do not apply', () => {
    expect(resizeComponent(tabbed, 'CHART-three', { width: 2 })['CHART-three']?.meta.width).toBe(6);
    expect(resizeComponent(grid, 'HEADER-g', { height: 40 })['HEADER-g']?.meta.height).toBeUndefined();
    expect(resizeComponent(grid, 'nope', { width: 3 })).toBe(grid);
  });
});

describe('updateComponentMeta', () => {
  it('patches meta, removing keys patched to undefined', () => {
    const next = updateComponentMeta(tabbed, 'CHART-five', { sliceNameOverride: undefined, height: 60 });
    expect(next['CHART-five']?.meta).toEqual({ chartId: 11, sliceName: 'Revenue', width: 12, height: 60 });
    expect(tabbed['CHART-five']?.meta.sliceNameOverride).toBe('Revenue by day');
    expect(updateComponentMeta(tabbed, 'nope', { text: 'x' })).toBe(tabbed);
  });
});

describe('appendOrphanCharts', () => {
  const charts = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, sliceName: `Chart ${id}` }));

  it('adds missing charts to the grid in rows of three, 4 wide', () => {
    const next = appendOrphanCharts(grid, charts);
    expect(chartIdsInLayout(next)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const newRows = next.GRID_ID?.children.slice(2) ?? [];
    expect(newRows.map((rowId) => next[rowId]?.children.length)).toEqual([3, 2]);
    const added = chartComponentsFor(next, 7)[0];
    expect(added?.meta).toEqual({ chartId: 7, sliceName: 'Chart 7', width: 4, height: 50 });
    expectParentsRight(next);
  });

  it('adds them to the first top-level tab when the dashboard has tabs', () => {
    const next = appendOrphanCharts(tabbed, [
      { id: 11, sliceName: 'x' },
      { id: 99, uuid: 'u-99', sliceName: 'New' },
    ]);
    const rowId = next['TAB-overview']?.children[2] ?? '';
    expect(next[rowId]?.children.map((id) => next[id]?.meta.chartId)).toEqual([99]);
    expect(chartComponentsFor(next, 99)[0]?.meta.uuid).toBe('u-99');
  });

  it('returns the input itself when nothing is missing, and builds a grid for an empty layout', () => {
    expect(appendOrphanCharts(tabbed, [{ id: 12, sliceName: 'Orders' }])).toBe(tabbed);
    const fromNothing = appendOrphanCharts({}, charts.slice(0, 2));
    expect(fromNothing.ROOT_ID?.children).toEqual(['GRID_ID']);
    expect(chartIdsInLayout(fromNothing)).toEqual([1, 2]);
    expect(chartIdsInLayout(appendOrphanCharts(emptyLayout(), charts.slice(0, 1)))).toEqual([1]);
  });
});

describe('chartComponentsFor', () => {
  it('finds every component of a chart in layout order', () => {
    expect(chartComponentsFor(tabbed, 11).map((item) => item.id)).toEqual(['CHART-one', 'CHART-five']);
    expect(chartComponentsFor(tabbed, 404)).toEqual([]);
  });
});
