import type { QueryFormData } from '@loupe/core';
import { useMemo } from 'react';
import { useGetChartQuery } from '../../../api/charts';
import type { DashboardChart } from '../../../api/dashboards';
import { useDashboardContext } from '../DashboardContext';

function formDataOf(
  params: string | null | undefined,
  chartId: number,
  vizType: string,
): QueryFormData | undefined {
  try {
    const value: unknown = JSON.parse(params || 'null');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return { ...(value as QueryFormData), slice_id: chartId, viz_type: vizType };
  } catch {
    return undefined;
  }
}

/**
 * A chart's definition for the dashboard: from the dashboard's own charts when it was there on load,
 * else (a chart just dragged in from the pane) from `GET /api/v1/chart/<id>`.
 */
export function useChartDefinition(chartId: number): { chart: DashboardChart | undefined; loading: boolean } {
  const { charts } = useDashboardContext();
  const known = charts.get(chartId);
  const { data, isLoading } = useGetChartQuery(chartId, { skip: known !== undefined });
  const fetched = useMemo((): DashboardChart | undefined => {
    if (!data) return undefined;
    return {
      id: data.id,
      slice_name: data.slice_name ?? '',
      form_data: formDataOf(data.params, data.id, data.viz_type ?? 'table'),
      viz_type: data.viz_type ?? undefined,
    };
  }, [data]);
  return { chart: known ?? fetched, loading: known === undefined && isLoading };
}
