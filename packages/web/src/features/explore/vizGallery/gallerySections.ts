import Fuse from 'fuse.js';
import type { VizMetadata } from '../../../viz/types';

/** Superset's recommended tags (spec 001 §9), in its order. */
export const RECOMMENDED_TAGS: readonly string[] = ['Popular', 'ECharts', 'Advanced-Analytics'];

/** Superset's "Other" category: where a chart without a known category goes, listed last. */
const OTHER_CATEGORY = 'Other';

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
