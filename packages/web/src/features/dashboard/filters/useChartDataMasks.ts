import {
  dataMasksForChart,
  filterChartsInScope,
  isNativeFilter,
  type ChartCrossFilterConfiguration,
  type DataMask,
  type DataMaskScopes,
  type GlobalChartConfiguration,
} from '@loupe/core';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { nativeFiltersOf } from '../state/dashboardSlice';

/** What decides which masks reach which chart, from the dashboard's metadata and its layout now. */
export function useDataMaskScopes(): DataMaskScopes {
  const metadata = useAppSelector((root) => root.dashboard.metadata);
  const layout = useAppSelector((root) => root.dashboard.history?.present);
  return useMemo(
    () => ({
      layout: layout ?? {},
      nativeFilters: nativeFiltersOf(metadata),
      chartConfiguration: metadata.chart_configuration as
        Record<string, ChartCrossFilterConfiguration | undefined> | undefined,
      globalChartConfiguration: metadata.global_chart_configuration as GlobalChartConfiguration | undefined,
      crossFiltersEnabled: metadata.cross_filters_enabled !== false,
    }),
    [metadata, layout],
  );
}

export interface ChartDataMaskState {
  /** The masks that reach the chart, the same array while they stay the same (no re-query). */
  masks: DataMask[];
  /** Native filter ids and cross-filtering chart ids whose masks apply. */
  sources: string[];
  /** A filter in whose scope the chart is still waits for its first value: do not query yet. */
  waiting: boolean;
}

/**
 * The data masks that reach one dashboard chart (core's `dataMasksForChart`: native filters and
 * cross-filters in whose scope it is). A filter change elsewhere, a tab switch or a layout edit that
 * leaves this chart's masks as they were gives back the same arrays, so the chart does not ask again.
 */
export function useChartDataMasks(chartId: number): ChartDataMaskState {
  const dataMask = useAppSelector((root) => root.dashboard.dataMask);
  const awaiting = useAppSelector((root) => root.dashboard.awaitingFirstValue);
  const scopes = useDataMaskScopes();
  const found = useMemo(() => dataMasksForChart(chartId, dataMask, scopes), [chartId, dataMask, scopes]);
  const waiting = useMemo(
    () =>
      awaiting.some((id) => {
        const filter = scopes.nativeFilters.find((item) => item.id === id);
        if (!filter || !isNativeFilter(filter)) return false;
        return filterChartsInScope(filter, scopes.layout).includes(chartId);
      }),
    [awaiting, scopes, chartId],
  );
  const key = JSON.stringify(found);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same masks keep the same arrays
  const stable = useMemo(() => found, [key]);
  return { masks: stable.masks, sources: stable.sources, waiting };
}
