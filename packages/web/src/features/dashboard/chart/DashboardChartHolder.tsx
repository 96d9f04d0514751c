import { Alert, type MenuProps } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartDataFileMutation } from '../../../api/chartData';
import { useCreateDashboardPermalinkMutation } from '../../../api/dashboards';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { exploreChartPath } from '../../../app/paths';
import { Loading } from '../../../components/Loading';
import { useToasts } from '../../../components/toasts/useToasts';
import { ChartRenderer } from '../../../viz/ChartRenderer';
import { loadVizPlugin } from '../../../viz/pluginLoader';
import { useElementSize } from '../../explore/components/useElementSize';
import { chartImage, downloadName, downloadUrl } from '../../explore/state/downloads';
import { datasetIdOf, useDashboardContext } from '../DashboardContext';
import { dashboardActions } from '../state/dashboardSlice';
import { ChartMenu } from './ChartMenu';
import { measureChartRender } from './chartTimings';
import { useChartDefinition } from './useChartDefinition';
import { useCrossFilterHooks } from './useCrossFilterHooks';
import { useDashboardChartData } from './useDashboardChartData';
import { useSeen } from './useSeen';

const HEADER_HEIGHT = 32;

// The chart menu's dialogs load when opened.
const LazyViewQueryModal = lazy(() =>
  import('../../explore/components/ViewQueryModal').then((m) => ({ default: m.ViewQueryModal })),
);
const LazyDrillDetailModal = lazy(() =>
  import('./DrillDetailModal').then((m) => ({ default: m.DrillDetailModal })),
);
const LazyResultTableModal = lazy(() =>
  import('./ResultTableModal').then((m) => ({ default: m.ResultTableModal })),
);

/**
 * One chart of a dashboard: its title and menu (force refresh, full screen, view query, view as
 * table, downloads, edit in Explore), and the chart itself drawn by its viz plugin at the size its
 * layout gives it. It asks for its data only once it has been on screen (charts below the fold and
 * in hidden tabs load when they become visible).
 */
