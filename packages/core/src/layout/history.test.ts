import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, undoHistoryFullMessage } from './constants.js';
import { canRedo, canUndo, historyFull, pushLayout, redo, startHistory, undo } from './history.js';
import { GRID_POSITION_JSON } from './layoutFixture.testkit.js';
import { resizeComponent } from './operations.js';
import { parsePositionJson } from './positionJson.js';
import type { DashboardLayout } from './types.js';

const grid = parsePositionJson(GRID_POSITION_JSON);
const heightOf = (layout: DashboardLayout): number | undefined => layout['CHART-g1']?.meta.height;

describe('undo history', () => {
  it('undoes and redoes edits in order', () => {
    let history = startHistory(grid);
    expect(canUndo(history)).toBe(false);
    history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 60 }));
    history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 70 }));
    expect(heightOf(history.present)).toBe(70);
    history = undo(history);
    expect(heightOf(history.present)).toBe(60);
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe(grid);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(heightOf(history.present)).toBe(70);
    expect(redo(history)).toBe(history);
  });

  it('clears redo on a new edit and ignores an edit that changed nothing', () => {
    let history = pushLayout(startHistory(grid), resizeComponent(grid, 'CHART-g1', { height: 60 }));
    history = undo(history);
    history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 80 }));
    expect(canRedo(history)).toBe(false);
    expect(pushLayout(history, history.present)).toBe(history);
  });

  it(`keeps at most ${UNDO_LIMIT} states, dropping the oldest, and says when it is full`, () => {
    let history = startHistory(grid);
    for (let step = 1; step < UNDO_LIMIT; step += 1) {
      history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 5 + step }));
    }
    expect(historyFull(history)).toBe(false);
    history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 5 + UNDO_LIMIT }));
    expect(historyFull(history)).toBe(true);
    expect(history.past[0]).toBe(grid);
    history = pushLayout(history, resizeComponent(history.present, 'CHART-g1', { height: 99 }));
    expect(history.past).toHaveLength(UNDO_LIMIT);
    expect(heightOf(history.past[0] ?? {})).toBe(6);
    expect(undoHistoryFullMessage(UNDO_LIMIT)).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
  });
});
