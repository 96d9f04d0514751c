/**
 * The permission pairs Loupe knows, named as Superset names them so that exported roles, the
 * embedded SDK and `/api/v1/me/roles/` read the same on both. A pair is (permission, view menu).
 */
export type PermissionPair = readonly [permission: string, view: string];

const READ_WRITE = ['can_read', 'can_write'] as const;

/** Permissions per view menu. Order is kept stable so seeding is deterministic. */
export const PERMISSIONS_BY_VIEW: Readonly<Record<string, readonly string[]>> = {
  Chart: [...READ_WRITE, 'can_export', 'can_tag'],
  Dashboard: [
    ...READ_WRITE,
    'can_export',
    'can_tag',
    'can_drill',
    'can_view_query',
    'can_view_chart_as_table',
    'can_set_embedded',
    'can_get_embedded',
    'can_delete_embedded',
    'can_cache_dashboard_screenshot',
  ],
  Dataset: [...READ_WRITE, 'can_export', 'can_duplicate', 'can_get_or_create_dataset'],
  Database: [...READ_WRITE, 'can_export', 'can_upload'],
  SavedQuery: [...READ_WRITE, 'can_export'],
  Query: ['can_read', 'can_export_csv'],
  SQLLab: [
    'can_read',
    'can_execute_sql_query',
    'can_estimate_query_cost',
    'can_format_sql',
    'can_get_results',
    'can_export_csv',
  ],
  ReportSchedule: READ_WRITE,
  // can_recent_activity: the Home page's recent activity (/api/v1/log/recent_activity/).
  Log: [...READ_WRITE, 'can_recent_activity'],
  Tag: [...READ_WRITE, 'can_bulk_create'],
  CssTemplate: READ_WRITE,
  Annotation: READ_WRITE,
  AnnotationLayerRestApi: READ_WRITE,
  Theme: READ_WRITE,
  Explore: ['can_read'],
  // Superset's Api view (superset/views/api.py): has_access_api names the pair after the method.
  Api: ['can_time_range'],
  EmbeddedDashboard: ['can_read'],
  'Row Level Security': READ_WRITE,
  ExploreFormDataRestApi: READ_WRITE,
  ExplorePermalinkRestApi: READ_WRITE,
  DashboardFilterStateRestApi: READ_WRITE,
  DashboardPermalinkRestApi: READ_WRITE,
  SqlLabPermalinkRestApi: READ_WRITE,
  TabStateView: [
    'can_activate',
    'can_get',
    'can_delete_query',
    'can_post',
    'can_delete',
    'can_put',
    'can_migrate_query',
  ],
  TableSchemaView: ['can_expanded', 'can_post', 'can_delete'],
  Superset: [
    'can_csv',
    'can_sqllab',
    'can_sqllab_history',
    'can_share_dashboard',
    'can_share_chart',
    'can_explore_json',
    'can_log',
    'can_fetch_datasource_metadata',
    'can_warm_up_cache',
  ],
  SecurityRestApi: ['can_grant_guest_token'],
  User: READ_WRITE,
  Role: READ_WRITE,
  Permission: ['can_read'],
  all_datasource_access: ['all_datasource_access'],
  all_database_access: ['all_database_access'],
  all_query_access: ['all_query_access'],
};

/** Menu entries gated by `menu_access`, as Superset names them. */
export const MENU_VIEWS: readonly string[] = [
  'Dashboards',
  'Charts',
  'Datasets',
  'Data',
  'Databases',
  'SQL Lab',
  'SQL Editor',
  'Saved Queries',
  'Query Search',
  'Manage',
  'Security',
  'List Users',
  'List Roles',
  'Row Level Security',
  'Action Log',
  'Alerts & Report',
  'CSS Templates',
  'Annotation Layers',
  'Tags',
];

/** Every pair the server seeds into `ab_permission_view`. */
export function permissionCatalog(): PermissionPair[] {
  const pairs: PermissionPair[] = [];
  for (const [view, perms] of Object.entries(PERMISSIONS_BY_VIEW)) {
    for (const perm of perms) pairs.push([perm, view]);
  }
  for (const menu of MENU_VIEWS) pairs.push(['menu_access', menu]);
  return pairs;
}
