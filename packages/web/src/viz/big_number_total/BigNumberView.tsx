import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { EchartsChart } from '../echarts/EchartsChart';
import { translateText } from '../i18n';

export interface BigNumberViewProps {
  /** The formatted number; null when the query found nothing. */
  header: string | null;
  headerColor?: string;
  subheader: string;
  /** Colours the comparison: green up, red down. */
  trend?: 'positive' | 'negative' | null;
  timestamp?: string | null;
  headerFontSize: number;
  subheaderFontSize: number;
  trendline?: EChartsCoreOption | null;
  width: number;
  height: number;
  title?: string;
}

/**
 * Superset's green and red, darkened until they read against the page at any subheader size
 * (WCAG AA, 4.5:1 on #f5f5f5): its own #3cb371 and #e04355 reach 2.4:1 and 3.8:1.
 */
const TREND_COLORS = { positive: '#1e7b46', negative: '#c8313e' } as const;

/**
 * Superset's big number: the number large (its font a share of the chart height), the subheader
 * (or comparison) under it, the timestamp above, and the trendline filling the lower part.
 */
export function BigNumberView(props: BigNumberViewProps) {
  const { t } = useTranslation();
  const { width, height, trendline } = props;
  // Superset gives the trendline the lower half when it is drawn and the text the upper half.
  const chartHeight = trendline ? Math.floor(height / 2) : 0;
  const textHeight = height - chartHeight;
  const headerPx = Math.max(12, Math.round(props.headerFontSize * textHeight));
  const subheaderPx = Math.max(10, Math.round(props.subheaderFontSize * textHeight));

  return (
    <section
      aria-label={props.title}
      style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {props.timestamp ? (
          <div style={{ fontSize: subheaderPx * 0.8, opacity: 0.65 }}>{props.timestamp}</div>
        ) : null}
        {props.header === null ? (
          <div style={{ fontSize: subheaderPx, opacity: 0.65 }}>
            {translateText(t, 'No data after filtering or data is NULL for the latest time record')}
          </div>
        ) : (
          <div
            data-testid="big-number-header"
            style={{ fontSize: headerPx, fontWeight: 600, lineHeight: 1.1, color: props.headerColor }}
          >
            {props.header}
          </div>
        )}
        {props.subheader ? (
          <div
            data-testid="big-number-subheader"
            style={{ fontSize: subheaderPx, color: props.trend ? TREND_COLORS[props.trend] : undefined }}
          >
            {props.subheader}
          </div>
        ) : null}
      </div>
      {trendline ? (
        <EchartsChart option={trendline} width={width} height={chartHeight} title={props.title} />
      ) : null}
    </section>
  );
}
