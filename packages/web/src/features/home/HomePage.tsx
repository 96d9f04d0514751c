import { Card, Col, Flex, Row } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMyRolesQuery } from '../../api/me';
import { PATHS } from '../../app/paths';
import { canVisit } from '../../app/routeAccess';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { usePermissions } from '../auth/usePermissions';
import { RecentsSection } from './RecentsSection';
import { ChartsSection, DashboardsSection, SavedQueriesSection } from './ResourceSections';

/**
 * The welcome page, as Superset's: Recents (viewed, edited, created), Dashboards and Charts
 * (favourites and the user's own) and Saved queries, each only when the user may read it.
 */
export function HomePage(): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const { data: me } = useGetMyRolesQuery();
  const name = me?.first_name || me?.username;
  const userId = me?.id ?? null;
  const canDashboards = canVisit(can, PATHS.dashboards);
  const canCharts = canVisit(can, PATHS.charts);
  const canSavedQueries = canVisit(can, PATHS.savedQueries);
  const canViewed = can('can_recent_activity', 'Log');
  const anything = canViewed || canDashboards || canCharts || canSavedQueries;

  return (
    <Flex vertical gap="middle">
      <PageTitle title={name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')} />
      {me && !anything ? (
        <Card>
          <EmptyState
            size="big"
            title={t('home.nothing.title')}
            description={t('home.nothing.description')}
          />
        </Card>
      ) : null}
      {me && anything ? (
        <Row gutter={[16, 16]}>
          {canViewed || canDashboards || canCharts ? (
            <Col xs={24} xl={12}>
              <RecentsSection
                userId={userId}
                canViewed={canViewed}
                canDashboards={canDashboards}
                canCharts={canCharts}
              />
            </Col>
          ) : null}
          {canDashboards ? (
            <Col xs={24} xl={12}>
              <DashboardsSection userId={userId} />
            </Col>
          ) : null}
          {canCharts ? (
            <Col xs={24} xl={12}>
              <ChartsSection userId={userId} canCreate={canVisit(can, PATHS.chartAdd)} />
            </Col>
          ) : null}
          {canSavedQueries ? (
            <Col xs={24} xl={12}>
              <SavedQueriesSection userId={userId} canQuery={canVisit(can, PATHS.sqlLab)} />
            </Col>
          ) : null}
        </Row>
      ) : null}
    </Flex>
  );
}
