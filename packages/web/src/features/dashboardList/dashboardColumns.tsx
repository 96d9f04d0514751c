import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { DashboardFavouriteStatus, DashboardListItem } from '../../api/dashboardList';
import { FROM_SMALL, FROM_TABLET, type ListColumn, type ListFilterDef } from '../../components/ListView';
import { OwnerAvatars } from '../datasets/components/OwnerAvatars';
import { DashboardFavouriteStar } from './DashboardFavouriteStar';
import { DashboardTitle } from './DashboardTitle';
import { PublishedTag } from './PublishedTag';

export const dashboardName = (dashboard: DashboardListItem): string => dashboard.dashboard_title ?? '';

/**
 * The dashboard list's columns (Superset's DashboardList); sortable ones are in the resource's
 * `order_columns`. `favourites` is undefined until the page's favourite status has arrived.
 */
export function dashboardColumns(
  t: TFunction,
  favourites: DashboardFavouriteStatus | undefined,
): ListColumn<DashboardListItem>[] {
  return [
    {
      key: 'favourite',
      title: t('dashboardList.columns.favorite'),
      width: 80,
      render: (dashboard) => (
        <DashboardFavouriteStar
          id={dashboard.id}
          name={dashboardName(dashboard)}
          starred={favourites?.[dashboard.id]}
        />
      ),
    },
    {
      key: 'dashboard_title',
      title: t('dashboardList.columns.name'),
      sortable: true,
      render: (dashboard) => <DashboardTitle dashboard={dashboard} />,
    },
    {
      key: 'published',
      title: t('dashboardList.columns.status'),
      sortable: true,
      responsive: FROM_SMALL,
      render: (dashboard) => <PublishedTag published={dashboard.published} />,
    },
    {
      key: 'owners',
      title: t('dashboardList.columns.owners'),
      responsive: FROM_TABLET,
      render: (dashboard) => <OwnerAvatars owners={dashboard.owners} />,
    },
    {
      key: 'changed_on_delta_humanized',
      title: t('dashboardList.columns.lastModified'),
      sortable: true,
      responsive: FROM_SMALL,
      render: (dashboard) =>
        dashboard.changed_by_name ? (
          <Tooltip title={t('dashboardList.modifiedBy', { name: dashboard.changed_by_name })}>
            <span>{dashboard.changed_on_delta_humanized}</span>
          </Tooltip>
        ) : (
          dashboard.changed_on_delta_humanized
        ),
    },
  ];
}

/** Superset's dashboard list filters, with its operators (the server knows them by these names). */
export function dashboardFilters(t: TFunction): ListFilterDef[] {
  const yesNo = [
    { label: t('dashboardList.filters.yes'), value: true },
    { label: t('dashboardList.filters.no'), value: false },
  ];
  return [
    {
      kind: 'search',
      id: 'search',
      column: 'dashboard_title',
      label: t('dashboardList.filters.search'),
      placeholder: t('dashboardList.filters.searchPlaceholder'),
      // DashboardTitleOrSlugFilter: the title or the slug contains the text.
      operator: 'title_or_slug',
    },
    {
      kind: 'select',
      id: 'published',
      column: 'published',
      label: t('dashboardList.filters.status'),
      operator: 'eq',
      options: [
        { label: t('dashboardList.status.published'), value: true },
        { label: t('dashboardList.status.draft'), value: false },
      ],
    },
    {
      kind: 'related',
      id: 'owners',
      column: 'owners',
      label: t('dashboardList.filters.owner'),
      operator: 'rel_m_m',
    },
    {
      kind: 'related',
      id: 'created_by',
      column: 'created_by',
      label: t('dashboardList.filters.createdBy'),
      operator: 'rel_o_m',
    },
    {
      kind: 'select',
      id: 'favorite',
      column: 'id',
      label: t('dashboardList.filters.favorite'),
      operator: 'dashboard_is_favorite',
      options: yesNo,
    },
    {
      kind: 'select',
      id: 'certified',
      column: 'id',
      label: t('dashboardList.filters.certified'),
      operator: 'dashboard_is_certified',
      options: yesNo,
    },
    {
      kind: 'related',
      id: 'changed_by',
      column: 'changed_by',
      label: t('dashboardList.filters.modifiedBy'),
      operator: 'rel_o_m',
    },
  ];
}
