import { chartFormDataWithDataMasks, type ChartDataQueryResult, type QueryFormData } from '@loupe/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartDataMutation } from '../../../api/chartData';
import { useAppSelector } from '../../../app/hooks';
import { withoutQueriedLayers } from '../../../viz/annotations/layers';
import { loadVizPlugin, UNSUPPORTED_VIZ_MESSAGE } from '../../../viz/pluginLoader';
import { failureMessage, TRIGGER_ONLY } from '../../explore/state/useChartRun';
import { useChartDataMasks } from '../filters/useChartDataMasks';
import { markChartData } from './chartTimings';

export type DashboardChartStatus = 'waiting' | 'loading' | 'success' | 'failed';

export interface DashboardChartData {
  status: DashboardChartStatus;
  formData: QueryFormData | null;
  queriesData: ChartDataQueryResult[];
  error: string | null;
  /** When the answer came, for the chart's "Cached"/"Fetched" note. */
  fetchedAt: number | null;
  /** Request time in ms (asked → answered). */
  requestMs: number | null;
}

/**
 * The dashboard's colours over the chart's own (Superset's dashboard colour scheme): its
 * `color_scheme` replaces the chart's, and its `label_colors` force a colour per label in every chart,
 * so one origin has one colour across the dashboard.
 */
export function withDashboardColors(
  formData: QueryFormData,
  colors: { colorScheme: unknown; labelColors: unknown },
): QueryFormData {
  const result: QueryFormData = { ...formData };
  if (typeof colors.colorScheme === 'string' && colors.colorScheme) result.color_scheme = colors.colorScheme;
  if (colors.labelColors && typeof colors.labelColors === 'object')
    result.label_colors = {
      ...(formData.label_colors as object | undefined),
      ...(colors.labelColors as object),
    };
  return result;
}

const WAITING: DashboardChartData = {
  status: 'waiting',
  formData: null,
  queriesData: [],
  error: null,
  fetchedAt: null,
  requestMs: null,
};

/**
 * A dashboard chart's data: its saved form data with the data masks in whose scope it is
 * (`useChartDataMasks`), merged by core's `chartFormDataWithDataMasks` (the one place those meet), built into a query by its viz plugin and
 * asked of the chart data API once the chart is `visible`. Asked again when the masks change or a
 * refresh names it; a change while a request runs aborts that request (the server then cancels the
 * engine query).
 */
export function useDashboardChartData(
  chartId: number,
  formData: QueryFormData | undefined,
  visible: boolean,
  dashboardId: number,
): DashboardChartData {
  const [state, setState] = useState<DashboardChartData>(WAITING);
  const [postChartData] = useChartDataMutation(TRIGGER_ONLY);
  const refresh = useAppSelector((root) => root.dashboard.refresh);
  const { masks, waiting } = useChartDataMasks(chartId);
  const colorScheme = useAppSelector((root) => root.dashboard.metadata.color_scheme);
  const labelColors = useAppSelector((root) => root.dashboard.metadata.label_colors);
  const colors = useMemo(() => ({ colorScheme, labelColors }), [colorScheme, labelColors]);
  const lastNonce = useRef(refresh.nonce);
  const [force, setForce] = useState<{ nonce: number; force: boolean }>({ nonce: 0, force: false });

  // A refresh that names this chart (or every chart) asks again, forced when it says so.
  useEffect(() => {
    if (refresh.nonce === lastNonce.current) return;
    lastNonce.current = refresh.nonce;
    if (refresh.chartIds === null || refresh.chartIds.includes(chartId))
      setForce((previous) => ({ nonce: previous.nonce + 1, force: refresh.force }));
  }, [refresh, chartId]);

  useEffect(() => {
    if (!visible || !formData || waiting) return undefined;
    let live = true;
    let abort: (() => void) | undefined;
    const queryFormData = withDashboardColors(
      chartFormDataWithDataMasks(formData, masks, { dashboardId }),
      colors,
    );
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    const started = performance.now();
    void (async () => {
      const plugin = await loadVizPlugin(queryFormData.viz_type);
      if (!live) return;
      if (!plugin) {
        setState({ ...WAITING, status: 'failed', formData: queryFormData, error: UNSUPPORTED_VIZ_MESSAGE });
        return;
      }
      try {
        // The drawing code (ECharts modules) downloads while the query runs (a failure shows when
        // the chart draws).
        plugin.loadComponent().catch(() => undefined);
        const context = withoutQueriedLayers(plugin.buildQuery({ ...queryFormData, force: force.force }));
        const request = postChartData(context);
        abort = () => request.abort();
        const result = await request.unwrap();
        if (!live) return;
        markChartData(chartId, started);
        setState({
          status: 'success',
          formData: queryFormData,
          queriesData: result,
          error: null,
          fetchedAt: Date.now(),
          requestMs: Math.round(performance.now() - started),
        });
      } catch (error) {
        if (!live) return;
        setState({ ...WAITING, status: 'failed', formData: queryFormData, error: failureMessage(error) });
      }
    })();
    return () => {
      live = false;
      abort?.();
    };
  }, [visible, formData, masks, waiting, dashboardId, force, postChartData, colors, chartId]);

  return state;
}
