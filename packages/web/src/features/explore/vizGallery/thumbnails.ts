/**
 * Gallery pictures a plugin may ship in its folder: `viz/<viz_type>/images/thumbnail.png` (the tile)
 * and `images/example*.png` (the details panel's Examples). Bundled as URLs, so a plugin without
 * pictures costs nothing and its tile shows the name alone.
 */
const THUMBNAILS = import.meta.glob<string>('../../../viz/*/images/thumbnail.png', {
  eager: true,
  query: '?url',
  import: 'default',
});
const EXAMPLES = import.meta.glob<string>('../../../viz/*/images/example*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** `../../../viz/<viz_type>/images/<file>` → viz_type. */
function vizTypeOf(path: string): string {
  return path.split('/')[4] ?? '';
}

function byVizType(modules: Record<string, string>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const path of Object.keys(modules).sort()) {
    const urls = map.get(vizTypeOf(path)) ?? [];
    urls.push(modules[path]!);
    map.set(vizTypeOf(path), urls);
  }
  return map;
}

const THUMBNAIL_BY_TYPE = byVizType(THUMBNAILS);
const EXAMPLES_BY_TYPE = byVizType(EXAMPLES);

export function thumbnailUrl(vizType: string): string | undefined {
  return THUMBNAIL_BY_TYPE.get(vizType)?.[0];
}

export function exampleUrls(vizType: string): readonly string[] {
  return EXAMPLES_BY_TYPE.get(vizType) ?? [];
}
