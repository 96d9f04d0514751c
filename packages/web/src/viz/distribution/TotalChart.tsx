import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EchartsChart, type EchartsEventHandlers } from '../echarts/EchartsChart';
import { translateText } from '../i18n';

/** Where the "Total" caption goes and the formatted total it shows. */
export interface TotalCaption {
  text: string;
  top: number | string;
  left: number | string;
}

/**
 * Draws an ECharts option with Superset's optional bold "Total: <value>" caption (pie, sunburst),
 * translated here because transformProps has no translator.
 */
export function TotalChart({
  option,
  total,
  width,
  height,
  title,
  eventHandlers,
}: {
  option: EChartsCoreOption;
  total: TotalCaption | null;
  width: number;
  height: number;
  title?: string;
  eventHandlers?: EchartsEventHandlers;
}) {
  const { t } = useTranslation();
  const withTotal = useMemo<EChartsCoreOption>(() => {
    if (!total) return option;
    const text = translateText(t, 'Total: %s').replace('%s', total.text);
    return {
      ...option,
      graphic: {
        type: 'text',
        top: total.top,
        left: total.left,
        style: { text, fontSize: 16, fontWeight: 'bold' },
        z: 10,
      },
    };
  }, [option, total, t]);
  return (
    <EchartsChart
      option={withTotal}
      width={width}
      height={height}
      title={title}
      eventHandlers={eventHandlers}
    />
  );
}
