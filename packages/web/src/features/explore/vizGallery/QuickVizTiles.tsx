import { Flex, theme, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../viz/i18n';
import { vizMetadata } from '../../../viz/registry';
import type { VizMetadata } from '../../../viz/types';
import { VizThumbnail } from './VizThumbnail';

/** Superset's quick switcher: these types (those Loupe has), six tiles in all. */
const FEATURED = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
];
const TILE_COUNT = 6;

/** The featured types, with the current one in front when it is not one of them. */
export function quickVizTypes(current: string): VizMetadata[] {
  const featured = FEATURED.map((vizType) => vizMetadata(vizType)).filter(
    (metadata): metadata is VizMetadata => metadata !== undefined && !metadata.deprecated,
  );
  const currentMetadata = vizMetadata(current);
  if (!currentMetadata || featured.some((metadata) => metadata.vizType === current)) {
    return featured.slice(0, TILE_COUNT);
  }
  return [currentMetadata, ...featured].slice(0, TILE_COUNT);
}

/** One click switches to a common chart type without opening the gallery. */
export function QuickVizTiles({
  value,
  onChange,
}: {
  value: string;
  onChange: (vizType: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={token.paddingXXS} role="group" aria-label={t('charts.gallery.currentType')}>
      {quickVizTypes(value).map((metadata) => {
        const active = metadata.vizType === value;
        const name = translateText(t, metadata.name);
        return (
          <button
            key={metadata.vizType}
            type="button"
            aria-pressed={active}
            title={name}
            onClick={() => {
              if (!active) onChange(metadata.vizType);
            }}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              width: 72,
              padding: token.paddingXXS,
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
              borderRadius: token.borderRadius,
              border: `1px solid ${active ? token.colorPrimary : token.colorBorderSecondary}`,
              background: active ? token.colorPrimaryBg : token.colorBgContainer,
            }}
          >
            <VizThumbnail metadata={metadata} size={28} />
            <Typography.Text ellipsis style={{ fontSize: token.fontSizeSM, maxWidth: '100%' }}>
              {name}
            </Typography.Text>
          </button>
        );
      })}
    </Flex>
  );
}
