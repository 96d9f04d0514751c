import { isActiveDataMask, type DataMask } from '@loupe/core';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isFeatureEnabled } from '../../../app/featureFlags';
import type { ChartHooks } from '../../../viz/types';
import { dashboardActions } from '../state/dashboardSlice';

/** No selection: one array, so a chart without a cross-filter keeps the same hooks. */
const NONE: readonly string[] = [];

/**
 * The hooks a dashboard hands a chart so it can cross-filter (`DASHBOARD_CROSS_FILTERS` on and the
 * dashboard's `cross_filters_enabled` not off): the chart's mask is stored under its id (an empty one
 * removes it), and the chart reads back which of its groups are chosen, to highlight them. Only this
 * chart's own mask is read, so another chart's cross-filter does not redraw it.
 */
export function useCrossFilterHooks(chartId: number): ChartHooks | undefined {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((root) => root.dashboard.metadata.cross_filters_enabled !== false);
  const selected = useAppSelector(
    (root) => root.dashboard.dataMask[String(chartId)]?.filterState?.selectedValues,
  );
  const selection = Array.isArray(selected) ? (selected as string[]) : NONE;
  return useMemo(() => {
    if (!enabled || !isFeatureEnabled('DASHBOARD_CROSS_FILTERS')) return undefined;
    const id = String(chartId);
    return {
      setDataMask: (mask: unknown) => {
        const next = mask as DataMask;
        dispatch(dashboardActions.dataMaskSet({ id, mask: isActiveDataMask(next) ? { ...next, id } : null }));
      },
      crossFilterSelection: selection.length ? selection : null,
    };
  }, [enabled, chartId, selection, dispatch]);
}
