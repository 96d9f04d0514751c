import { Flex, Typography, theme } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartListItem } from '../../api/charts';
import { exploreChartPath } from '../../app/paths';
import { vizMetadata } from '../../viz/registry';
import { OwnerAvatars } from '../datasets/components/OwnerAvatars';
import { VizThumbnail } from '../explore/vizGallery/VizThumbnail';
import { vizTypeName } from './chartColumns';
import { FavouriteStar } from './FavouriteStar';

/** One chart in the card view: its type's picture, name (to Explore), type, last change, owners, star. */
export function ChartCard({
  chart,
  starred,
}: {
  chart: ChartListItem;
  starred: boolean | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const metadata = vizMetadata(chart.viz_type);
  return (
    <Flex vertical gap="small">
      <Flex
        justify="center"
        align="center"
        style={{ height: 96, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}
      >
        <VizThumbnail metadata={metadata ?? { vizType: chart.viz_type ?? '', category: 'Other' }} size={64} />
      </Flex>
      <Flex justify="space-between" align="flex-start" gap="small">
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={exploreChartPath(chart.id)}>
            <Typography.Text strong ellipsis>
              {chart.slice_name}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {vizTypeName(t, chart.viz_type)}
          </Typography.Text>
          {chart.changed_on_delta_humanized && (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('charts.list.modified', { time: chart.changed_on_delta_humanized })}
            </Typography.Text>
          )}
        </Flex>
        <FavouriteStar id={chart.id} name={chart.slice_name} starred={starred} />
      </Flex>
      <OwnerAvatars owners={chart.owners} />
    </Flex>
  );
}
