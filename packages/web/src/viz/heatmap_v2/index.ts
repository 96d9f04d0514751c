import type { VizPluginModule } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps, { type HeatmapProps } from './transformProps';

export const plugin: VizPluginModule<HeatmapProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./Component').then((module) => module.default),
};
