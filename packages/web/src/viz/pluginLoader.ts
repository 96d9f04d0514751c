import type { VizPluginModule } from './types';

/**
 * Each chart type's plugin (`viz/<viz_type>/index.ts`: control panel, buildQuery, transformProps,
 * component loader), found by folder and loaded when a chart of that type is built or drawn. Apart
 * from `registry.ts` so that a page drawing charts (a dashboard) does not carry every type's metadata.
 */
const pluginModules = import.meta.glob<{ plugin: VizPluginModule<never> }>('./*/index.ts');

const LOADERS: ReadonlyMap<string, () => Promise<{ plugin: VizPluginModule<never> }>> = new Map(
  Object.entries(pluginModules).map(([path, load]) => [path.split('/')[1]!, load]),
);

const loaded = new Map<string, Promise<VizPluginModule>>();

/** Whether Loupe has a plugin that draws this viz type. */
export function hasVizPlugin(vizType: string): boolean {
  return LOADERS.has(vizType);
}

/** The plugin of a viz type, loaded once; undefined for a type Loupe does not draw. */
export function loadVizPlugin(vizType: string): Promise<VizPluginModule> | undefined {
  const load = LOADERS.get(vizType);
  if (!load) return undefined;
  let plugin = loaded.get(vizType);
  if (!plugin) {
    plugin = load().then((module) => module.plugin as unknown as VizPluginModule);
    loaded.set(vizType, plugin);
  }
  return plugin;
}

/** The message Superset shows for a chart whose type has no plugin. */
export const UNSUPPORTED_VIZ_MESSAGE = 'This visualization type is not supported.';
