import { lazy } from 'react';

/** The filter bar's code (antd Select, Slider, the time range picker) loads only on dashboards that show it. */
export const LazyFilterBar = lazy(() => import('./FilterBar').then((m) => ({ default: m.FilterBar })));
