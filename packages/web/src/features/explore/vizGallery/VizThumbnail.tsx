import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DotChartOutlined,
  GlobalOutlined,
  LineChartOutlined,
  NumberOutlined,
  OrderedListOutlined,
  PieChartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ComponentType, CSSProperties, ReactElement } from 'react';
import type { VizCategory, VizMetadata } from '../../../viz/types';
import { thumbnailUrl } from './thumbnails';

/** A plugin without a thumbnail file gets its category's icon: never a broken picture. */
const CATEGORY_ICONS: Record<VizCategory, ComponentType<{ style?: CSSProperties }>> = {
  Table: TableOutlined,
  KPI: NumberOutlined,
  Evolution: LineChartOutlined,
  'Part of a Whole': PieChartOutlined,
  Distribution: BarChartOutlined,
  Correlation: DotChartOutlined,
  Ranking: OrderedListOutlined,
  Flow: ApartmentOutlined,
  Map: GlobalOutlined,
  'Progress Tracking': DashboardOutlined,
  Other: AppstoreOutlined,
};

/** The chart type's picture (decorative: its name is always written beside it). */
export function VizThumbnail({
  metadata,
  size,
}: {
  metadata: Pick<VizMetadata, 'vizType' | 'category'>;
  size: number;
}): ReactElement {
  const { token } = theme.useToken();
  const url = thumbnailUrl(metadata.vizType);
  if (url) {
    return <img src={url} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />;
  }
  const Icon = CATEGORY_ICONS[metadata.category];
  return (
    <span
      aria-hidden
      data-testid={`viz-icon-${metadata.vizType}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      <Icon style={{ fontSize: size * 0.55, color: token.colorPrimary }} />
    </span>
  );
}
