import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// One renderer per build: the canvas draws in the app (image downloads copy its pixels), SVG only in
// tests, where happy-dom has no canvas. MODE is a build-time constant, so the bundle keeps just one.
const TEST = import.meta.env.MODE === 'test';
echarts.use(TEST ? SVGRenderer : CanvasRenderer);

/** An ECharts event a chart listens to (click for cross-filters, contextmenu for drill menus). */
export type EchartsEventHandlers = Partial<Record<string, (params: unknown) => void>>;

export interface EchartsChartProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** The chart's name for assistive technology (the canvas itself has no text). */
  title?: string;
  eventHandlers?: EchartsEventHandlers;
  /** SVG in tests (happy-dom has no canvas), canvas in the app: the one renderer the build registers. */
  renderer?: 'canvas' | 'svg';
  /** Lets the host read the instance (image download). */
  onInit?: (chart: EChartsType) => void;
}

/**
 * Draws one ECharts option. Each plugin's component registers exactly the charts and components it
 * needs with `echarts.use([...])` before rendering this (the renderer is registered here), so no page
 * loads the full `echarts` bundle.
 */
/** The reader's "reduce motion" setting (operating system or browser). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function EchartsChart({
  option,
  width,
  height,
  title,
  eventHandlers,
  renderer = TEST ? 'svg' : 'canvas',
  onInit,
}: EchartsChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    if (!host.current) return undefined;
    const instance = echarts.init(host.current, null, { renderer, width, height });
    chart.current = instance;
    onInit?.(instance);
    return () => {
      chart.current = null;
      instance.dispose();
    };
    // The renderer is fixed for the component's life; size and option changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderer]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  useEffect(() => {
    // notMerge: a new option replaces the old one (a removed series must disappear). A reader who
    // asked for less motion (and the server's screenshots, which ask the same) gets no animation.
    const still = prefersReducedMotion();
    chart.current?.setOption(still ? { ...option, animation: false } : option, {
      notMerge: true,
      lazyUpdate: true,
    });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !eventHandlers) return undefined;
    const entries = Object.entries(eventHandlers).filter(
      (entry): entry is [string, (params: unknown) => void] => typeof entry[1] === 'function',
    );
    for (const [name, handler] of entries) instance.on(name, handler);
    return () => {
      for (const [name, handler] of entries) instance.off(name, handler);
    };
  }, [eventHandlers]);

  return <div ref={host} role="img" aria-label={title} style={{ width, height }} data-testid="echarts" />;
}
