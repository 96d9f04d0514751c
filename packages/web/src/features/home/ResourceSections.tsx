import { BarChartOutlined, ConsoleSqlOutlined, DashboardOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exploreChartPath, PATHS } from '../../app/paths';
import { HomeItemList } from './HomeItemList';
import {
  CHARTS,
  dashboardPath,
  DASHBOARDS,
  favouriteFilter,
  ownedBy,
  SAVED_QUERIES,
  savedQueryPath,
} from './homeQueries';
import { HomeSection } from './HomeSection';
import { useHomeList, type HomeRow } from './useHomeList';

const toItems = (rows: HomeRow[] | undefined, path: (id: number) => string, icon: ReactElement) =>
  rows?.map((row) => ({
    key: String(row.id),
    title: row.title,
    to: path(row.id),
    icon,
    detail: row.modified,
  }));

/** "Dashboards": the user's favourites and their own, as Superset's Home shows them. */
export function DashboardsSection({ userId }: { userId: number | null }): ReactElement {
  const { t } = useTranslation();
  const favourites = useHomeList(DASHBOARDS, userId === null ? null : [favouriteFilter(DASHBOARDS)]);
  const mine = useHomeList(DASHBOARDS, userId === null ? null : [ownedBy(userId)]);
  const icon = <DashboardOutlined />;
  const browse = <Link to={PATHS.dashboards}>{t('home.actions.browseDashboards')}</Link>;
  return (
    <HomeSection
      id="dashboards"
      title={t('home.sections.dashboards')}
      seeAll={{ to: PATHS.dashboards, text: t('home.seeAll'), label: t('home.seeAllLabel.dashboards') }}
      tabs={[
        {
          key: 'favorite',
          label: t('home.tabs.favorite'),
          content: (
            <HomeItemList
              {...favourites}
              items={toItems(favourites.rows, dashboardPath, icon)}
              empty={{
                title: t('home.empty.dashboardsFavorite.title'),
                description: t('home.empty.dashboardsFavorite.description'),
                action: browse,
              }}
            />
          ),
        },
        {
          key: 'mine',
          label: t('home.tabs.mine'),
          content: (
            <HomeItemList
              {...mine}
              items={toItems(mine.rows, dashboardPath, icon)}
              empty={{
                title: t('home.empty.dashboardsMine.title'),
                description: t('home.empty.dashboardsMine.description'),
                action: browse,
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** "Charts": favourites and the user's own, each opening Explore. */
export function ChartsSection({
  userId,
  canCreate,
}: {
  userId: number | null;
  canCreate: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const favourites = useHomeList(CHARTS, userId === null ? null : [favouriteFilter(CHARTS)]);
  const mine = useHomeList(CHARTS, userId === null ? null : [ownedBy(userId)]);
  const icon = <BarChartOutlined />;
  const browse = <Link to={PATHS.charts}>{t('home.actions.browseCharts')}</Link>;
  const create = canCreate ? <Link to={PATHS.chartAdd}>{t('home.actions.createChart')}</Link> : browse;
  return (
    <HomeSection
      id="charts"
      title={t('home.sections.charts')}
      seeAll={{ to: PATHS.charts, text: t('home.seeAll'), label: t('home.seeAllLabel.charts') }}
      tabs={[
        {
          key: 'favorite',
          label: t('home.tabs.favorite'),
          content: (
            <HomeItemList
              {...favourites}
              items={toItems(favourites.rows, exploreChartPath, icon)}
              empty={{
                title: t('home.empty.chartsFavorite.title'),
                description: t('home.empty.chartsFavorite.description'),
                action: browse,
              }}
            />
          ),
        },
        {
          key: 'mine',
          label: t('home.tabs.mine'),
          content: (
            <HomeItemList
              {...mine}
              items={toItems(mine.rows, exploreChartPath, icon)}
              empty={{
                title: t('home.empty.chartsMine.title'),
                description: t('home.empty.chartsMine.description'),
                action: create,
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** "Saved queries": the user's own, each opening SQL Lab on it. */
export function SavedQueriesSection({
  userId,
  canQuery,
}: {
  userId: number | null;
  canQuery: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const mine = useHomeList(
    SAVED_QUERIES,
    userId === null ? null : [{ col: 'created_by', opr: 'rel_o_m', value: userId }],
  );
  const action = canQuery ? <Link to={PATHS.sqlLab}>{t('home.actions.openSqlLab')}</Link> : undefined;
  return (
    <HomeSection
      id="saved-queries"
      title={t('home.sections.savedQueries')}
      seeAll={{ to: PATHS.savedQueries, text: t('home.seeAll'), label: t('home.seeAllLabel.savedQueries') }}
      tabs={[
        {
          key: 'mine',
          label: t('home.tabs.mine'),
          content: (
            <HomeItemList
              {...mine}
              items={toItems(mine.rows, savedQueryPath, <ConsoleSqlOutlined />)}
              empty={{
                title: t('home.empty.savedQueries.title'),
                description: t('home.empty.savedQueries.description'),
                action,
              }}
            />
          ),
        },
      ]}
    />
  );
}
