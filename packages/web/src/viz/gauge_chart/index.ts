import type { VizPluginModule } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps, { type GaugeProps } from './transformProps';

export const plugin: VizPluginModule<GaugeProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./Component').then((module) => module.default),
};
