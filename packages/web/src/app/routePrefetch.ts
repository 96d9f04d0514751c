import { dashboardApi } from '../api/dashboards';
import { meApi } from '../api/me';
import type { AppStore } from './store';

/**
 * Route loaders that start a page's first requests while its code is still loading. Without them a
 * dashboard's requests wait for the page chunk, the session check and a first render, one after the
 * other. They return nothing: the page's own RTK Query hooks find the answers (or the requests in
 * flight) in the cache, so what the page shows does not depend on them.
 */
export function prefetchSession(store: AppStore): null {
  void store.dispatch(meApi.util.prefetch('getMyRoles', undefined, {}));
  return null;
}

/** A dashboard's definition, charts and datasets, and then the drawing code of its chart types. */
export function prefetchDashboard(store: AppStore, idOrSlug: string | undefined): null {
  if (!idOrSlug) return null;
  const dashboard = store.dispatch(
    dashboardApi.endpoints.getDashboard.initiate(idOrSlug, { subscribe: false }),
  );
  // A dashboard with tabs draws them with antd's Tabs, loaded apart from the page.
  void dashboard
    .then(({ data }) =>
      data?.position_json?.includes('"TABS"') ? import('../features/dashboard/grid/TabsNode') : undefined,
    )
    .catch(() => undefined);
  void store.dispatch(dashboardApi.util.prefetch('getDashboardDatasets', idOrSlug, {}));
  const charts = store.dispatch(
    dashboardApi.endpoints.getDashboardCharts.initiate(idOrSlug, { subscribe: false }),
  );
  void charts.then(({ data }) => {
    const vizTypes = new Set((data ?? []).map((chart) => chart.form_data?.viz_type ?? chart.viz_type));
    return preloadVizCode([...vizTypes].filter((type): type is string => Boolean(type)));
  });
  return null;
}

async function preloadVizCode(vizTypes: string[]): Promise<void> {
  if (vizTypes.length === 0) return;
  const { loadVizPlugin } = await import('../viz/pluginLoader');
  for (const vizType of vizTypes)
    // A type that fails to load says so where the chart is drawn; the preload stays silent.
    loadVizPlugin(vizType)
      ?.then((plugin) => plugin.loadComponent())
      .catch(() => undefined);
}
