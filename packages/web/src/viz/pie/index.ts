import type { VizPluginModule } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps, { type PieProps } from './transformProps';

export const plugin: VizPluginModule<PieProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./Component').then((module) => module.default),
};
