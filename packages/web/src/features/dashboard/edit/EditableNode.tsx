import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { deleteComponent, type LayoutItem } from '@loupe/core';
import { Button } from 'antd';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardContext } from '../DashboardContext';
import type { DragSource } from './dragIds';
import { ResizeHandle } from './ResizeHandle';

const RESIZABLE = new Set(['CHART', 'MARKDOWN', 'COLUMN']);

/** A component's name for the edit controls' labels ("Move Delays by month"). */
export function componentLabel(item: LayoutItem, chartName?: string): string {
  return (
    item.meta.sliceNameOverride ||
    chartName ||
    item.meta.sliceName ||
    item.meta.text ||
    item.type.toLowerCase()
  );
}

/** In edit mode: the component with a drag handle, a delete button and (charts, markdown, columns) a resize handle. */
export function EditableNode({
  item,
  style,
  children,
}: {
  item: LayoutItem;
  style?: CSSProperties;
  children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const { layout, changeLayout, charts } = useDashboardContext();
  const source: DragSource = { kind: 'existing', id: item.id };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `existing|${item.id}`,
    data: source,
  });
  const name = componentLabel(
    item,
    item.meta.chartId ? charts.get(Number(item.meta.chartId))?.slice_name : undefined,
  );
  return (
    <div
      ref={setNodeRef}
      className={`loupe-editable loupe-layout-${item.type.toLowerCase()}${isDragging ? ' loupe-editable-dragging' : ''}`}
      style={style}
      data-layout-id={item.id}
      data-layout-type={item.type}
    >
      <div className="loupe-editable-tools">
        <Button
          size="small"
          type="text"
          icon={<HolderOutlined />}
          aria-label={t('dashboard.edit.move', { name })}
          {...attributes}
          {...listeners}
        />
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('dashboard.edit.delete', { name })}
          onClick={() => changeLayout(deleteComponent(layout, item.id))}
        />
      </div>
      {children}
      {RESIZABLE.has(item.type) && <ResizeHandle item={item} name={name} />}
    </div>
  );
}
