import {
  chartIdsInLayout,
  type DataMask,
  undoHistoryFullMessage,
  UNDO_LIMIT,
  UNTITLED_DASHBOARD,
  type DashboardLayout,
  type DatasourceData,
} from '@loupe/core';
import { Alert, Flex } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardQuery,
  type Dashboard,
  type DashboardChart,
  type DashboardPermalinkBody,
} from '../../api/dashboards';
import { useGetMyRolesQuery } from '../../api/me';
import { logDashboardView } from '../../app/actionLog';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { useToasts } from '../../components/toasts/useToasts';
import { isFeatureEnabled } from '../../app/featureFlags';
import { usePermissions } from '../auth/usePermissions';
import { failureMessage } from '../explore/state/useChartRun';
import { canEditOwned } from '../security/ownership';
import { DashboardContext, type DashboardContextValue } from './DashboardContext';
import { dashboardLayoutOf, parseMetadata, safeDashboardCss } from './dashboardLayoutOf';
import { LazyBuilderPane, LazyLayoutDnd } from './edit/lazyEdit';
import { DashboardGrid } from './grid/DashboardGrid';
import { downloadMenuItems } from './download/DownloadMenu';
import { DashboardHeader } from './header/DashboardHeader';
import { LazyFilterBar } from './filters/lazyFilterBar';
import { LazyFiltersConfigModal } from './filters/config/lazyFiltersConfigModal';
import { usePersistFilterState, useStoredFilterState } from './filters/useFilterStateKey';
import { dashboardActions, nativeFiltersOf } from './state/dashboardSlice';
import { useAutoRefresh } from './state/useAutoRefresh';
import './dashboard.css';

/** Until the datasets arrive (one array, so what depends on it does not change every render). */
const NO_DATASETS: DatasourceData[] = [];

/** The dashboard page at `/superset/dashboard/<id_or_slug>/` (spec 000 §2). */
export function DashboardPage(): ReactElement {
  const { t } = useTranslation();
  const { idOrSlug = '' } = useParams();
  const dashboard = useGetDashboardQuery(idOrSlug);
  const charts = useGetDashboardChartsQuery(idOrSlug);
  const datasets = useGetDashboardDatasetsQuery(idOrSlug);
  const error = dashboard.error ?? charts.error;
  if (error) {
    const status = (error as { status?: unknown }).status;
    return (
      <Alert
        type="error"
        showIcon
        title={
          status === 404
            ? t('dashboard.notFound')
            : t('dashboard.loadFailed', { message: failureMessage(error) })
        }
      />
    );
  }
  // The datasets are not waited for: charts ask for their data at once and draw with column labels
  // when the datasets arrive.
  if (!dashboard.data || !charts.data) return <Loading label={t('dashboard.loading')} />;
  return (
    <LoadedDashboard
      key={dashboard.data.id}
      dashboardResult={dashboard.data}
      chartList={charts.data}
      datasetList={datasets.data ?? NO_DATASETS}
    />
  );
}

