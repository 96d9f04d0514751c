import { lazy } from 'react';

/*
 * Edit mode's parts load when a dashboard is edited: a viewer's page does not carry @dnd-kit, the
 * builder pane, the resize handles or the in-place editors.
 */
export const LazyLayoutDnd = lazy(() => import('./LayoutDnd').then((m) => ({ default: m.LayoutDnd })));
export const LazyBuilderPane = lazy(() => import('./BuilderPane').then((m) => ({ default: m.BuilderPane })));
export const LazyEditableNode = lazy(() =>
  import('./EditableNode').then((m) => ({ default: m.EditableNode })),
);
export const LazyDropSlots = lazy(() => import('./DropSlot').then((m) => ({ default: m.DropSlots })));
export const LazyTabTitle = lazy(() => import('./TabTitle').then((m) => ({ default: m.TabTitle })));
export const LazyInPlaceInput = lazy(() =>
  import('./InPlaceInputs').then((m) => ({ default: m.InPlaceInput })),
);
export const LazyInPlaceTextArea = lazy(() =>
  import('./InPlaceInputs').then((m) => ({ default: m.InPlaceTextArea })),
);
