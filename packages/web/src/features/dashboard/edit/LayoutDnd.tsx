import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  canDrop,
  insertComponent,
  moveComponent,
  newChartComponent,
  newComponent,
  newTabsWithTab,
  scopeChangeWarning,
  type DashboardLayout,
  type LayoutItem,
  type LayoutScope,
} from '@loupe/core';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useDashboardContext } from '../DashboardContext';
import { parseSlotId, type DragSource, type DropTarget } from './dragIds';

/** The scopes of the dashboard's native filters (`json_metadata.native_filter_configuration[].scope`). */
export function nativeFilterScopes(metadata: Record<string, unknown>): LayoutScope[] {
  const filters = metadata.native_filter_configuration;
  if (!Array.isArray(filters)) return [];
  return filters.flatMap((filter: unknown) => {
    const scope = (filter as { scope?: { rootPath?: unknown; excluded?: unknown } } | null)?.scope;
    if (!scope || !Array.isArray(scope.rootPath)) return [];
    return [
      {
        rootPath: scope.rootPath.map(String),
        excluded: Array.isArray(scope.excluded) ? scope.excluded.map(Number) : [],
      },
    ];
  });
}

/** The components a drag from the pane creates (TABS come with their first TAB). */
function createdItems(source: DragSource): LayoutItem[] | null {
  if (source.kind === 'chart')
    return [newChartComponent({ id: source.chartId, sliceName: source.sliceName })];
  if (source.kind !== 'new') return null;
  if (source.type === 'TABS') {
    const { tabs, tab } = newTabsWithTab();
    return [tabs, tab];
  }
  return [newComponent(source.type)];
}

/**
 * Applies a drop to the layout with core's rules: a refused drop (no room in the row, top-level
 * tabs into nested tabs, a child its parent may not hold) leaves the layout as it was and says why.
 */
export function applyDrop(
  layout: DashboardLayout,
  source: DragSource,
  target: DropTarget,
  scopes: LayoutScope[] = [],
): { layout: DashboardLayout; warning?: string } | { message: string } {
  if (source.kind === 'existing') {
    const verdict = canDrop(layout, { draggedId: source.id }, target);
    if (!verdict.ok) return { message: verdict.message };
    const moved = moveComponent(layout, { id: source.id, ...target });
    const chartId = layout[source.id]?.meta.chartId;
    const warning = typeof chartId === 'number' ? scopeChangeWarning(layout, moved, chartId, scopes) : null;
    return warning ? { layout: moved, warning } : { layout: moved };
  }
  const items = createdItems(source);
  const [root] = items ?? [];
  if (!items || !root) return { layout };
  const verdict = canDrop(layout, { newComponent: root }, target);
  if (!verdict.ok) return { message: verdict.message };
  return { layout: insertComponent(layout, items, target) };
}

/** Drag and drop over the dashboard's grid and the builder pane (pointer and keyboard). */
export function LayoutDnd({ children }: { children: ReactNode }): ReactElement {
  const { layout, changeLayout, warn } = useDashboardContext();
  const metadata = useAppSelector((root) => root.dashboard.metadata);
  const scopes = useMemo(() => nativeFilterScopes(metadata), [metadata]);
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragStart = (event: DragStartEvent) => {
    const label = event.active.rect.current.initial ? String(event.active.id) : null;
    setDragging(label);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const source = event.active.data.current as DragSource | undefined;
    const target = event.over ? parseSlotId(event.over.id) : null;
    if (!source || !target) return;
    const result = applyDrop(layout, source, target, scopes);
    if ('message' in result) {
      // Nesting Superset does not offer at all is refused silently (empty message), as there.
      if (result.message) warn(result.message);
    } else if (result.layout !== layout) changeLayout(result.layout);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={(args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args))}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging ? <div className="loupe-drag-overlay" aria-hidden /> : null}
      </DragOverlay>
    </DndContext>
  );
}
