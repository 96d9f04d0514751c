import { hasVizPlugin } from './pluginLoader';
import type { VizMetadata } from './types';

/**
 * Every chart type's metadata, found by folder: `viz/<viz_type>/metadata.ts` is read at once (the
 * gallery and lists need every name and category); the plugins themselves load through
 * `pluginLoader.ts`.
 */
const metadataModules = import.meta.glob<{ metadata: VizMetadata }>('./*/metadata.ts', { eager: true });

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

/** Every registered chart type's metadata, in gallery order (by name). */
export function allVizMetadata(): VizMetadata[] {
  return [...METADATA.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function vizMetadata(vizType: string | null | undefined): VizMetadata | undefined {
  return vizType ? METADATA.get(vizType) : undefined;
}

export function isSupportedVizType(vizType: string | null | undefined): boolean {
  return !!vizType && METADATA.has(vizType) && hasVizPlugin(vizType);
}
