import { BarChartOutlined, DashboardOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import type { ListFilterClause } from '../../api/list';
import { useGetRecentActivityQuery } from '../../api/logs';
import { exploreChartPath } from '../../app/paths';
import { HomeItemList, type HomeItem } from './HomeItemList';
import {
  changedBy,
  CHARTS,
  createdBy,
  dashboardPath,
  DASHBOARDS,
  EDITED_ITEMS,
  HOME_PAGE_SIZE,
} from './homeQueries';
import { HomeSection } from './HomeSection';
import { useHomeList } from './useHomeList';

export interface RecentsSectionProps {
  userId: number | null;
  canViewed: boolean;
  canDashboards: boolean;
  canCharts: boolean;
}

/** Charts and dashboards together, newest change first (Superset's Edited and Created tabs). */
function useChangedItems(
  filter: ((userId: number) => ListFilterClause) | null,
  props: RecentsSectionProps,
  size: number,
) {
  const { t } = useTranslation();
  const for_ = (allowed: boolean) =>
    props.userId === null || !filter || !allowed ? null : [filter(props.userId)];
  const dashboards = useHomeList(DASHBOARDS, for_(props.canDashboards), size);
  const charts = useHomeList(CHARTS, for_(props.canCharts), size);
  const label = (kind: string, modified: string) => (modified ? `${kind} · ${modified}` : kind);
  const items: HomeItem[] = [
    ...(props.canDashboards ? (dashboards.rows ?? []) : []).map((row) => ({
      key: `dashboard-${row.id}`,
      title: row.title,
      to: dashboardPath(row.id),
      icon: <DashboardOutlined />,
      detail: label(t('home.itemType.dashboard'), row.modified),
      changedOn: row.changedOn ?? '',
    })),
    ...(props.canCharts ? (charts.rows ?? []) : []).map((row) => ({
      key: `chart-${row.id}`,
      title: row.title,
      to: exploreChartPath(row.id),
      icon: <BarChartOutlined />,
      detail: label(t('home.itemType.chart'), row.modified),
      changedOn: row.changedOn ?? '',
    })),
  ]
    .sort((a, b) => b.changedOn.localeCompare(a.changedOn))
    .slice(0, size);
  const loading = (props.canDashboards && dashboards.loading) || (props.canCharts && charts.loading);
  return { items: loading ? undefined : items, loading, error: dashboards.error ?? charts.error };
}

/** "Recents": what the user viewed (the action log), edited and created. */
export function RecentsSection(props: RecentsSectionProps): ReactElement {
  const { t } = useTranslation();
  const viewed = useGetRecentActivityQuery(
    { page: 0, page_size: HOME_PAGE_SIZE },
    { skip: !props.canViewed },
  );
  const edited = useChangedItems(changedBy, props, EDITED_ITEMS);
  const created = useChangedItems(createdBy, props, HOME_PAGE_SIZE);
  const viewedItems = viewed.data?.map((a): HomeItem => ({
    key: `${a.item_type}-${a.item_url}`,
    title: a.item_title,
    to: a.item_url,
    icon: a.item_type === 'dashboard' ? <DashboardOutlined /> : <BarChartOutlined />,
    detail: `${t(a.item_type === 'dashboard' ? 'home.itemType.dashboard' : 'home.itemType.chart')} · ${t(
      'home.viewedWhen',
      { when: a.time_delta_humanized },
    )}`,
  }));
  const tabs = [];
  if (props.canViewed)
    tabs.push({
      key: 'viewed',
      label: t('home.tabs.viewed'),
      content: (
        <HomeItemList
          items={viewedItems}
          loading={viewed.isLoading}
          error={
            viewed.error ? t('home.recentFailed', { message: errorMessage(viewed.error, t) }) : undefined
          }
          empty={{ title: t('home.empty.viewed.title'), description: t('home.empty.viewed.description') }}
        />
      ),
    });
  if (props.canDashboards || props.canCharts) {
    tabs.push({
      key: 'edited',
      label: t('home.tabs.edited'),
      content: (
        <HomeItemList
          {...edited}
          empty={{ title: t('home.empty.edited.title'), description: t('home.empty.edited.description') }}
        />
      ),
    });
    tabs.push({
      key: 'created',
      label: t('home.tabs.created'),
      content: (
        <HomeItemList
          {...created}
          empty={{ title: t('home.empty.created.title'), description: t('home.empty.created.description') }}
        />
      ),
    });
  }
  return <HomeSection id="recents" title={t('home.sections.recents')} tabs={tabs} />;
}
