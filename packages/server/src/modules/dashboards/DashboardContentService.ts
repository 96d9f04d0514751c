import { parsePositionJson, tabTree, type DashboardChart, type DashboardTabs } from '@loupe/core';
import type { Principal } from '../../security/routeAccess.js';
import { chartFormData, sliceUrl } from '../charts/chartResult.js';
import type { DatasetService } from '../datasets/DatasetService.js';
import { parseMetadata } from './dashboardMetadata.js';
import type { DashboardService } from './DashboardService.js';
import type { DashboardWriteRepository } from './DashboardWriteRepository.js';

export interface DashboardContentServiceDeps {
  reads: DashboardService;
  writes: DashboardWriteRepository;
  datasets: DatasetService;
}

/**
 * What a dashboard page loads besides the dashboard: its charts, their datasets and its tabs
 * (Superset's get_charts, get_datasets and get_tabs). Each needs the dashboard visible (404).
 */
export class DashboardContentService {
  constructor(private readonly deps: DashboardContentServiceDeps) {}

  /**
   * The dashboard's charts as Superset's ChartEntityResponseSchema. A chart whose dataset the
   * caller may not use is still listed (the layout shows its place) but without its form_data, as
   * Superset narrows inaccessible member charts.
   */
  async charts(idOrSlug: string, principal: Principal): Promise<DashboardChart[]> {
    const row = await this.deps.reads.visibleRow(idOrSlug, principal);
    const visible = await this.deps.datasets.visibleIds(principal);
    return (await this.deps.writes.chartsOf(row.id)).map((chart) => {
      const result: DashboardChart = {
        id: chart.id,
        uuid: chart.uuid,
        slice_name: chart.slice_name,
        viz_type: chart.viz_type,
        slice_url: sliceUrl(chart.id),
        description: chart.description,
        description_markeddown: chart.description ?? '',
        cache_timeout: chart.cache_timeout,
        changed_on: chart.changed_on,
        certified_by: chart.certified_by,
        certification_details: chart.certification_details,
        is_managed_externally: Boolean(chart.is_managed_externally),
        datasource_id: chart.datasource_id,
        datasource_type: chart.datasource_type,
      };
      const readable =
        visible === 'all' ||
        (chart.datasource_type === 'table' &&
          chart.datasource_id !== null &&
          visible.includes(chart.datasource_id));
      if (readable) result.form_data = chartFormData(chart);
      return result;
    });
  }

  /**
   * The datasets of the dashboard's charts, each as the datasource JSON explore reads (columns,
   * metrics, verbose_map...), in id order. Datasets the caller may not use are left out.
   */
  async datasets(idOrSlug: string, principal: Principal): Promise<Record<string, unknown>[]> {
    const row = await this.deps.reads.visibleRow(idOrSlug, principal);
    const visible = await this.deps.datasets.visibleIds(principal);
    const ids = new Set<number>();
    for (const chart of await this.deps.writes.chartsOf(row.id))
      if (chart.datasource_type === 'table' && chart.datasource_id !== null) ids.add(chart.datasource_id);
    const result: Record<string, unknown>[] = [];
    for (const id of [...ids].sort((a, b) => a - b))
      if (visible === 'all' || visible.includes(id))
        result.push({ ...(await this.deps.datasets.datasourceData(id, principal)) });
    return result;
  }

  /** The tabs of the layout (core's tabTree) and the native filter configuration. */
  async tabs(idOrSlug: string, principal: Principal): Promise<DashboardTabs & { native_filters: unknown }> {
    const row = await this.deps.reads.visibleRow(idOrSlug, principal);
    const tabs = tabTree(parsePositionJson(row.position_json));
    const filters = parseMetadata(row.json_metadata).native_filter_configuration;
    return { ...tabs, native_filters: Array.isArray(filters) ? filters : [] };
  }
}
