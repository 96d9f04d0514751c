import type { VizPluginModule } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import transformProps, { type SunburstProps } from './transformProps';

export const plugin: VizPluginModule<SunburstProps> = {
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./Component').then((module) => module.default),
};
