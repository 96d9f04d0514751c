import type { ScatterSeriesOption } from 'echarts/charts';
import type { EChartsCoreOption } from 'echarts/core';
import type { BubbleDatum, WorldMapProps } from './transformProps';
import type { Centres } from './worldGeo';

/** Bubbles on their countries' centres; a country the outlines do not hold has no bubble. */
export function placedBubbles(bubbles: readonly BubbleDatum[], centres: Centres) {
  return bubbles.flatMap((bubble) => {
    const centre = centres.get(bubble.name);
    return centre ? [{ ...bubble, value: [centre[0], centre[1], bubble.m2 ?? 0] }] : [];
  });
}

/** The chart's whole option once the outlines (and so the bubble centres) are known. */
export function worldMapOption(props: WorldMapProps, centres: Centres): EChartsCoreOption {
  const bubbles = placedBubbles(props.bubbles, centres);
  const scatter: ScatterSeriesOption[] =
    bubbles.length > 0
      ? [
          {
            type: 'scatter',
            coordinateSystem: 'geo',
            data: bubbles,
            itemStyle: { color: props.bubbleColor, opacity: 0.7, borderColor: '#ffffff', borderWidth: 1 },
          },
        ]
      : [];
  return { ...props.echartOptions, series: [props.mapSeries, ...scatter] };
}
