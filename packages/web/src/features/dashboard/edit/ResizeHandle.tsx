import {
  GRID_BASE_UNIT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  resizeComponent,
  type LayoutItem,
} from '@loupe/core';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardContext } from '../DashboardContext';
import { columnWidthPx } from '../grid/gridSizing';

/**
 * The corner handle that resizes a chart, markdown or column: dragging snaps to whole columns
 * (width) and grid units (height); core's `resizeComponent` keeps it within the row and the height
 * limits. Arrow keys resize by one column / one grid unit ×5 for keyboard users.
 */
export function ResizeHandle({ item, name }: { item: LayoutItem; name: string }): ReactElement {
  const { t } = useTranslation();
  const { layout, changeLayout } = useDashboardContext();
  const start = useRef<{ x: number; y: number; gridWidth: number } | null>(null);
  const width = item.meta.width ?? GRID_DEFAULT_CHART_WIDTH;
  const height = item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT;
  const resizesHeight = item.type !== 'COLUMN';

  const apply = (size: { width?: number; height?: number }) => {
    const next = resizeComponent(layout, item.id, size);
    if (next !== layout) changeLayout(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const grid = event.currentTarget.closest('[data-loupe-grid]');
    start.current = {
      x: event.clientX,
      y: event.clientY,
      gridWidth: grid?.getBoundingClientRect().width ?? 1200,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    start.current = null;
    if (!origin) return;
    const step = columnWidthPx(origin.gridWidth) + GRID_GUTTER_SIZE;
    const columns = Math.round((event.clientX - origin.x) / step);
    const units = Math.round((event.clientY - origin.y) / GRID_BASE_UNIT);
    if (columns === 0 && units === 0) return;
    apply({ width: width + columns, ...(resizesHeight ? { height: height + units } : {}) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const deltas: Record<string, { width?: number; height?: number }> = {
      ArrowRight: { width: width + 1 },
      ArrowLeft: { width: width - 1 },
      ...(resizesHeight ? { ArrowDown: { height: height + 5 }, ArrowUp: { height: height - 5 } } : {}),
    };
    const size = deltas[event.key];
    if (!size) return;
    event.preventDefault();
    apply(size);
  };

  return (
    <div
      className="loupe-resize-handle"
      role="slider"
      tabIndex={0}
      aria-label={t('dashboard.edit.resize', { name })}
      aria-valuemin={1}
      aria-valuemax={12}
      aria-valuenow={width}
      aria-valuetext={t('dashboard.edit.size', { width: String(width), height: String(height) })}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
