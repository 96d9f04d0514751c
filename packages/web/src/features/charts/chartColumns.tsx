import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Space, Tooltip, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { ChartListItem, FavouriteStatus } from '../../api/charts';
import { exploreChartPath, exploreDatasetPath } from '../../app/paths';
import { FROM_SMALL, FROM_TABLET, type ListColumn, type ListFilterDef } from '../../components/ListView';
import { translateText } from '../../viz/i18n';
import { allVizMetadata, vizMetadata } from '../../viz/registry';
import { OwnerAvatars } from '../datasets/components/OwnerAvatars';
import { FavouriteStar } from './FavouriteStar';

/** The chart type's gallery name; a type Loupe has no plugin for shows its `viz_type` key. */
export function vizTypeName(t: TFunction, vizType: string | null): string {
  const metadata = vizMetadata(vizType);
  return metadata ? translateText(t, metadata.name) : (vizType ?? '');
}

function ChartNameCell({ chart, t }: { chart: ChartListItem; t: TFunction }): ReactElement {
  const { token } = theme.useToken();
  const certified = chart.certified_by
    ? [t('charts.list.certifiedBy', { name: chart.certified_by }), chart.certification_details]
        .filter(Boolean)
        .join(' — ')
    : undefined;
  return (
    <Space size={4}>
      {certified && (
        <Tooltip title={certified}>
          <SafetyCertificateOutlined aria-label={certified} style={{ color: token.colorPrimary }} />
        </Tooltip>
      )}
      <Link to={exploreChartPath(chart.id)}>{chart.slice_name}</Link>
    </Space>
  );
}

/**
 * The chart list's columns (Superset's /chart/list/); sortable ones are in the chart resource's
 * `order_columns`. `favourites` is undefined until the page's favourite status has arrived.
 */
export function chartColumns(
  t: TFunction,
  favourites: FavouriteStatus | undefined,
): ListColumn<ChartListItem>[] {
  return [
    {
      key: 'favourite',
      title: t('charts.filters.favorite'),
      width: 80,
      render: (chart) => (
        <FavouriteStar id={chart.id} name={chart.slice_name} starred={favourites?.[chart.id]} />
      ),
    },
    {
      key: 'slice_name',
      title: t('charts.list.name'),
      sortable: true,
      render: (chart) => <ChartNameCell chart={chart} t={t} />,
    },
    {
      key: 'viz_type',
      title: t('charts.list.type'),
      sortable: true,
      responsive: FROM_SMALL,
      render: (chart) => vizTypeName(t, chart.viz_type),
    },
    {
      key: 'datasource_name',
      title: t('charts.list.dataset'),
      sortable: true,
      responsive: FROM_TABLET,
      render: (chart) =>
        chart.datasource_id !== null && chart.datasource_type === 'table' ? (
          <Link to={exploreDatasetPath(chart.datasource_id)}>{chart.datasource_name}</Link>
        ) : (
          (chart.datasource_name ?? (
            <Typography.Text type="secondary">{t('charts.list.noDataset')}</Typography.Text>
          ))
        ),
    },
    {
      key: 'owners',
      title: t('charts.list.owners'),
      responsive: FROM_TABLET,
      render: (chart) => <OwnerAvatars owners={chart.owners} />,
    },
    {
      key: 'dashboards',
      title: t('charts.list.dashboards'),
      responsive: FROM_TABLET,
      render: (chart) => chart.dashboards.map((dashboard) => dashboard.dashboard_title).join(', '),
    },
    {
      key: 'changed_on_delta_humanized',
      title: t('charts.list.lastModified'),
      sortable: true,
      render: (chart) =>
        chart.changed_by_name ? (
          <Tooltip title={t('charts.list.modifiedBy', { name: chart.changed_by_name })}>
            <span>{chart.changed_on_delta_humanized}</span>
          </Tooltip>
        ) : (
          chart.changed_on_delta_humanized
        ),
    },
  ];
}

/** Superset's chart list filters, with its operators (the server knows them by these names). */
export function chartFilters(t: TFunction): ListFilterDef[] {
  const yesNo = [
    { label: t('charts.filters.yes'), value: true },
    { label: t('charts.filters.no'), value: false },
  ];
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'slice_name',
      label: t('charts.filters.search'),
      placeholder: t('charts.filters.searchPlaceholder'),
      operator: 'chart_all_text',
    },
    {
      kind: 'select',
      id: 'type',
      column: 'viz_type',
      label: t('charts.filters.type'),
      operator: 'eq',
      options: allVizMetadata().map((metadata) => ({
        label: translateText(t, metadata.name),
        value: metadata.vizType,
      })),
    },
    {
      kind: 'related',
      id: 'dataset',
      column: 'datasource_name',
      label: t('charts.filters.dataset'),
      operator: 'eq',
      source: 'distinct',
    },
    {
      kind: 'related',
      id: 'owners',
      column: 'owners',
      label: t('charts.filters.owner'),
      operator: 'rel_m_m',
    },
    {
      kind: 'related',
      id: 'changed_by',
      column: 'changed_by',
      label: t('charts.filters.modifiedBy'),
      operator: 'rel_o_m',
    },
    {
      kind: 'select',
      id: 'favorite',
      column: 'id',
      label: t('charts.filters.favorite'),
      operator: 'chart_is_favorite',
      options: yesNo,
    },
    {
      kind: 'select',
      id: 'certified',
      column: 'id',
      label: t('charts.filters.certified'),
      operator: 'chart_is_certified',
      options: yesNo,
    },
  ];
}
