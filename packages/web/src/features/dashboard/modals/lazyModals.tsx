import { lazy } from 'react';

/* The header's dialogs load when opened: viewing a dashboard does not carry their forms. */
export const LazyPropertiesModal = lazy(() =>
  import('./PropertiesModal').then((m) => ({ default: m.PropertiesModal })),
);
export const LazyCssEditorModal = lazy(() =>
  import('./CssEditorModal').then((m) => ({ default: m.CssEditorModal })),
);
export const LazyRefreshIntervalModal = lazy(() =>
  import('./RefreshIntervalModal').then((m) => ({ default: m.RefreshIntervalModal })),
);
export const LazySaveAsModal = lazy(() => import('./SaveAsModal').then((m) => ({ default: m.SaveAsModal })));
export const LazyOverwriteConfirmModal = lazy(() =>
  import('./OverwriteConfirmModal').then((m) => ({ default: m.OverwriteConfirmModal })),
);
