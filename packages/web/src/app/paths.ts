/** Route paths, kept as Superset spells them so its links and bookmarks work here. */
export const PATHS = {
  login: '/login/',
  home: '/superset/welcome/',
  dashboards: '/dashboard/list/',
  charts: '/chart/list/',
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
} as const;
