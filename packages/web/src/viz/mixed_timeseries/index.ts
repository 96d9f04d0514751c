import type { VizPluginModule } from '../types';
import type { TimeseriesProps } from '../timeseries/transformProps';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps from './transformProps';

export const plugin: VizPluginModule<TimeseriesProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  // Drawn by the time-series component: the same ECharts modules (line, bar, scatter, axes, zoom).
  loadComponent: () => import('../timeseries/Component').then((module) => module.default),
};