export function DashboardChartHolder({
  chartId,
  layoutId,
  heightPx,
  sliceNameOverride,
}: {
  chartId: number;
  /** The CHART component's id in the layout (a shared link scrolls to it). */
  layoutId: string;
  heightPx: number;
  sliceNameOverride?: string;
}): ReactElement {
  const { t } = useTranslation();
  const toasts = useToasts();
  const dispatch = useAppDispatch();
  const { datasets, dashboardId, canExplore, loadAll } = useDashboardContext();
  const { chart, loading: defining } = useChartDefinition(chartId);
  const host = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const seen = useSeen(host) || loadAll;
  const data = useDashboardChartData(chartId, chart?.form_data, seen, dashboardId);
  const fullSize = useAppSelector((root) => root.dashboard.fullSizeChartId === chartId);
  const hooks = useCrossFilterHooks(chartId);
  const size = useElementSize(body);
  const [modal, setModal] = useState<'query' | 'table' | 'drill' | null>(null);
  // Data in hand is not a drawn chart: the chart counts as painted once its renderer settled.
  const [drawn, setDrawn] = useState(false);
  const onSettled = useCallback(() => {
    measureChartRender(chartId);
    setDrawn(true);
  }, [chartId]);
  const [postFile] = useChartDataFileMutation();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  // Read when the user shares, not subscribed to: a tab switch or a filter must not redraw every chart.
  const store = useAppStore();
  const title = sliceNameOverride || chart?.slice_name || t('dashboard.chart.missingTitle');
  const datasetId = datasetIdOf(chart?.form_data?.datasource);
  const datasource = datasetId === null ? null : (datasets.get(datasetId) ?? null);

  useEffect(() => {
    if (!fullSize) return undefined;
    const exit = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(dashboardActions.fullSizeChartSet(null));
    };
    window.addEventListener('keydown', exit);
    return () => window.removeEventListener('keydown', exit);
  }, [fullSize, dispatch]);

  if (defining) {
    return (
      <div className="loupe-dashboard-chart" style={{ height: heightPx }} data-chart-status="loading">
        <Loading label={t('dashboard.chart.loading', { name: sliceNameOverride ?? String(chartId) })} />
      </div>
    );
  }
  if (!chart || !chart.form_data) {
    return (
      <div className="loupe-dashboard-chart" style={{ height: heightPx }} data-chart-status="failed">
        <Alert
          type="warning"
          showIcon
          title={chart ? t('dashboard.chart.noAccess') : t('dashboard.chart.missing')}
        />
      </div>
    );
  }

  const download = async (format: 'csv' | 'xlsx') => {
    const plugin = data.formData ? await loadVizPlugin(data.formData.viz_type) : undefined;
    if (!plugin || !data.formData) return;
    const context = plugin.buildQuery({ ...data.formData, result_format: format, result_type: 'full' });
    const answer = await postFile(context);
    if ('data' in answer && answer.data) {
      downloadUrl(answer.data.url, answer.data.filename ?? downloadName(title, format));
    } else toasts.addDangerToast(t('dashboard.chart.downloadFailed'));
  };

  // A permalink to the dashboard as it is now, scrolled to this chart (Superset's chart Share).
  const shareChart = async () => {
    const { dataMask, activeTabs } = store.getState().dashboard;
    try {
      const { url } = await createPermalink({
        id: dashboardId,
        body: { dataMask, activeTabs: Object.values(activeTabs), anchor: layoutId },
      }).unwrap();
      await navigator.clipboard.writeText(url);
      toasts.addSuccessToast(t('dashboard.header.linkCopied'));
    } catch {
      toasts.addDangerToast(t('dashboard.header.linkFailed'));
    }
  };

  const menu = (): MenuProps['items'] => [
    { key: 'refresh', label: t('dashboard.chart.forceRefresh') },
    {
      key: 'fullscreen',
      label: fullSize ? t('dashboard.chart.exitFullscreen') : t('dashboard.chart.fullscreen'),
    },
    { key: 'query', label: t('dashboard.chart.viewQuery'), disabled: data.status !== 'success' },
    { key: 'table', label: t('dashboard.chart.viewAsTable'), disabled: data.status !== 'success' },
    { key: 'drill', label: t('dashboard.chart.drillToDetail'), disabled: data.status !== 'success' },
    { key: 'share', label: t('dashboard.chart.share') },
    {
      key: 'download',
      label: t('dashboard.chart.download'),
      children: [
        { key: 'csv', label: t('dashboard.chart.exportCsv') },
        { key: 'xlsx', label: t('dashboard.chart.exportXlsx') },
        { key: 'image', label: t('dashboard.chart.downloadImage') },
      ],
    },
    ...(canExplore ? [{ key: 'explore', label: t('dashboard.chart.editChart') }] : []),
  ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') dispatch(dashboardActions.refreshRequested({ force: true, chartIds: [chartId] }));
    else if (key === 'fullscreen') dispatch(dashboardActions.fullSizeChartSet(fullSize ? null : chartId));
    else if (key === 'query' || key === 'table' || key === 'drill') setModal(key);
    else if (key === 'share') void shareChart();
    else if (key === 'csv' || key === 'xlsx') void download(key);
    else if (key === 'image') {
      const image = body.current ? chartImage(body.current, 'png') : null;
      if (image) downloadUrl(image, downloadName(title, 'png'));
      else toasts.addDangerToast(t('dashboard.chart.imageUnavailable'));
    } else if (key === 'explore') window.open(exploreChartPath(chartId), '_blank', 'noopener');
  };

  const bodyHeight = fullSize ? size.height : Math.max(heightPx - HEADER_HEIGHT, 40);
  const firstResult = data.queriesData[0];
  return (
    <div
      ref={host}
      id={layoutId}
      className={fullSize ? 'loupe-dashboard-chart loupe-dashboard-chart-full' : 'loupe-dashboard-chart'}
      style={fullSize ? undefined : { height: heightPx }}
      data-chart-id={chartId}
      data-chart-status={data.status === 'success' && !drawn ? 'loading' : data.status}
      role="figure"
      aria-label={title}
    >
      <div className="loupe-dashboard-chart-header">
        <span className="loupe-dashboard-chart-title" title={title}>
          {title}
        </span>
        <ChartMenu label={t('dashboard.chart.menu', { name: title })} items={menu} onClick={onMenu} />
      </div>
      <div
        ref={body}
        className="loupe-dashboard-chart-body"
        style={fullSize ? undefined : { height: bodyHeight }}
      >
        {data.status === 'failed' ? (
          <Alert type="error" showIcon title={data.error ?? t('dashboard.chart.failed')} />
        ) : data.status === 'success' && data.formData && size.width > 0 ? (
          <ChartRenderer
            vizType={data.formData.viz_type}
            formData={data.formData}
            queriesData={data.queriesData}
            width={size.width}
            height={fullSize ? size.height : bodyHeight}
            datasource={datasource}
            title={title}
            hooks={hooks}
            onSettled={onSettled}
          />
        ) : (
          <Loading label={t('dashboard.chart.loading', { name: title })} />
        )}
      </div>
      <Suspense fallback={null}>
        {modal === 'query' && (
          <LazyViewQueryModal
            open
            onClose={() => setModal(null)}
            queries={data.queriesData.map((result) => String(result.query ?? ''))}
          />
        )}
        {modal === 'drill' && data.formData && (
          <LazyDrillDetailModal title={title} formData={data.formData} onClose={() => setModal(null)} />
        )}
        {modal === 'table' && (
          <LazyResultTableModal
            open
            title={title}
            rows={Array.isArray(firstResult?.data) ? (firstResult.data as Record<string, unknown>[]) : []}
            columns={firstResult?.colnames ?? []}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