function LoadedDashboard({
  dashboardResult,
  chartList,
  datasetList,
}: {
  dashboardResult: Dashboard;
  chartList: DashboardChart[];
  datasetList: DatasourceData[];
}): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const dispatch = useAppDispatch();
  const can = usePermissions();
  const { data: me } = useGetMyRolesQuery();
  const [params, setParams] = useSearchParams();
  const state = useAppSelector((root) => root.dashboard);
  const [ready, setReady] = useState(false);
  const [filtersConfigOpen, setFiltersConfigOpen] = useState(false);
  const canEdit = can('can_write', 'Dashboard') && canEditOwned(me, dashboardResult.owners);
  const editMode = canEdit && params.get('edit') === 'true';
  const standalone = params.get('standalone');

  // A shared link (permalink) opens with its state: the active tabs, the data mask, a chart in view;
  // an address with `native_filters_key` with the filter state stored under it.
  const location = useLocation();
  const permalinkState = (location.state as { permalinkState?: DashboardPermalinkBody } | null)
    ?.permalinkState;
  const stored = useStoredFilterState(dashboardResult.id);

  useEffect(() => {
    if (stored.restoring) return;
    dispatch(
      dashboardActions.loaded({
        restoredDataMask:
          stored.dataMask ?? (permalinkState?.dataMask as Record<string, DataMask> | undefined),
        id: dashboardResult.id,
        published: dashboardResult.published,
        changedOn: dashboardResult.changed_on,
        title: dashboardResult.dashboard_title ?? '',
        css: dashboardResult.css ?? '',
        metadata: parseMetadata(dashboardResult.json_metadata),
        layout: dashboardLayoutOf(dashboardResult.position_json, chartList),
        properties: {
          slug: dashboardResult.slug,
          owners: dashboardResult.owners.map((owner) => owner.id),
          roles: dashboardResult.roles.map((role) => role.id),
          certified_by: dashboardResult.certified_by,
          certification_details: dashboardResult.certification_details,
        },
      }),
    );
    // Loaded once per dashboard (the page is keyed by id), once a stored filter state is read; later
    // answers are the page's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dashboardResult.id, stored.restoring]);

  useEffect(() => {
    if (!permalinkState || state.id !== dashboardResult.id || !state.history) return;
    dispatch(dashboardActions.tabsOpened(permalinkState.activeTabs ?? []));
    const anchor = permalinkState.anchor;
    if (anchor) setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ block: 'center' }), 300);
    // Applied once, when the dashboard has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [permalinkState, state.id]);

  useEffect(() => {
    dispatch(dashboardActions.editModeSet(editMode));
  }, [editMode, dispatch]);

  // Leaving with unsaved changes asks first, as Superset does.
  useEffect(() => {
    if (!state.hasUnsavedChanges) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [state.hasUnsavedChanges]);

  useEffect(() => {
    logDashboardView(dashboardResult.id);
  }, [dashboardResult.id]);

  // A save (or Discard) leaves edit mode in the store; the URL follows.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !state.editMode && params.get('edit') === 'true') setEdit(false);
    wasEditing.current = state.editMode;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.editMode]);

  useEffect(() => {
    if (!state.historyWarning) return;
    toasts.addWarningToast(undoHistoryFullMessage(UNDO_LIMIT));
    dispatch(dashboardActions.historyWarningShown());
  }, [state.historyWarning, toasts, dispatch]);

  const loaded = state.id === dashboardResult.id && state.history !== null;
  usePersistFilterState(dashboardResult.id, loaded);
  const present = loaded ? state.history?.present : undefined;
  const layout: DashboardLayout = useMemo(() => present ?? {}, [present]);
  const chartMap = useMemo(() => new Map(chartList.map((chart) => [chart.id, chart])), [chartList]);
  const datasetMap = useMemo(
    () => new Map(datasetList.map((dataset) => [dataset.id, dataset])),
    [datasetList],
  );
  const chartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  useAutoRefresh(state.metadata, chartIds);

  // `?focused_chart=<id>` (Superset's URL parameter): the dashboard opens with that chart full size,
  // its tabs opened, in its dashboard's context (colours, filters).
  const focusedChart = Number(params.get('focused_chart'));
  useEffect(() => {
    if (!loaded || !Number.isInteger(focusedChart) || focusedChart <= 0) return;
    const node = Object.values(layout).find(
      (item) => item.type === 'CHART' && Number(item.meta.chartId) === focusedChart,
    );
    if (!node) return;
    dispatch(dashboardActions.tabsOpened(node.parents ?? []));
    dispatch(dashboardActions.fullSizeChartSet(focusedChart));
    // Applied once, when the dashboard has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, focusedChart]);

  const changeLayout = useCallback(
    (next: DashboardLayout) => dispatch(dashboardActions.layoutChanged(next)),
    [dispatch],
  );
  const warn = useCallback((message: string) => toasts.addWarningToast(message), [toasts]);
  const setEdit = (on: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );

  const context: DashboardContextValue = useMemo(
    () => ({
      dashboardId: dashboardResult.id,
      title: state.title,
      charts: chartMap,
      datasets: datasetMap,
      layout,
      editMode,
      canExplore: can('can_read', 'Explore'),
      loadAll: Boolean(standalone),
      changeLayout,
      warn,
    }),
    [
      dashboardResult.id,
      state.title,
      chartMap,
      datasetMap,
      layout,
      editMode,
      can,
      standalone,
      changeLayout,
      warn,
    ],
  );

  const rootRef = useRef<HTMLDivElement>(null);
  const downloadItems = useMemo(
    () =>
      downloadMenuItems({
        dashboardId: dashboardResult.id,
        title: state.title || UNTITLED_DASHBOARD,
        getElement: () => rootRef.current,
        t,
        notify: { info: toasts.addInfoToast, success: toasts.addSuccessToast, error: toasts.addDangerToast },
      }),
    [dashboardResult.id, state.title, t, toasts],
  );

  if (!loaded) return <Loading label={t('dashboard.loading')} />;
  const empty =
    chartIds.length === 0 && Object.values(layout).every((item) => ['ROOT', 'GRID'].includes(item.type));

  const grid = (
    <DashboardGrid empty={empty} canEdit={canEdit} onEdit={() => setEdit(true)} onReady={setReady} />
  );
  // The filter bar shows when there is something in it (native filters, a cross-filter) or an editor
  // may add filters from it, outside edit mode and report screenshots (`standalone=3`,
  // `show_filters=false`).
  const showFilterBar =
    !editMode &&
    standalone !== '3' &&
    params.get('show_filters') !== 'false' &&
    (canEdit ||
      nativeFiltersOf(state.metadata).length > 0 ||
      Object.keys(state.dataMask).some((id) => /^\d+$/.test(id)));
  const orientation =
    isFeatureEnabled('HORIZONTAL_FILTER_BAR') && state.metadata.filter_bar_orientation === 'HORIZONTAL'
      ? 'HORIZONTAL'
      : 'VERTICAL';

  return (
    <DashboardContext.Provider value={context}>
      {state.css && <style data-loupe-dashboard-css>{safeDashboardCss(state.css)}</style>}
      <div
        className={`loupe-dashboard${standalone ? ' loupe-dashboard-standalone' : ''}${state.fullSizeChartId !== null ? ' loupe-dashboard-has-full' : ''}`}
        ref={rootRef}
        data-loupe-dashboard
        data-loupe-dashboard-state={ready ? 'ready' : 'loading'}
      >
        {standalone !== '2' && standalone !== '3' && (
          <DashboardHeader
            dashboard={dashboardResult}
            canEdit={canEdit}
            canSaveAs={can('can_write', 'Dashboard')}
            onEdit={() => setEdit(true)}
            onLeaveEdit={() => setEdit(false)}
            downloadItems={downloadItems}
          />
        )}
        {editMode ? (
          <Suspense fallback={<Loading label={t('dashboard.loading')} />}>
            <LazyLayoutDnd>
              <Flex className="loupe-dashboard-edit" gap="middle" align="flex-start">
                {grid}
                <LazyBuilderPane />
              </Flex>
            </LazyLayoutDnd>
          </Suspense>
        ) : (
          <div
            className={`loupe-dashboard-body${orientation === 'HORIZONTAL' ? ' loupe-dashboard-body-horizontal' : ''}`}
          >
            {showFilterBar && (
              <Suspense fallback={null}>
                <LazyFilterBar
                  orientation={orientation}
                  onAddEdit={canEdit ? () => setFiltersConfigOpen(true) : undefined}
                />
              </Suspense>
            )}
            {grid}
          </div>
        )}
      </div>
      {/* Loaded only once opened: the page's first load does not carry the modal's code. */}
      {filtersConfigOpen && (
        <Suspense fallback={null}>
          <LazyFiltersConfigModal onHide={() => setFiltersConfigOpen(false)} />
        </Suspense>
      )}
    </DashboardContext.Provider>
  );
}
