import { UNDO_LIMIT } from './constants.js';
import type { DashboardLayout } from './types.js';

/** The editor's layout with its undo and redo stacks (the oldest state first in `past`). */
export interface UndoableLayout {
  past: DashboardLayout[];
  present: DashboardLayout;
  future: DashboardLayout[];
}

export function startHistory(layout: DashboardLayout): UndoableLayout {
  return { past: [], present: layout, future: [] };
}

/**
 * The history after an edit: the present goes onto the undo stack (at most UNDO_LIMIT states, the
 * oldest dropping off) and the redo stack empties. An edit that changed nothing (the same layout
 * object, as refused operations return) leaves the history as it was.
 */
export function pushLayout(history: UndoableLayout, next: DashboardLayout): UndoableLayout {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - UNDO_LIMIT)), present: next, future: [] };
}

export function canUndo(history: UndoableLayout): boolean {
  return history.past.length > 0;
}

export function canRedo(history: UndoableLayout): boolean {
  return history.future.length > 0;
}

export function undo(history: UndoableLayout): UndoableLayout {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: UndoableLayout): UndoableLayout {
  const [following, ...rest] = history.future;
  if (following === undefined) return history;
  return { past: [...history.past, history.present], present: following, future: rest };
}

/**
 * Whether every undo slot is used, so the next edit drops the oldest state: the editor then warns with
 * undoHistoryFullMessage(UNDO_LIMIT), as Superset does once its undo length reaches the limit.
 */
export function historyFull(history: UndoableLayout): boolean {
  return history.past.length >= UNDO_LIMIT;
}
