import type { VizMetadata, VizPluginModule } from './types';

/**
 * Every chart type, found by folder: `viz/<viz_type>/metadata.ts` is read at once (the gallery and
 * lists need every name and category), `viz/<viz_type>/index.ts` (control panel, buildQuery,
 * transformProps, component loader) only when a chart of that type is built or drawn.
 */
const metadataModules = import.meta.glob<{ metadata: VizMetadata }>('./*/metadata.ts', { eager: true });
const pluginModules = import.meta.glob<{ plugin: VizPluginModule<never> }>('./*/index.ts');

function folderOf(path: string): string {
  return path.split('/')[1]!;
}

const METADATA: ReadonlyMap<string, VizMetadata> = new Map(
  Object.entries(metadataModules).map(([path, module]) => {
    if (module.metadata.vizType !== folderOf(path)) {
      throw new Error(`viz/${folderOf(path)}/metadata.ts names viz type ${module.metadata.vizType}`);
    }
    return [module.metadata.vizType, module.metadata];
  }),
);

const LOADERS: ReadonlyMap<string, () => Promise<{ plugin: VizPluginModule<never> }>> = new Map(
  Object.entries(pluginModules).map(([path, load]) => [folderOf(path), load]),
);

/** Every registered chart type's metadata, in gallery order (by name). */
export function allVizMetadata(): VizMetadata[] {
  return [...METADATA.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function vizMetadata(vizType: string | null | undefined): VizMetadata | undefined {
  return vizType ? METADATA.get(vizType) : undefined;
}

export function isSupportedVizType(vizType: string | null | undefined): boolean {
  return !!vizType && METADATA.has(vizType) && LOADERS.has(vizType);
}

const loaded = new Map<string, Promise<VizPluginModule>>();

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
