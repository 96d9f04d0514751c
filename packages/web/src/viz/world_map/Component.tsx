import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EchartsChart } from '../echarts/EchartsChart';
import { translateText } from '../i18n';
import type { ChartComponentProps } from '../types';
import { worldMapOption } from './option';
import type { WorldMapProps } from './transformProps';
import { loadWorldMap, type Centres } from './worldGeo';

echarts.use([MapChart, ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent]);

/** Superset's World Map, drawn once the country outlines (loaded on first use) are registered. */
export default function WorldMapChart({ props, width, height, title }: ChartComponentProps<WorldMapProps>) {
  const { t } = useTranslation();
  const [centres, setCentres] = useState<Centres | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadWorldMap().then(
      (loaded) => {
        if (live) setCentres(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const option = useMemo(() => (centres ? worldMapOption(props, centres) : null), [props, centres]);

  // Thrown so the chart's error boundary shows it in place, as for any chart that cannot draw.
  if (failed) throw new Error(translateText(t, 'The world map outlines could not be loaded.'));
  if (!option) return <div role="img" aria-label={title} aria-busy="true" style={{ width, height }} />;
  return <EchartsChart option={option} width={width} height={height} title={title} />;
}
