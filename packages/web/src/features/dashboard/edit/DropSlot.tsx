import { useDndContext, useDroppable } from '@dnd-kit/core';
import { Children as ReactChildren, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { slotId } from './dragIds';

/** A place a dragged component may drop: a gutter-sized bar that lights up under the pointer. */
function DropSlot({
  parentId,
  index,
  direction,
  empty = false,
}: {
  parentId: string;
  index: number;
  direction: 'row' | 'column';
  /** The only slot of an empty container: it fills the container, so it is easy to hit. */
  empty?: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: slotId({ parentId, index }) });
  return (
    <div
      ref={setNodeRef}
      className={`loupe-drop-slot loupe-drop-slot-${empty ? 'empty' : direction}${isOver ? ' loupe-drop-slot-over' : ''}`}
      data-drop-slot={`${parentId}:${index}`}
      aria-label={t('dashboard.edit.dropHere')}
    />
  );
}

/** A container's children with drop slots between them, shown while something is dragged. */
export function DropSlots({
  parentId,
  direction,
  children,
}: {
  parentId: string;
  direction: 'row' | 'column';
  children: ReactNode;
}): ReactElement {
  const { active } = useDndContext();
  const items = ReactChildren.toArray(children);
  if (!active) return <>{items}</>;
  return (
    <>
      {items.map((child, index) => (
        <Fragment key={index}>
          <DropSlot parentId={parentId} index={index} direction={direction} />
          {child}
        </Fragment>
      ))}
      <DropSlot parentId={parentId} index={items.length} direction={direction} empty={items.length === 0} />
    </>
  );
}
