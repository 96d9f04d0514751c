import Fuse from 'fuse.js';
import type { VizMetadata } from '../../../viz/types';

/** Superset's recommended tags (spec 001 §9), in its order. */
export const RECOMMENDED_TAGS: readonly string[] = ['Popular', 'ECharts', 'Advanced-Analytics'];

/** Superset's "Other" category: where a chart without a known category goes, listed last. */
const OTHER_CATEGORY = 'Other';

/**
 * Superset's gallery lists its best-known chart types first, in this order; the others follow by
 * name. (Keys Loupe has no plugin for are simply absent from the gallery.)
 */
const DEFAULT_ORDER: readonly string[] = [
  'line',
  'big_number',
  'big_number_total',
  'table',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_area',
  'echarts_timeseries_bar',
  'echarts_timeseries_scatter',
  'pie',
  'mixed_timeseries',
  'dist_bar',
  'area',
  'bar',
  'deck_polygon',
  'time_table',
  'histogram',
  'deck_scatter',
  'deck_hex',
  'time_pivot',
  'deck_arc',
  'heatmap',
  'deck_grid',
  'deck_screengrid',
  'treemap_v2',
  'box_plot',
  'sunburst',
  'sankey',
  'word_cloud',
  'mapbox',
  'kepler',
  'cal_heatmap',
  'rose',
  'bubble',
  'deck_geojson',
  'horizon',
  'deck_multi',
  'compare',
  'partition',
  'event_flow',
  'deck_path',
  'graph_chart',
  'world_map',
  'paired_ttest',
  'para',
  'country_map',
];

/** The gallery's order: the well-known types in Superset's order, then the rest by (shown) name. */
export function galleryOrder(
  all: readonly VizMetadata[],
  translate: (text: string) => string = (s) => s,
): VizMetadata[] {
  const rank = (metadata: VizMetadata): number => {
    const index = DEFAULT_ORDER.indexOf(metadata.vizType);
    return index < 0 ? DEFAULT_ORDER.length : index;
  };
  return [...all].sort((a, b) => rank(a) - rank(b) || translate(a.name).localeCompare(translate(b.name)));
}

/** What the gallery's sidebar shows: everything, or the charts of one tag or category. */
export type GallerySection =
  | { kind: 'all' }
  | { kind: 'recommended'; tag: string }
  | { kind: 'category'; category: string }
  | { kind: 'tag'; tag: string };

export const ALL_CHARTS: GallerySection = { kind: 'all' };

export function sameSection(a: GallerySection, b: GallerySection): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'category' && b.kind === 'category') return a.category === b.category;
  if ((a.kind === 'tag' || a.kind === 'recommended') && (b.kind === 'tag' || b.kind === 'recommended'))
    return a.tag === b.tag;
  return true;
}

export function inSection(metadata: VizMetadata, section: GallerySection): boolean {
  switch (section.kind) {
    case 'all':
      return true;
    case 'category':
      return metadata.category === section.category;
    case 'recommended':
    case 'tag':
      return metadata.tags.includes(section.tag);
  }
}

/** The categories present, alphabetically, with Other last (as Superset lists them). */
export function categoriesOf(all: readonly VizMetadata[]): string[] {
  const categories = [...new Set(all.map((m) => m.category))];
  return categories.sort((a, b) =>
    a === OTHER_CATEGORY ? 1 : b === OTHER_CATEGORY ? -1 : a.localeCompare(b),
  );
}

/** Every tag some chart has, alphabetically. */
export function tagsOf(all: readonly VizMetadata[]): string[] {
  return [...new Set(all.flatMap((m) => m.tags))].sort((a, b) => a.localeCompare(b));
}

/** The section that shows a chart type first: its category, else every chart. */
export function initialSection(selected: VizMetadata | undefined): GallerySection {
  return selected ? { kind: 'category', category: selected.category } : ALL_CHARTS;
}

/**
 * Superset's gallery search: fuzzy (threshold 0.3) over the name (weight 4), tags (2) and
 * description (1), best match first. The searchable texts are the translated ones the user reads.
 */
export function searchCharts(
  all: readonly VizMetadata[],
  text: string,
  translate: (text: string) => string = (s) => s,
): VizMetadata[] {
  const query = text.trim();
  if (query === '') return [...all];
  const documents = all.map((metadata) => ({
    metadata,
    name: translate(metadata.name),
    tags: metadata.tags.map(translate),
    description: translate(metadata.description),
  }));
  const fuse = new Fuse(documents, {
    threshold: 0.3,
    ignoreLocation: true,
    keys: [
      { name: 'name', weight: 4 },
      { name: 'tags', weight: 2 },
      { name: 'description', weight: 1 },
    ],
  });
  return fuse.search(query).map((result) => result.item.metadata);
}
