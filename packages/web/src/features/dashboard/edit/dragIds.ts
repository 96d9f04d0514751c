import type { LayoutComponentType } from '@loupe/core';

/** What is being dragged: a component of the layout, a new layout element, or a chart from the pane. */
export type DragSource =
  | { kind: 'existing'; id: string }
  | { kind: 'new'; type: LayoutComponentType }
  | { kind: 'chart'; chartId: number; sliceName: string };

/** Where it may land: a container and the index among its children. */
export interface DropTarget {
  parentId: string;
  index: number;
}

export const slotId = (target: DropTarget): string => `slot|${target.parentId}|${target.index}`;

export function parseSlotId(id: string | number): DropTarget | null {
  const [kind, parentId, index] = String(id).split('|');
  if (kind !== 'slot' || !parentId || index === undefined) return null;
  return { parentId, index: Number(index) };
}
