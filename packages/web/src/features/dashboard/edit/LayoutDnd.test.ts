import {
  emptyLayout,
  FILTER_SCOPE_CHANGED_MESSAGE,
  GRID_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  type DashboardLayout,
} from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { applyDrop, nativeFilterScopes } from './LayoutDnd';

function chartIn(layout: DashboardLayout, chartId: number): string {
  const item = Object.values(layout).find(
    (entry) => entry.type === 'CHART' && entry.meta.chartId === chartId,
  );
  if (!item) throw new Error(`chart ${chartId} not in layout`);
  return item.id;
}

function drop(layout: DashboardLayout, chartId: number, parentId: string, index: number): DashboardLayout {
  const result = applyDrop(
    layout,
    { kind: 'chart', chartId, sliceName: `Chart ${chartId}` },
    { parentId, index },
  );
  if (!('layout' in result)) throw new Error(result.message);
  return result.layout;
}

describe('applyDrop', () => {
  it('puts a chart from the pane on the grid inside a new row', () => {
    const layout = drop(emptyLayout(), 1, GRID_ID, 0);
    const row = layout[layout[GRID_ID]!.children[0]!]!;
    expect(row.type).toBe('ROW');
    expect(layout[row.children[0]!]?.meta.chartId).toBe(1);
  });

  it('refuses a chart a full row has no room for, with the spec message, and changes nothing', () => {
    let layout = drop(emptyLayout(), 1, GRID_ID, 0);
    const rowId = layout[GRID_ID]!.children[0]!;
    layout = drop(layout, 2, rowId, 1);
    layout = drop(layout, 3, rowId, 2);
    const result = applyDrop(
      layout,
      { kind: 'chart', chartId: 4, sliceName: 'Chart 4' },
      { parentId: rowId, index: 3 },
    );
    expect(result).toEqual({ message: NOT_ENOUGH_SPACE_MESSAGE });
  });

  it('warns when a moved chart leaves a native filter’s scope', () => {
    let layout = drop(emptyLayout(), 1, GRID_ID, 0);
    const tabs = applyDrop(layout, { kind: 'new', type: 'TABS' }, { parentId: GRID_ID, index: 1 });
    if (!('layout' in tabs)) throw new Error(tabs.message);
    layout = tabs.layout;
    const tabId = Object.values(layout).find((item) => item.type === 'TAB')!.id;
    const scopes = nativeFilterScopes({
      native_filter_configuration: [{ id: 'NATIVE_FILTER-1', scope: { rootPath: [tabId], excluded: [] } }],
    });
    const moved = applyDrop(
      layout,
      { kind: 'existing', id: chartIn(layout, 1) },
      { parentId: tabId, index: 0 },
      scopes,
    );
    expect(moved).toMatchObject({ warning: FILTER_SCOPE_CHANGED_MESSAGE });
    const unscoped = applyDrop(
      layout,
      { kind: 'existing', id: chartIn(layout, 1) },
      { parentId: tabId, index: 0 },
    );
    expect('warning' in unscoped).toBe(false);
  });
});

describe('nativeFilterScopes', () => {
  it('reads each filter’s scope and ignores entries without one', () => {
    expect(
      nativeFilterScopes({
        native_filter_configuration: [
          { scope: { rootPath: ['ROOT_ID'], excluded: [3, '4'] } },
          { type: 'DIVIDER' },
        ],
      }),
    ).toEqual([{ rootPath: ['ROOT_ID'], excluded: [3, 4] }]);
    expect(nativeFilterScopes({})).toEqual([]);
  });
});
