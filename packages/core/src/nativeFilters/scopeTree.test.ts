import { describe, expect, it } from 'vitest';
import { FIXTURE_POSITION_JSON, GRID_POSITION_JSON } from '../layout/layoutFixture.testkit.js';
import { parsePositionJson } from '../layout/positionJson.js';
import { chartsInScope } from './scope.js';
import {
  checkedKeysOfScope,
  isWholeDashboardScope,
  scopeOfCheckedKeys,
  scopeTreeNodes,
  type ScopeTreeNode,
} from './scopeTree.js';

// Tabs "Overview" (charts 11, 12, 13, 14) and "Details" (nested tab "By day": chart 11 again,
// "By week": empty).
const tabbed = parsePositionJson(FIXTURE_POSITION_JSON);
const grid = parsePositionJson(GRID_POSITION_JSON);

const outline = (nodes: ScopeTreeNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.title, outline(node.children)] : node.title));

describe('scopeTreeNodes', () => {
  it('shows tabs and charts in layout order, passing rows and columns through and leaving empty tabs out', () => {
    expect(outline(scopeTreeNodes(tabbed))).toEqual([
      ['Overview', ['Revenue', 'Orders', 'By region', 'Trend']],
      ['Details', [['By day', ['Revenue by day']]]],
    ]);
    expect(scopeTreeNodes(grid).map((node) => [node.key, node.type, node.chartId])).toEqual([
      ['CHART-g1', 'CHART', 1],
      ['CHART-g2', 'CHART', 2],
    ]);
  });

  it("names charts by their override, then the chart's current name, then the layout's", () => {
    const names = new Map([
      [11, 'Revenue (renamed)'],
      [12, 'Orders (renamed)'],
    ]);
    const [overview, details] = scopeTreeNodes(tabbed, (id) => names.get(id));
    expect(overview!.children.map((node) => node.title)).toEqual([
      'Revenue (renamed)',
      'Orders (renamed)',
      'By region',
      'Trend',
    ]);
    expect(details!.children[0]!.children[0]!.title).toBe('Revenue by day');
  });
});

describe('checkedKeysOfScope', () => {
  it('checks every chart of the whole-dashboard scope', () => {
    expect(checkedKeysOfScope(grid, { rootPath: ['ROOT_ID'], excluded: [] }).sort()).toEqual([
      'CHART-g1',
      'CHART-g2',
    ]);
  });

  it('checks the charts under the roots that are not excluded', () => {
    expect(checkedKeysOfScope(tabbed, { rootPath: ['TAB-overview'], excluded: [12] }).sort()).toEqual([
      'CHART-four',
      'CHART-one',
      'CHART-three',
    ]);
    expect(checkedKeysOfScope(tabbed, { rootPath: [], excluded: [] })).toEqual([]);
  });
});

describe('scopeOfCheckedKeys', () => {
  it('roots every top tab when all charts of a tabbed dashboard are checked, ROOT_ID on a plain grid', () => {
    const all = ['CHART-one', 'CHART-two', 'CHART-three', 'CHART-four', 'CHART-five'];
    expect(scopeOfCheckedKeys(tabbed, all)).toEqual({
      rootPath: ['TAB-overview', 'TAB-details'],
      excluded: [],
    });
    expect(scopeOfCheckedKeys(grid, ['CHART-g1', 'CHART-g2'])).toEqual({
      rootPath: ['ROOT_ID'],
      excluded: [],
    });
  });

  it('roots a checked tab and excludes nothing else', () => {
    expect(
      scopeOfCheckedKeys(tabbed, ['TAB-overview', 'CHART-one', 'CHART-two', 'CHART-three', 'CHART-four']),
    ).toEqual({
      rootPath: ['TAB-overview'],
      excluded: [],
    });
  });

  it('excludes the unchecked charts under a checked root', () => {
    expect(scopeOfCheckedKeys(tabbed, ['CHART-one', 'CHART-three', 'CHART-four'])).toEqual({
      rootPath: ['TAB-overview'],
      excluded: [12],
    });
    expect(scopeOfCheckedKeys(grid, ['CHART-g2'])).toEqual({ rootPath: ['ROOT_ID'], excluded: [1] });
  });

  it('takes the level all checked charts reach: tabs of different depths meet at the shallower one', () => {
    // "By region" in Overview and "Revenue by day" in Details > By day: the roots are both top tabs,
    // and what else sits under them is excluded (chart 11 stays: one of its placements is checked).
    expect(scopeOfCheckedKeys(tabbed, ['CHART-three', 'CHART-five'])).toEqual({
      rootPath: ['TAB-overview', 'TAB-details'],
      excluded: [12, 14],
    });
  });

  it('is empty when nothing is checked, and ignores keys that are not charts', () => {
    expect(scopeOfCheckedKeys(tabbed, [])).toEqual({ rootPath: [], excluded: [] });
    expect(scopeOfCheckedKeys(tabbed, ['TAB-overview', 'NOPE'])).toEqual({ rootPath: [], excluded: [] });
  });

  it('round-trips: the scope of the checked keys covers the same charts', () => {
    const scopes = [
      { rootPath: ['TAB-overview'], excluded: [12] },
      { rootPath: ['TAB-n1'], excluded: [] },
      { rootPath: ['ROOT_ID'], excluded: [13] },
    ];
    for (const scope of scopes) {
      const back = scopeOfCheckedKeys(tabbed, checkedKeysOfScope(tabbed, scope));
      expect(chartsInScope(tabbed, back).sort()).toEqual(chartsInScope(tabbed, scope).sort());
    }
  });
});

describe('isWholeDashboardScope', () => {
  it('is true for no scope and ROOT_ID without exclusions only', () => {
    expect(isWholeDashboardScope(undefined)).toBe(true);
    expect(isWholeDashboardScope({ rootPath: ['ROOT_ID'], excluded: [] })).toBe(true);
    expect(isWholeDashboardScope({ rootPath: ['ROOT_ID'], excluded: [3] })).toBe(false);
    expect(isWholeDashboardScope({ rootPath: ['TAB-overview'], excluded: [] })).toBe(false);
  });
});
