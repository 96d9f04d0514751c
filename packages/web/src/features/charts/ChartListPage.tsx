import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CHARTS_RESOURCE, useGetChartFavouriteStatusQuery, type ChartListItem } from '../../api/charts';
import { PATHS } from '../../app/paths';
import { canVisit } from '../../app/routeAccess';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListView, type SortState } from '../../components/ListView';
import { useErrorToast } from '../../components/ListView/useErrorToast';
import { usePermissions } from '../auth/usePermissions';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';
import { useChartEditBlocker } from './chartPermissions';
import { StartHereEmptyState } from '../lists/StartHereEmptyState';
import { ChartCard } from './ChartCard';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { chartColumns, chartFilters } from './chartColumns';

// Superset's default list order (spec 001 §9).
const INITIAL_SORT: SortState = { column: 'changed_on_delta_humanized', direction: 'desc' };

const chartName = (chart: ChartListItem): string => chart.slice_name;

/** Charts (Superset's /chart/list/): search, filters, favourites, delete (typed), bulk delete, "+ Chart". */
export function ChartListPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = canVisit(usePermissions(), PATHS.chartAdd);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editBlocker = useChartEditBlocker();
  const editDisabledReason = useMemo(
    () => (chart: ChartListItem) => editBlocker(chart.owners),
    [editBlocker],
  );
  // The favourite status of the whole page is asked in one request, as Superset does.
  const [ids, setIds] = useState<number[]>([]);
  const onRowsChange = useCallback((rows: readonly ChartListItem[]) => {
    setIds((current) => {
      const next = rows.map((row) => row.id);
      return next.length === current.length && next.every((id, i) => id === current[i]) ? current : next;
    });
  }, []);
  const favourites = useGetChartFavouriteStatusQuery(ids, { skip: ids.length === 0 });
  useErrorToast(favourites.error, (error) => t('charts.list.favoriteStatusIssue', { error }));
  const columns = useMemo(() => chartColumns(t, favourites.data), [t, favourites.data]);
  const filters = useMemo(() => chartFilters(t), [t]);
  const favouriteMap = favourites.data;
  const cardView = useMemo(
    () => ({
      renderCard: (chart: ChartListItem) => <ChartCard chart={chart} starred={favouriteMap?.[chart.id]} />,
      cardLabel: t('charts.list.cardView'),
      listLabel: t('charts.list.listView'),
      sortLabel: t('charts.list.sort'),
      sortOptions: [
        { label: t('charts.list.alphabetical'), column: 'slice_name', direction: 'asc' as const },
        { label: t('charts.list.recentlyModified'), ...INITIAL_SORT },
        {
          label: t('charts.list.leastRecentlyModified'),
          column: 'changed_on_delta_humanized',
          direction: 'asc' as const,
        },
      ],
    }),
    [t, favouriteMap],
  );
  const addButton = (
    <Link to={PATHS.chartAdd}>
      <Button type="primary" icon={<PlusOutlined />}>
        {t('charts.add')}
      </Button>
    </Link>
  );
  return (
    <>
      <ListView<ChartListItem>
        resource={CHARTS_RESOURCE}
        resourceLabel={t('charts.resource')}
        resourceLabelPlural={t('charts.resources')}
        title={t('pages.charts')}
        columns={columns}
        filters={filters}
        initialSort={INITIAL_SORT}
        getItemName={chartName}
        addLabel={t('charts.add')}
        onAdd={() => void navigate(PATHS.chartAdd)}
        onEdit={(chart) => setEditingId(chart.id)}
        editDisabledReason={editDisabledReason}
        confirmDeleteByTyping
        onRowsChange={onRowsChange}
        cardView={cardView}
        emptyState={
          canAdd ? (
            <EmptyState
              size="big"
              title={t('list.empty', { resources: t('charts.resources') })}
              action={addButton}
            />
          ) : (
            <StartHereEmptyState title={t('list.empty', { resources: t('charts.resources') })} />
          )
        }
      />
      {editingId !== null && (
        <ReturnFocus>
          <ChartPropertiesModal chartId={editingId} open onClose={() => setEditingId(null)} />
        </ReturnFocus>
      )}
    </>
  );
}
