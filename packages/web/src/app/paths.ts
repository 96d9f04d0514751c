/** Route paths, kept as Superset spells them so its links and bookmarks work here. */
export const PATHS = {
  login: '/login/',
  home: '/superset/welcome/',
  dashboards: '/dashboard/list/',
  /** A dashboard by id or slug (Superset's address). */
  dashboard: '/superset/dashboard/:idOrSlug/',
  dashboardShort: '/dashboard/:idOrSlug/',
  /** `POST /api/v1/dashboard/<pk>/permalink` answers with this URL. */
  dashboardPermalink: '/superset/dashboard/p/:key/',
  charts: '/chart/list/',
  chartAdd: '/chart/add',
  explore: '/explore/',
  /** Superset's own address of the same page; its links and bookmarks open here too. */
  supersetExplore: '/superset/explore/',
  /** `POST /api/v1/explore/permalink` answers with this URL. */
  explorePermalink: '/superset/explore/p/:key/',
  explorePermalinkShort: '/explore/p/:key/',
  datasets: '/tablemodelview/list/',
  datasetAdd: '/dataset/add/',
  sqlLab: '/sqllab/',
  /** Superset's SQL Lab permalink (`POST /api/v1/sqllab/permalink` answers with this URL). */
  sqlLabPermalink: '/sqllab/p/:key',
  queryHistory: '/sqllab/history/',
  savedQueries: '/savedqueryview/list/',
  databases: '/databaseview/list/',
  users: '/users/list/',
  roles: '/roles/list/',
  annotationLayers: '/annotationlayer/list/',
  /** One layer's annotations (Superset's address). */
  annotations: '/annotationlayer/:layerId/annotation/',
} as const;

/** Explore on a dataset, as Superset's dataset links open it. */
export function exploreDatasetPath(datasetId: number): string {
  return `${PATHS.explore}?datasource_type=table&datasource_id=${datasetId}`;
}

/** Explore on a saved chart (Superset's `slice_id` link). */
export function exploreChartPath(chartId: number): string {
  return `${PATHS.explore}?slice_id=${chartId}`;
}

/** The annotations of one annotation layer. */
export function annotationListPath(layerId: number): string {
  return PATHS.annotations.replace(':layerId', String(layerId));
}
