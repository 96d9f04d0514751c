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

/** The two resources Home lists as "Favorite" and "Mine" tabs. */
type FavouriteKind = 'dashboards' | 'charts';

/**
 * A section of favourites and the user's own of one kind, as Superset's Home shows them; `mineAction`
 * is what the empty "Mine" tab offers (browse, or create when the user may).
 */
function FavouritesAndMineSection({
  kind,
  userId,
  icon,
  itemPath,
  listPath,
  browse,
  mineAction,
}: {
  kind: FavouriteKind;
  userId: number | null;
  icon: ReactElement;
  itemPath: (id: number) => string;
  listPath: string;
  browse: ReactElement;
  mineAction: ReactElement;
}): ReactElement {
  const { t } = useTranslation();
  const resource = kind === 'dashboards' ? DASHBOARDS : CHARTS;
  const favourites = useHomeList(resource, userId === null ? null : [favouriteFilter(resource)]);
  const mine = useHomeList(resource, userId === null ? null : [ownedBy(userId)]);
  return (
    <HomeSection
      id={kind}
      title={t(`home.sections.${kind}`)}
      seeAll={{ to: listPath, text: t('home.seeAll'), label: t(`home.seeAllLabel.${kind}`) }}
      tabs={[
        {
          key: 'favorite',
          label: t('home.tabs.favorite'),
          content: (
            <HomeItemList
              {...favourites}
              items={toItems(favourites.rows, itemPath, icon)}
              empty={{
                title: t(`home.empty.${kind}Favorite.title`),
                description: t(`home.empty.${kind}Favorite.description`),
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
              items={toItems(mine.rows, itemPath, icon)}
              empty={{
                title: t(`home.empty.${kind}Mine.title`),
                description: t(`home.empty.${kind}Mine.description`),
                action: mineAction,
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** "Dashboards": the user's favourites and their own. */
export function DashboardsSection({ userId }: { userId: number | null }): ReactElement {
  const { t } = useTranslation();
  const browse = <Link to={PATHS.dashboards}>{t('home.actions.browseDashboards')}</Link>;
  return (
    <FavouritesAndMineSection
      kind="dashboards"
      userId={userId}
      icon={<DashboardOutlined />}
      itemPath={dashboardPath}
      listPath={PATHS.dashboards}
      browse={browse}
      mineAction={browse}
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
  const browse = <Link to={PATHS.charts}>{t('home.actions.browseCharts')}</Link>;
  return (
    <FavouritesAndMineSection
      kind="charts"
      userId={userId}
      icon={<BarChartOutlined />}
      itemPath={exploreChartPath}
      listPath={PATHS.charts}
      browse={browse}
      mineAction={canCreate ? <Link to={PATHS.chartAdd}>{t('home.actions.createChart')}</Link> : browse}
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
