import type { AnnotationLayer } from '@loupe/core';
import { ANNOTATION_SOURCES } from './layers';

/** One event or interval to draw: when, until when, and its texts. */
export interface AnnotationRecord {
  time: number;
  end: number | null;
  title: string;
  descriptions: string[];
}

/** One line a time-series layer adds: its name and [x, y] points. */
export interface AnnotationLine {
  name: string;
  points: [number, number | null][];
}

type Row = Readonly<Record<string, unknown>>;

const HAS_ZONE = /(?:Z|[+-]\d\d:?\d\d)$/;

/**
 * An annotation time in epoch milliseconds. Chart data answers give epoch ms; an ISO text without
 * a zone is a naive timestamp, which chart data treats as UTC, so it is read as UTC too.
 */
export function annotationTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim().replace(' ', 'T');
  const parsed = Date.parse(HAS_ZONE.test(text) || !text.includes('T') ? text : `${text}Z`);
  return Number.isNaN(parsed) ? null : parsed;
}

function rowsOf(data: unknown): Row[] {
  const records = (data as { records?: unknown } | null | undefined)?.records;
  return Array.isArray(records)
    ? records.filter((row): row is Row => typeof row === 'object' && row !== null)
    : [];
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Superset's extractRecordAnnotations: the events or intervals of a layer's annotation data. A
 * Superset layer gives start_dttm/end_dttm/short_descr/long_descr; a table chart gives the columns
 * the layer names (timeColumn, intervalEndColumn, titleColumn, descriptionColumns).
 */
export function annotationRecords(layer: AnnotationLayer, data: unknown): AnnotationRecord[] {
  const native = layer.sourceType === ANNOTATION_SOURCES.NATIVE;
  const columns = {
    time: native ? 'start_dttm' : (layer.timeColumn ?? ''),
    end: native ? 'end_dttm' : (layer.intervalEndColumn ?? ''),
    title: native ? 'short_descr' : (layer.titleColumn ?? ''),
    descriptions: native ? ['long_descr'] : (layer.descriptionColumns ?? []),
  };
  return rowsOf(data).flatMap((row) => {
    const time = annotationTime(row[columns.time]);
    if (time === null) return [];
    return [
      {
        time,
        end: annotationTime(row[columns.end]),
        title: text(row[columns.title]),
        descriptions: columns.descriptions.map((column) => text(row[column])).filter(Boolean),
      },
    ];
  });
}

/** Superset's legacy time-series annotation answer: `[{key, values: [{x, y}]}]`. */
function legacyLines(data: unknown): AnnotationLine[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((entry) => {
    const { key, values } = (entry ?? {}) as { key?: unknown; values?: unknown };
    if (!Array.isArray(values)) return [];
    const points = values.flatMap((point): [number, number | null][] => {
      const { x, y } = (point ?? {}) as { x?: unknown; y?: unknown };
      const time = annotationTime(x);
      return time === null ? [] : [[time, typeof y === 'number' ? y : null]];
    });
    return [{ name: text(key), points }];
  });
}

/**
 * The lines of a time-series layer: another line chart's answer rows, one line per numeric column
 * against the layer's time column (or the chart's `__timestamp`, or the rows' first column). A single
 * line takes the layer's name; several are named '<layer>, <column>'.
 */
export function annotationLines(layer: AnnotationLayer, data: unknown): AnnotationLine[] {
  const legacy = legacyLines(data);
  if (legacy) return legacy;
  const rows = rowsOf(data);
  const first = rows[0];
  if (!first) return [];
  const keys = Object.keys(first);
  const timeColumn =
    layer.timeColumn && keys.includes(layer.timeColumn)
      ? layer.timeColumn
      : keys.includes('__timestamp')
        ? '__timestamp'
        : keys[0]!;
  const valueColumns = keys.filter(
    (key) => key !== timeColumn && rows.some((row) => typeof row[key] === 'number'),
  );
  return valueColumns.map((column) => ({
    name: valueColumns.length === 1 ? layer.name : `${layer.name}, ${column}`,
    points: rows.flatMap((row): [number, number | null][] => {
      const time = annotationTime(row[timeColumn]);
      const value = row[column];
      return time === null ? [] : [[time, typeof value === 'number' ? value : null]];
    }),
  }));
}
