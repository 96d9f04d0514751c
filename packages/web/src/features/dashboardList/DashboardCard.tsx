import { Flex, Typography, theme } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardListItem } from '../../api/dashboardList';
import type { RowActionHandlers } from '../../components/ListView';
import { OwnerAvatars } from '../datasets/components/OwnerAvatars';
import { DashboardCardMenu } from './DashboardCardMenu';
import { dashboardName } from './dashboardColumns';
import { DashboardFavouriteStar } from './DashboardFavouriteStar';
import { DashboardThumbnail } from './DashboardThumbnail';
import { DashboardTitle } from './DashboardTitle';
import { PublishedTag } from './PublishedTag';

/**
 * One dashboard in the card view (Superset's DashboardCard): thumbnail (to the dashboard), title
 * with its certified badge and status, last change, owners, star and the ⋯ menu.
 */
export function DashboardCard({
  dashboard,
  starred,
  actions,
}: {
  dashboard: DashboardListItem;
  starred: boolean | undefined;
  /** Absent when the user may not change this dashboard: no ⋯ menu then. */
  actions: RowActionHandlers | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const name = dashboardName(dashboard);
  return (
    <Flex vertical gap="small">
      {/* The title below is the link's accessible form; the picture is a larger target for the mouse. */}
      <Link to={dashboard.url} tabIndex={-1} aria-hidden>
        <DashboardThumbnail url={dashboard.thumbnail_url} name={name} />
      </Link>
      <Flex justify="space-between" align="center" gap="small">
        <div style={{ minWidth: 0, flex: 1 }}>
          <DashboardTitle dashboard={dashboard} strong />
        </div>
        <PublishedTag published={dashboard.published} />
      </Flex>
      {dashboard.changed_on_delta_humanized && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('dashboardList.modified', { time: dashboard.changed_on_delta_humanized })}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" gap="small">
        <OwnerAvatars owners={dashboard.owners} />
        <Flex align="center">
          <DashboardFavouriteStar id={dashboard.id} name={name} starred={starred} />
          {actions && <DashboardCardMenu name={name} actions={actions} />}
        </Flex>
      </Flex>
    </Flex>
  );
}
