import type { CategoricalColorScale } from '../colors/categoricalColors';
import { parseFormula } from './formula';

/** One entry of Superset's annotation_layers form data (the fields a formula layer uses). */
interface AnnotationLayer {
  name?: string;
  annotationType?: string;
  value?: unknown;
  show?: boolean;
  color?: string | null;
  opacity?: string;
  style?: string;
  width?: number;
}

/** Superset's line styles in ECharts' names (ECharts has no long dashes). */
function lineTypeOf(style: unknown): 'solid' | 'dashed' | 'dotted' {
  if (style === 'dashed' || style === 'longDashed') return 'dashed';
  return style === 'dotted' ? 'dotted' : 'solid';
}

/** Superset's parseAnnotationOpacity. */
function opacityOf(value: unknown): number {
  if (value === 'opacityLow') return 0.2;
  if (value === 'opacityMedium') return 0.5;
  if (value === 'opacityHigh') return 0.8;
  return 1;
}

function layersOf(value: unknown): AnnotationLayer[] {
  return Array.isArray(value)
    ? value.filter((layer): layer is AnnotationLayer => typeof layer === 'object' && layer !== null)
    : [];
}

/**
 * Superset's formula annotation layers as line series: the formula evaluated at every x-axis value
 * of the chart (shown layers only; a formula this evaluator cannot read draws nothing). Event,
 * interval and time-series layers come from the server's annotation_data, which Loupe's server
 * does not produce.
 */
export function formulaAnnotationSeries(
  annotationLayers: unknown,
  xValues: readonly unknown[],
  colorScale: CategoricalColorScale,
): Record<string, unknown>[] {
  return layersOf(annotationLayers)
    .filter((layer) => layer.annotationType === 'FORMULA' && layer.show !== false)
    .flatMap((layer) => {
      const formula = parseFormula(String(layer.value ?? ''));
      if (!formula) return [];
      const name = layer.name ?? String(layer.value);
      const data = xValues
        .filter((x): x is number => typeof x === 'number')
        .map((x): [number, number | null] => {
          const y = formula(x);
          return [x, Number.isFinite(y) ? y : null];
        });
      return [
        {
          type: 'line',
          id: name,
          name,
          smooth: true,
          symbolSize: 0,
          showSymbol: false,
          data,
          itemStyle: { color: layer.color || colorScale.getColor(name) },
          lineStyle: {
            opacity: opacityOf(layer.opacity),
            type: lineTypeOf(layer.style),
            width: layer.width ?? 1,
          },
        },
      ];
    });
}
