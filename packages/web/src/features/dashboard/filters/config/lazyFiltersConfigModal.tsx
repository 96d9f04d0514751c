import { lazy } from 'react';

/**
 * The filter configuration modal (its forms, the scoping tree, drag and drop) loads when an editor
 * opens it: viewing a dashboard, even with its filter bar, does not carry it.
 */
export const LazyFiltersConfigModal = lazy(() =>
  import('./FiltersConfigModal').then((m) => ({ default: m.FiltersConfigModal })),
);
