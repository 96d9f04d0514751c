import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetDashboardListFavouriteStatusQuery, type DashboardListItem } from '../../api/dashboardList';
import { DASHBOARDS_RESOURCE } from '../../api/dashboards';
import { useGetMyRolesQuery } from '../../api/me';
import { ListView, type RowActionHandlers, type SortState } from '../../components/ListView';
import { useErrorToast } from '../../components/ListView/useErrorToast';
import { usePermissions } from '../auth/usePermissions';
import { DashboardCard } from '../dashboardList/DashboardCard';
import { dashboardColumns, dashboardFilters, dashboardName } from '../dashboardList/dashboardColumns';
import { DashboardListEmptyState } from '../dashboardList/DashboardListEmptyState';
import { dashboardEditPath } from '../dashboardList/dashboardPaths';
import { useCreateDashboard } from '../dashboardList/useCreateDashboard';
import { canEditOwned } from '../security/ownership';

// Superset's default list order.
const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

/**
 * Dashboards (Superset's /dashboard/list/): cards first, or a table; search, filters, favourites,
 * typed delete, bulk delete and '+ Dashboard', which creates an untitled one and opens it to edit.
 */
export function DashboardListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = usePermissions()('can_write', 'Dashboard');
  const { create, creating } = useCreateDashboard();
  const me = useGetMyRolesQuery().data;
  // A dashboard is changed by its owners and admins (the server refuses anyone else).
  const canChangeRow = useCallback(
    (dashboard: DashboardListItem) => canEditOwned(me, dashboard.owners),
    [me],
  );
  // The favourite status of the whole page is asked in one request, as Superset does.
  const [ids, setIds] = useState<number[]>([]);
  const onRowsChange = useCallback((rows: readonly DashboardListItem[]) => {
    setIds((current) => {
      const next = rows.map((row) => row.id);
      return next.length === current.length && next.every((id, i) => id === current[i]) ? current : next;
    });
  }, []);
  const favourites = useGetDashboardListFavouriteStatusQuery(ids, { skip: ids.length === 0 });
  useErrorToast(favourites.error, (error) => t('dashboardList.favoriteStatusIssue', { error }));
  const favouriteMap = favourites.data;
  const columns = useMemo(() => dashboardColumns(t, favouriteMap), [t, favouriteMap]);
  const filters = useMemo(() => dashboardFilters(t), [t]);
  const cardView = useMemo(
    () => ({
      renderCard: (dashboard: DashboardListItem, actions?: RowActionHandlers) => (
        <DashboardCard dashboard={dashboard} starred={favouriteMap?.[dashboard.id]} actions={actions} />
      ),
      actionsInCard: true,
      defaultView: 'card' as const,
      cardLabel: t('dashboardList.cardView'),
      listLabel: t('dashboardList.listView'),
      sortLabel: t('dashboardList.sort'),
      sortOptions: [
        { label: t('dashboardList.alphabetical'), column: 'dashboard_title', direction: 'asc' as const },
        { label: t('dashboardList.recentlyModified'), ...INITIAL_SORT },
        {
          label: t('dashboardList.leastRecentlyModified'),
          column: 'changed_on_delta_humanized',
          direction: 'asc' as const,
        },
      ],
    }),
    [t, favouriteMap],
  );
  return (
    <ListView<DashboardListItem>
      resource={DASHBOARDS_RESOURCE}
      resourceLabel={t('dashboardList.resource')}
      resourceLabelPlural={t('dashboardList.resources')}
      title={t('pages.dashboards')}
      columns={columns}
      filters={filters}
      initialSort={INITIAL_SORT}
      getItemName={dashboardName}
      addLabel={t('dashboardList.add')}
      onAdd={() => void create()}
      onEdit={(dashboard) => void navigate(dashboardEditPath(dashboard.id))}
      canChangeRow={canChangeRow}
      confirmDeleteByTyping
      onRowsChange={onRowsChange}
      cardView={cardView}
      emptyState={
        <DashboardListEmptyState canCreate={canCreate} creating={creating} onCreate={() => void create()} />
      }
    />
  );
}
