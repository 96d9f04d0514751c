import { DeleteOutlined, ExclamationCircleFilled, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { isNativeFilter, type NativeFilterItem } from '@loupe/core';
import { Button, Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Arrow keys move a dragged row onto the row above or below (dnd-kit's keyboard sensor moves by a
 * fixed step otherwise, which rows of any height do not match).
 */
const rowCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
  const current = context.collisionRect;
  if (direction === 0 || !current) return undefined;
  event.preventDefault();
  const middle = current.top + current.height / 2;
  const centres = [...context.droppableRects.values()]
    .map((rect) => rect.top + rect.height / 2)
    .filter((centre) => (direction > 0 ? centre > middle + 1 : centre < middle - 1))
    .sort((a, b) => direction * (a - b));
  const target = centres[0];
  return target === undefined
    ? currentCoordinates
    : { ...currentCoordinates, y: currentCoordinates.y + target - middle };
};

export interface ItemListProps {
  items: NativeFilterItem[];
  pending: readonly string[];
  selectedId: string | null;
  /** Items to mark as having errors (after a save was tried). */
  invalid: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onMove: (id: string, overId: string) => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
  onAdd: (kind: 'filter' | 'divider') => void;
}

function Row({
  item,
  removed,
  selected,
  invalid,
  onSelect,
  onRemove,
  onRestore,
}: {
  item: NativeFilterItem;
  removed: boolean;
  selected: boolean;
  invalid: boolean;
} & Pick<ItemListProps, 'onSelect' | 'onRemove' | 'onRestore'>): ReactElement {
  const { t } = useTranslation();
  const filter = isNativeFilter(item);
  const name =
    (filter ? item.name : item.title) ||
    (filter ? t('dashboardFiltersConfig.untitled') : t('dashboardFiltersConfig.untitledDivider'));
  const drag = useDraggable({ id: item.id, disabled: removed });
  const drop = useDroppable({ id: item.id });
  const transform = drag.transform ? `translate3d(0, ${drag.transform.y}px, 0)` : undefined;
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={{ transform }}
      className={[
        'loupe-fc-item',
        selected && 'loupe-fc-item-selected',
        removed && 'loupe-fc-item-removed',
        drag.isDragging && 'loupe-fc-item-dragging',
        drop.isOver && !drag.isDragging && 'loupe-fc-item-over',
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="filters-config-item"
      data-item-id={item.id}
    >
      <button
        type="button"
        className="loupe-fc-handle"
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        aria-label={t('dashboardFiltersConfig.move', { name })}
        disabled={removed}
      >
        <HolderOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="loupe-fc-item-title"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(item.id)}
      >
        <span className={filter ? undefined : 'loupe-fc-divider-name'}>{name}</span>
        {removed && <span className="loupe-fc-removed-mark"> {t('dashboardFiltersConfig.removedMark')}</span>}
        {invalid && !removed && (
          <ExclamationCircleFilled
            className="loupe-fc-item-error"
            role="img"
            aria-label={t('dashboardFiltersConfig.hasErrors')}
          />
        )}
      </button>
      {removed ? (
        <Button size="small" type="link" onClick={() => onRestore(item.id)}>
          {filter ? t('dashboardFiltersConfig.restoreFilter') : t('dashboardFiltersConfig.restoreDivider')}
        </Button>
      ) : (
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('dashboardFiltersConfig.remove', { name })}
          onClick={() => onRemove(item.id)}
        />
      )}
    </li>
  );
}

/**
 * The left pane (Superset's FilterTitlePane): the filters and dividers in the order of the bar, each
 * selectable, draggable by its handle (pointer or keyboard) and removable; a removed one offers its
 * restore until its undo window ends. Below them, the menu that adds a filter or a divider.
 */
export function ItemList({
  items,
  pending,
  selectedId,
  invalid,
  onSelect,
  onMove,
  onRemove,
  onRestore,
  onAdd,
}: ItemListProps): ReactElement {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <nav className="loupe-fc-list" aria-label={t('dashboardFiltersConfig.items')}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'filter', label: t('dashboardFiltersConfig.addFilter') },
            { key: 'divider', label: t('dashboardFiltersConfig.addDivider') },
          ],
          onClick: ({ key }) => onAdd(key === 'divider' ? 'divider' : 'filter'),
        }}
      >
        <Button icon={<PlusOutlined />} className="loupe-fc-add" data-testid="filters-config-add">
          {t('dashboardFiltersConfig.add')}
        </Button>
      </Dropdown>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <ul className="loupe-fc-items">
          {items.map((item) => (
            <Row
              key={item.id}
              item={item}
              removed={pending.includes(item.id)}
              selected={item.id === selectedId}
              invalid={invalid.has(item.id)}
              onSelect={onSelect}
              onRemove={onRemove}
              onRestore={onRestore}
            />
          ))}
        </ul>
      </DndContext>
      {items.length === 0 && <p className="loupe-fc-empty">{t('dashboardFiltersConfig.empty')}</p>}
    </nav>
  );
}
