import type { VizPluginModule } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps, { type FunnelProps } from './transformProps';

export const plugin: VizPluginModule<FunnelProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./Component').then((module) => module.default),
};
