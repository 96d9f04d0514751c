import { describe, expect, it } from 'vitest';
import { FILTER_SCOPE_CHANGED_MESSAGE } from './constants.js';
import { FIXTURE_POSITION_JSON } from './layoutFixture.testkit.js';
import { moveComponent } from './operations.js';
import { parsePositionJson } from './positionJson.js';
import { isInScope, scopeChangeWarning } from './scope.js';

const tabbed = parsePositionJson(FIXTURE_POSITION_JSON);

describe('isInScope', () => {
  it('covers charts under a scope root unless their chart is excluded', () => {
    expect(isInScope(tabbed, 'CHART-three', { rootPath: ['ROOT_ID'], excluded: [] })).toBe(true);
    expect(isInScope(tabbed, 'CHART-three', { rootPath: ['ROOT_ID'], excluded: [13] })).toBe(false);
    expect(isInScope(tabbed, 'CHART-three', { rootPath: ['TAB-overview'], excluded: [] })).toBe(true);
    expect(isInScope(tabbed, 'CHART-five', { rootPath: ['TAB-overview'], excluded: [] })).toBe(false);
    expect(isInScope(tabbed, 'CHART-five', { rootPath: ['TAB-overview', 'TAB-n1'], excluded: [] })).toBe(
      true,
    );
    expect(isInScope(tabbed, 'nope', { rootPath: ['ROOT_ID'], excluded: [] })).toBe(false);
  });
});

describe('scopeChangeWarning', () => {
  const overviewOnly = { rootPath: ['TAB-overview'], excluded: [] };

  it('warns when a move takes a chart out of a filter scope', () => {
    const after = moveComponent(tabbed, { id: 'CHART-four', parentId: 'TAB-n2', index: 0 });
    expect(scopeChangeWarning(tabbed, after, 14, [overviewOnly])).toBe(FILTER_SCOPE_CHANGED_MESSAGE);
  });

  it('stays quiet when the move keeps every scope membership', () => {
    const after = moveComponent(tabbed, { id: 'CHART-one', parentId: 'ROW-a', index: 2 });
    expect(
      scopeChangeWarning(tabbed, after, 11, [overviewOnly, { rootPath: ['ROOT_ID'], excluded: [] }]),
    ).toBeNull();
    const moved = moveComponent(tabbed, { id: 'CHART-four', parentId: 'TAB-n2', index: 0 });
    expect(scopeChangeWarning(tabbed, moved, 14, [{ rootPath: ['ROOT_ID'], excluded: [] }])).toBeNull();
    expect(scopeChangeWarning(tabbed, moved, 14, [])).toBeNull();
  });
});
