import type { AnnotationLayer } from '@loupe/core';
import { ANNOTATION_TYPES } from '../annotations/layers';
import { annotationLayersOf } from '../annotations/layers';
import { annotationLines, annotationRecords } from '../annotations/records';
import type { CategoricalColorScale } from '../colors/categoricalColors';
import type { ChartAnnotations } from '../types';

type Series = Record<string, unknown>;

/** Superset's line styles in ECharts' names (ECharts has no long dashes). */
function lineTypeOf(style: unknown): 'solid' | 'dashed' | 'dotted' {
  if (style === 'dashed' || style === 'longDashed') return 'dashed';
  return style === 'dotted' ? 'dotted' : 'solid';
}

/** Superset's parseAnnotationOpacity. */
function opacityOf(value: unknown, fallback = 1): number {
  if (value === 'opacityLow') return 0.2;
  if (value === 'opacityMedium') return 0.5;
  if (value === 'opacityHigh') return 0.8;
  return fallback;
}

function colorOf(layer: AnnotationLayer, colorScale: CategoricalColorScale): string {
  return layer.color || colorScale.getColor(layer.name);
}

function lineStyleOf(layer: AnnotationLayer, colorScale: CategoricalColorScale) {
  return {
    color: colorOf(layer, colorScale),
    opacity: opacityOf(layer.opacity),
    type: lineTypeOf(layer.style),
    width: layer.width ?? 1,
  };
}

/** Superset's formatAnnotationLabel: the layer, the title and the descriptions, one per line. */
function labelOf(layer: AnnotationLayer, title: string, descriptions: readonly string[]): string {
  return [layer.name, title, ...descriptions].filter(Boolean).join('\n\n');
}

/**
 * An always-shown label says the annotation's title (or the layer's name) only, so labels of close
 * annotations do not pile up; hovering shows the whole text: layer, title and descriptions.
 */
function shortThenFullLabel(layer: AnnotationLayer, title: string, position: string) {
  const fullText = (params: { name?: string }) => params.name ?? '';
  return {
    show: layer.showLabel === true,
    position,
    fontWeight: 'bold',
    formatter: () => title || layer.name,
    emphasis: { show: true, position, formatter: fullText },
  };
}

/** A line series along the x-axis values: the formula evaluated at each (not-a-number → a gap). */
function formulaSeries(
  layer: AnnotationLayer,
  formula: (x: number) => number,
  xValues: readonly unknown[],
  colorScale: CategoricalColorScale,
): Series {
  const data = xValues
    .filter((x): x is number => typeof x === 'number')
    .map((x): [number, number | null] => {
      const y = formula(x);
      return [x, Number.isFinite(y) ? y : null];
    });
  return {
    type: 'line',
    id: layer.name,
    name: layer.name,
    smooth: true,
    symbolSize: 0,
    showSymbol: false,
    data,
    itemStyle: { color: colorOf(layer, colorScale) },
    lineStyle: lineStyleOf(layer, colorScale),
  };
}

/** Superset's transformEventAnnotation: a vertical line per event, its label on hover. */
function eventSeries(layer: AnnotationLayer, data: unknown, colorScale: CategoricalColorScale): Series[] {
  return annotationRecords(layer, data).map(({ time, title, descriptions }) => {
    const label = labelOf(layer, title, descriptions);
    return {
      id: `Event - ${label} - ${time}`,
      type: 'line',
      animation: false,
      data: [],
      markLine: {
        silent: false,
        symbol: 'none',
        lineStyle: lineStyleOf(layer, colorScale),
        label: shortThenFullLabel(layer, title, 'insideEndTop'),
        data: [{ name: label, xAxis: time }],
      },
    };
  });
}

/** Superset's transformIntervalAnnotation: a shaded band from start to end (medium opacity by default). */
function intervalSeries(layer: AnnotationLayer, data: unknown, colorScale: CategoricalColorScale): Series[] {
  return annotationRecords(layer, data).map(({ time, end, title, descriptions }) => {
    const label = labelOf(layer, title, descriptions);
    return {
      id: `Interval - ${label} - ${time}`,
      type: 'line',
      animation: false,
      data: [],
      markArea: {
        silent: false,
        itemStyle: { color: colorOf(layer, colorScale), opacity: opacityOf(layer.opacity, 0.5) },
        label: { ...shortThenFullLabel(layer, title, 'insideTop'), verticalAlign: 'top' },
        data: [[{ name: label, xAxis: time }, { xAxis: end ?? time }]],
      },
    };
  });
}

/** Superset's transformTimeseriesAnnotation: another line chart's lines, drawn in the layer's style. */
function timeseriesSeries(
  layer: AnnotationLayer,
  data: unknown,
  colorScale: CategoricalColorScale,
): Series[] {
  return annotationLines(layer, data).map(({ name, points }) => ({
    type: 'line',
    id: name,
    name,
    data: points,
    symbolSize: layer.showMarkers === true ? 6 : 0,
    showSymbol: layer.showMarkers === true,
    itemStyle: { color: colorOf(layer, colorScale) },
    lineStyle: layer.hideLine === true ? { width: 0 } : lineStyleOf(layer, colorScale),
  }));
}

/**
 * The series a time-series chart adds for its shown annotation layers: formulas along the x values,
 * events as vertical lines, intervals as bands, time series as lines. Layer data comes from the
 * host (`annotations`) or, for a Superset-style request that carried the layers, from the answer's
 * `annotation_data`; a layer without data (still loading, or failed) draws nothing.
 */
export function annotationSeries(
  annotationLayers: unknown,
  annotations: ChartAnnotations | undefined,
  answerData: unknown,
  xValues: readonly unknown[],
  colorScale: CategoricalColorScale,
): Series[] {
  const fromAnswer =
    typeof answerData === 'object' && answerData !== null ? (answerData as Record<string, unknown>) : {};
  const dataOf = (name: string): unknown => annotations?.data[name] ?? fromAnswer[name];
  return annotationLayersOf(annotationLayers)
    .filter((layer) => layer.show !== false)
    .flatMap((layer): Series[] => {
      switch (layer.annotationType) {
        case ANNOTATION_TYPES.FORMULA: {
          const formula = annotations?.formulas[layer.name];
          return formula ? [formulaSeries(layer, formula, xValues, colorScale)] : [];
        }
        case ANNOTATION_TYPES.EVENT:
          return eventSeries(layer, dataOf(layer.name), colorScale);
        case ANNOTATION_TYPES.INTERVAL:
          return intervalSeries(layer, dataOf(layer.name), colorScale);
        case ANNOTATION_TYPES.TIME_SERIES:
          return timeseriesSeries(layer, dataOf(layer.name), colorScale);
        default:
          return [];
      }
    });
}
