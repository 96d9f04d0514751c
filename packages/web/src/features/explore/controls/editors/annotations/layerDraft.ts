import type { AnnotationLayer } from '@loupe/core';
import { ANNOTATION_SOURCES, ANNOTATION_TYPES } from '../../../../../viz/annotations/layers';

/** What the popover edits: a layer with every field Superset's AnnotationLayer popover sets. */
export interface LayerDraft {
  name: string;
  annotationType: string;
  sourceType: string;
  value: string | number | null;
  show: boolean;
  showLabel: boolean;
  style: string;
  opacity: string;
  color: string | null;
  width: number;
  showMarkers: boolean;
  hideLine: boolean;
  timeColumn: string;
  intervalEndColumn: string;
  titleColumn: string;
  descriptionColumns: string[];
  overrides: Record<string, unknown>;
}

/**
 * Superset's sources per type: its own layers for events and intervals, tables too; line charts for
 * time series. Superset's layers are offered only to users who may read them (`canReadLayers`).
 */
export function sourcesFor(annotationType: string, canReadLayers = true): string[] {
  if (annotationType === ANNOTATION_TYPES.EVENT || annotationType === ANNOTATION_TYPES.INTERVAL)
    return canReadLayers ? [ANNOTATION_SOURCES.NATIVE, ANNOTATION_SOURCES.TABLE] : [ANNOTATION_SOURCES.TABLE];
  if (annotationType === ANNOTATION_TYPES.TIME_SERIES) return [ANNOTATION_SOURCES.LINE];
  return [];
}

export const isChartSource = (sourceType: string): boolean =>
  sourceType === ANNOTATION_SOURCES.TABLE || sourceType === ANNOTATION_SOURCES.LINE;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** A draft from a saved layer (or Superset's defaults for a new one of the first type the chart draws). */
export function draftOf(layer: AnnotationLayer | undefined, firstType: string): LayerDraft {
  const value = layer?.value;
  return {
    name: text(layer?.name),
    annotationType: text(layer?.annotationType, firstType),
    sourceType: text(layer?.sourceType),
    value: typeof value === 'string' || typeof value === 'number' ? value : null,
    show: layer?.show !== false,
    showLabel: layer?.showLabel === true,
    style: text(layer?.style, 'solid'),
    opacity: text(layer?.opacity),
    color: typeof layer?.color === 'string' ? layer.color : null,
    width: typeof layer?.width === 'number' ? layer.width : 1,
    showMarkers: layer?.showMarkers === true,
    hideLine: layer?.hideLine === true,
    timeColumn: text(layer?.timeColumn),
    intervalEndColumn: text(layer?.intervalEndColumn),
    titleColumn: text(layer?.titleColumn),
    descriptionColumns: Array.isArray(layer?.descriptionColumns)
      ? layer.descriptionColumns.filter((column): column is string => typeof column === 'string')
      : [],
    overrides:
      typeof layer?.overrides === 'object' && layer.overrides !== null
        ? { ...layer.overrides }
        : { time_range: null },
  };
}

/**
 * Which fields keep the draft from being applied (Superset's isValidForm): a name, a type, and a
 * value; a source for data layers; a time column for events and intervals read from a table (and
 * its end column for intervals). A formula is checked separately, as mathjs loads lazily.
 */
export function missingFields(
  draft: LayerDraft,
): ('name' | 'value' | 'sourceType' | 'timeColumn' | 'intervalEndColumn')[] {
  const missing: ('name' | 'value' | 'sourceType' | 'timeColumn' | 'intervalEndColumn')[] = [];
  if (draft.name.trim() === '') missing.push('name');
  if (draft.annotationType !== ANNOTATION_TYPES.FORMULA && draft.sourceType === '')
    missing.push('sourceType');
  if (draft.value === null || draft.value === '') missing.push('value');
  if (draft.sourceType === ANNOTATION_SOURCES.TABLE) {
    if (draft.timeColumn === '') missing.push('timeColumn');
    if (draft.annotationType === ANNOTATION_TYPES.INTERVAL && draft.intervalEndColumn === '')
      missing.push('intervalEndColumn');
  }
  return missing;
}

/** The layer saved in form data: Superset's annotation layer object (name trimmed). */
export function layerOf(draft: LayerDraft): AnnotationLayer {
  const chart = isChartSource(draft.sourceType);
  const formula = draft.annotationType === ANNOTATION_TYPES.FORMULA;
  return {
    name: draft.name.trim(),
    annotationType: draft.annotationType,
    ...(formula ? {} : { sourceType: draft.sourceType }),
    value: draft.value,
    show: draft.show,
    showLabel: draft.showLabel,
    style: draft.style,
    opacity: draft.opacity,
    color: draft.color,
    width: draft.width,
    showMarkers: draft.showMarkers,
    hideLine: draft.hideLine,
    overrides: chart ? draft.overrides : {},
    ...(chart
      ? {
          timeColumn: draft.timeColumn,
          intervalEndColumn: draft.intervalEndColumn,
          titleColumn: draft.titleColumn,
          descriptionColumns: draft.descriptionColumns,
        }
      : {}),
  };
}
