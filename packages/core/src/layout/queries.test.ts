import { describe, expect, it } from 'vitest';
import { FIXTURE_POSITION_JSON, GRID_POSITION_JSON } from './layoutFixture.testkit.js';
import { emptyLayout, parsePositionJson } from './positionJson.js';
import {
  ancestorIds,
  chartIdsInActiveTabs,
  chartIdsInLayout,
  findParentId,
  isInActiveTabs,
  layoutOrder,
  tabTree,
  withParents,
} from './queries.js';

const fixture = parsePositionJson(FIXTURE_POSITION_JSON);

describe('chartIdsInLayout', () => {
  it('lists each chart id once, in layout order', () => {
    expect(chartIdsInLayout(fixture)).toEqual([11, 12, 13, 14]);
    expect(chartIdsInLayout(parsePositionJson(GRID_POSITION_JSON))).toEqual([1, 2]);
    expect(chartIdsInLayout(emptyLayout())).toEqual([]);
  });

  it('also counts CHART entries that ROOT_ID does not reach, after the reachable ones', () => {
    const layout = parsePositionJson(
      JSON.stringify({
        'CHART-loose': { id: 'CHART-loose', type: 'CHART', children: [], meta: { chartId: 9 } },
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-in'] },
        'CHART-in': { id: 'CHART-in', type: 'CHART', children: [], meta: { chartId: 4 } },
        'CHART-bad': { id: 'CHART-bad', type: 'CHART', children: [], meta: { chartId: '5' } },
      }),
    );
    expect(chartIdsInLayout(layout)).toEqual([4, 9]);
  });

  it('stops on a layout whose children form a cycle', () => {
    const layout = parsePositionJson(
      JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['GRID_ID', 'CHART-1'] },
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1 } },
      }),
    );
    expect(layoutOrder(layout)).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-1']);
    expect(ancestorIds(layout, 'CHART-1')).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
  });
});

describe('findParentId and ancestorIds', () => {
  it('finds the holder and the chain from ROOT_ID down', () => {
    expect(findParentId(fixture, 'CHART-three')).toBe('COLUMN-a');
    expect(findParentId(fixture, 'ROOT_ID')).toBeUndefined();
    expect(ancestorIds(fixture, 'CHART-three')).toEqual([
      'ROOT_ID',
      'TABS-top',
      'TAB-overview',
      'ROW-b',
      'COLUMN-a',
    ]);
    expect(ancestorIds(fixture, 'ROOT_ID')).toEqual([]);
    expect(ancestorIds(fixture, 'HEADER_ID')).toEqual([]);
  });
});

describe('withParents', () => {
  it('recomputes stale parents and leaves the input alone', () => {
    const stale = structuredClone(fixture);
    const chart = stale['CHART-five'];
    if (chart === undefined) throw new Error('fixture lacks CHART-five');
    chart.parents = ['ROOT_ID', 'GRID_ID'];
    const fixed = withParents(stale);
    expect(fixed['CHART-five']?.parents).toEqual(fixture['CHART-five']?.parents);
    expect(stale['CHART-five']?.parents).toEqual(['ROOT_ID', 'GRID_ID']);
    expect(fixed).toEqual(withParents(fixture));
  });

  it('leaves items ROOT_ID does not reach as they were, as Superset does', () => {
    // The fixture's GRID_ID was left behind by the top-level tabs with its old parents.
    expect(withParents(fixture).GRID_ID?.parents).toEqual(['ROOT_ID']);
  });

  it('gives ROOT_ID and HEADER_ID no parents key', () => {
    const fixed = withParents(fixture);
    expect(Object.hasOwn(fixed.ROOT_ID ?? {}, 'parents')).toBe(false);
    expect(Object.hasOwn(fixed.HEADER_ID ?? {}, 'parents')).toBe(false);
    expect(fixed['TAB-n1']?.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-nested']);
  });
});

describe('tabTree', () => {
  it('answers like GET /api/v1/dashboard/<id>/tabs', () => {
    expect(tabTree(fixture)).toEqual({
      all_tabs: {
        'TAB-overview': 'Overview',
        'TAB-details': 'Details',
        'TAB-n1': 'By day',
        'TAB-n2': 'By week',
      },
      tab_tree: [
        { value: 'TAB-overview', title: 'Overview', parents: ['ROOT_ID', 'TABS-top'], children: [] },
        {
          value: 'TAB-details',
          title: 'Details',
          parents: ['ROOT_ID', 'TABS-top'],
          children: [
            {
              value: 'TAB-n1',
              title: 'By day',
              parents: ['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-nested'],
              children: [],
            },
            {
              value: 'TAB-n2',
              title: 'By week',
              parents: ['ROOT_ID', 'TABS-top', 'TAB-details', 'TABS-nested'],
              children: [],
            },
          ],
        },
      ],
    });
  });

  it('is empty without tabs, and skips tabs inside a ROW or COLUMN as Superset does', () => {
    expect(tabTree(parsePositionJson(GRID_POSITION_JSON))).toEqual({ all_tabs: {}, tab_tree: [] });
    const layout = parsePositionJson(
      JSON.stringify({
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-g', 'ROW-1'] },
        'TABS-g': { id: 'TABS-g', type: 'TABS', children: ['TAB-g'] },
        'TAB-g': { id: 'TAB-g', type: 'TAB', children: [], meta: { text: 'In grid' } },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['COLUMN-1'] },
        'COLUMN-1': { id: 'COLUMN-1', type: 'COLUMN', children: ['TABS-c'] },
        'TABS-c': { id: 'TABS-c', type: 'TABS', children: ['TAB-c'] },
        'TAB-c': { id: 'TAB-c', type: 'TAB', children: [], meta: { text: 'In column' } },
      }),
    );
    expect(tabTree(layout)).toEqual({
      all_tabs: { 'TAB-g': 'In grid' },
      tab_tree: [
        { value: 'TAB-g', title: 'In grid', parents: ['ROOT_ID', 'GRID_ID', 'TABS-g'], children: [] },
      ],
    });
  });
});

describe('isInActiveTabs', () => {
  it('shows what sits under the first tab of each TABS until another tab is chosen', () => {
    expect(isInActiveTabs(fixture, 'CHART-one', {})).toBe(true);
    expect(isInActiveTabs(fixture, 'TAB-n1', {})).toBe(false);
    expect([...chartIdsInActiveTabs(fixture, {})]).toEqual([11, 12, 13, 14]);
  });

  it('follows the chosen tabs, nested ones included', () => {
    const details = { 'TABS-top': 'TAB-details' };
    expect(isInActiveTabs(fixture, 'CHART-one', details)).toBe(false);
    expect(isInActiveTabs(fixture, 'ROW-c', details)).toBe(true);
    expect(isInActiveTabs(fixture, 'ROW-c', { ...details, 'TABS-nested': 'TAB-n2' })).toBe(false);
    // The nested tab's row shows chart 11 a second time.
    expect([...chartIdsInActiveTabs(fixture, details)]).toEqual([11]);
  });
});
