import { builtinRolePermissions, hasPermission, type BuiltinRole, type UserGrants } from '@loupe/core';
import { ROLE_MEMBERSHIP, type MatrixRole } from './securityWorld.testkit.js';

/**
 * What a route requires: anyone, any logged-in user, or a Superset permission pair. This is the
 * expectation the access matrix holds the server to; it is written here, from Superset's
 * method-to-permission rules (reference/superset-api-contract.md §10, Superset's
 * MODEL_API_RW_METHOD_PERMISSION_MAP), not read back from the routes' own declarations.
 */
export type ExpectedAccess = 'public' | 'authenticated' | readonly [permission: string, view: string];

const PUBLIC = 'public';
const ANY_USER = 'authenticated';
const read = (view: string): ExpectedAccess => ['can_read', view];
const write = (view: string): ExpectedAccess => ['can_write', view];
const can = (permission: string, view: string): ExpectedAccess => [permission, view];

/**
 * Every operation of the OpenAPI document, once. A route that is added to the server without a row
 * here fails the matrix: decide what it needs, then add the row.
 */
export const ROUTE_ACCESS: Readonly<Record<string, ExpectedAccess>> = {
  // Login and the current user.
  'POST /login/': PUBLIC,
  'POST /api/v1/security/login': PUBLIC,
  'POST /api/v1/security/refresh': PUBLIC,
  // Anonymous browsers get the login form's token (bound to a pre-session cookie).
  'GET /api/v1/security/csrf_token/': PUBLIC,
  'GET /api/v1/me/': ANY_USER,
  'GET /api/v1/me/roles/': ANY_USER,

  // Users, roles and permission pairs: Admin only (User and Role are admin-only views).
  'GET /api/v1/security/users/': read('User'),
  'GET /api/v1/security/users/_info': read('User'),
  'GET /api/v1/security/users/related/{column}': read('User'),
  'GET /api/v1/security/users/distinct/{column}': read('User'),
  'GET /api/v1/security/users/{id}': read('User'),
  'POST /api/v1/security/users/': write('User'),
  'PUT /api/v1/security/users/{id}': write('User'),
  'DELETE /api/v1/security/users/{id}': write('User'),
  'DELETE /api/v1/security/users/': write('User'),
  'GET /api/v1/security/roles/': read('Role'),
  'GET /api/v1/security/roles/_info': read('Role'),
  'GET /api/v1/security/roles/related/{column}': read('Role'),
  'GET /api/v1/security/roles/distinct/{column}': read('Role'),
  'GET /api/v1/security/roles/{id}': read('Role'),
  'GET /api/v1/security/roles/{id}/permissions/': read('Role'),
  'POST /api/v1/security/roles/': write('Role'),
  'POST /api/v1/security/roles/{id}/permissions': write('Role'),
  'PUT /api/v1/security/roles/{id}': write('Role'),
  'DELETE /api/v1/security/roles/{id}': write('Role'),
  'DELETE /api/v1/security/roles/': write('Role'),
  'GET /api/v1/security/permissions-resources/': read('Role'),
  'GET /api/v1/security/permissions-resources/_info': read('Role'),
  'GET /api/v1/security/permissions-resources/related/{column}': read('Role'),
  'GET /api/v1/security/permissions-resources/distinct/{column}': read('Role'),

  // Databases.
  'GET /api/v1/database/': read('Database'),
  'GET /api/v1/database/_info': read('Database'),
  'GET /api/v1/database/related/{column}': read('Database'),
  'GET /api/v1/database/distinct/{column}': read('Database'),
  'GET /api/v1/database/available/': read('Database'),
  'GET /api/v1/database/{id}': read('Database'),
  'GET /api/v1/database/{id}/connection': write('Database'),
  'GET /api/v1/database/{id}/schemas/': read('Database'),
  'GET /api/v1/database/{id}/tables/': read('Database'),
  'GET /api/v1/database/{id}/table_metadata/': read('Database'),
  'GET /api/v1/database/{id}/table_metadata/extra/': read('Database'),
  'GET /api/v1/database/{id}/table/{table}/': read('Database'),
  'GET /api/v1/database/{id}/table/{table}/{schema}/': read('Database'),
  'GET /api/v1/database/{id}/table_extra/{table}/{schema}/': read('Database'),
  'GET /api/v1/database/{id}/select_star/{table}/': read('Database'),
  'GET /api/v1/database/{id}/select_star/{table}/{schema}/': read('Database'),
  'POST /api/v1/database/': write('Database'),
  'PUT /api/v1/database/{id}': write('Database'),
  'DELETE /api/v1/database/{id}': write('Database'),
  'POST /api/v1/database/test_connection/': write('Database'),
  // Superset maps validate_parameters to write: it opens a connection to the host it is given.
  'POST /api/v1/database/validate_parameters/': write('Database'),
  'POST /api/v1/database/upload_metadata/': can('can_upload', 'Database'),
  'POST /api/v1/database/{id}/upload/': can('can_upload', 'Database'),

  // Datasets and datasources.
  'GET /api/v1/dataset/': read('Dataset'),
  'GET /api/v1/dataset/_info': read('Dataset'),
  'GET /api/v1/dataset/related/{column}': read('Dataset'),
  'GET /api/v1/dataset/distinct/{column}': read('Dataset'),
  'GET /api/v1/dataset/{id}': read('Dataset'),
  'POST /api/v1/dataset/': write('Dataset'),
  'PUT /api/v1/dataset/{id}': write('Dataset'),
  'PUT /api/v1/dataset/{id}/refresh': write('Dataset'),
  'DELETE /api/v1/dataset/{id}': write('Dataset'),
  'DELETE /api/v1/dataset/': write('Dataset'),
  'POST /api/v1/dataset/duplicate': write('Dataset'),
  'POST /api/v1/dataset/get_or_create/': write('Dataset'),
  'GET /api/v1/datasource/{type}/{id}/column/{column}/values/': read('Dataset'),
  'POST /datasource/samples': read('Dataset'),
  'GET /superset/fetch_datasource_metadata': can('can_fetch_datasource_metadata', 'Superset'),

  // Dashboards.
  'GET /api/v1/dashboard/': read('Dashboard'),
  'GET /api/v1/dashboard/_info': read('Dashboard'),
  'GET /api/v1/dashboard/related/{column}': read('Dashboard'),
  'GET /api/v1/dashboard/distinct/{column}': read('Dashboard'),
  'GET /api/v1/dashboard/favorite_status/': read('Dashboard'),
  'GET /api/v1/dashboard/{id_or_slug}': read('Dashboard'),
  'POST /api/v1/dashboard/{id}/favorites/': read('Dashboard'),
  'DELETE /api/v1/dashboard/{id}/favorites/': read('Dashboard'),
  'POST /api/v1/dashboard/': write('Dashboard'),
  'PUT /api/v1/dashboard/{id}': write('Dashboard'),
  'DELETE /api/v1/dashboard/{id}': write('Dashboard'),
  'DELETE /api/v1/dashboard/': write('Dashboard'),
  'POST /api/v1/dashboard/{id_or_slug}/copy/': write('Dashboard'),
  'PUT /api/v1/dashboard/{id}/colors': write('Dashboard'),
  'PUT /api/v1/dashboard/{id}/filters': write('Dashboard'),
  'GET /api/v1/dashboard/{id_or_slug}/charts': read('Dashboard'),
  'GET /api/v1/dashboard/{id_or_slug}/datasets': read('Dashboard'),
  'GET /api/v1/dashboard/{id_or_slug}/tabs': read('Dashboard'),
  // Permalinks and filter state: Superset's own views (MODEL_API_RW_METHOD_PERMISSION_MAP).
  'POST /api/v1/dashboard/{id_or_slug}/permalink': write('DashboardPermalinkRestApi'),
  'GET /api/v1/dashboard/permalink/{key}': read('DashboardPermalinkRestApi'),
  'POST /api/v1/dashboard/{id}/filter_state': write('DashboardFilterStateRestApi'),
  'GET /api/v1/dashboard/{id}/filter_state/{key}': read('DashboardFilterStateRestApi'),
  'PUT /api/v1/dashboard/{id}/filter_state/{key}': write('DashboardFilterStateRestApi'),
  'DELETE /api/v1/dashboard/{id}/filter_state/{key}': write('DashboardFilterStateRestApi'),
  // Screenshots and thumbnails, drawn in Chromium as the caller (Superset's method map: read).
  'POST /api/v1/dashboard/{pk}/cache_dashboard_screenshot/': read('Dashboard'),
  'GET /api/v1/dashboard/{pk}/screenshot/{digest}/': read('Dashboard'),
  'GET /api/v1/dashboard/{pk}/thumbnail/{digest}/': read('Dashboard'),

  // Charts and chart data.
  'GET /api/v1/chart/': read('Chart'),
  'GET /api/v1/chart/_info': read('Chart'),
  'GET /api/v1/chart/related/{column}': read('Chart'),
  'GET /api/v1/chart/distinct/{column}': read('Chart'),
  'GET /api/v1/chart/favorite_status/': read('Chart'),
  'GET /api/v1/chart/{id}': read('Chart'),
  'POST /api/v1/chart/{id}/favorites/': read('Chart'),
  'DELETE /api/v1/chart/{id}/favorites/': read('Chart'),
  'POST /api/v1/chart/': write('Chart'),
  'PUT /api/v1/chart/{id}': write('Chart'),
  'DELETE /api/v1/chart/{id}': write('Chart'),
  'DELETE /api/v1/chart/': write('Chart'),
  'POST /api/v1/chart/data': read('Chart'),
  'POST /api/v1/chart/data/batch': read('Chart'),
  'GET /api/v1/chart/data/{cache_key}': read('Chart'),
  'GET /api/v1/chart/{pk}/data/': read('Chart'),
  'GET /superset/explore_json/': can('can_explore_json', 'Superset'),
  'POST /superset/explore_json/': can('can_explore_json', 'Superset'),
  'GET /superset/explore_json/{datasource_type}/{datasource_id}/': can('can_explore_json', 'Superset'),
  'POST /superset/explore_json/{datasource_type}/{datasource_id}/': can('can_explore_json', 'Superset'),

  // Explore.
  'GET /api/v1/explore/': read('Explore'),
  'POST /api/v1/explore/form_data': write('ExploreFormDataRestApi'),
  'GET /api/v1/explore/form_data/{key}': read('ExploreFormDataRestApi'),
  'PUT /api/v1/explore/form_data/{key}': write('ExploreFormDataRestApi'),
  'DELETE /api/v1/explore/form_data/{key}': write('ExploreFormDataRestApi'),
  'POST /api/v1/explore/permalink': write('ExplorePermalinkRestApi'),
  'GET /api/v1/explore/permalink/{key}': read('ExplorePermalinkRestApi'),
  'GET /api/v1/time_range/': can('can_time_range', 'Api'),

  // SQL Lab.
  'GET /api/v1/sqllab/': read('SQLLab'),
  'POST /api/v1/sqllab/execute/': can('can_execute_sql_query', 'SQLLab'),
  'GET /api/v1/sqllab/results/': can('can_get_results', 'SQLLab'),
  'GET /api/v1/sqllab/export/{client_id}/': can('can_export_csv', 'SQLLab'),
  'POST /api/v1/sqllab/estimate/': can('can_estimate_query_cost', 'SQLLab'),
  'POST /api/v1/sqllab/format_sql/': can('can_format_sql', 'SQLLab'),
  'POST /api/v1/sqllab/permalink': write('SqlLabPermalinkRestApi'),
  'GET /api/v1/sqllab/permalink/{key}': read('SqlLabPermalinkRestApi'),
  'GET /api/v1/query/': read('Query'),
  'GET /api/v1/query/_info': read('Query'),
  'GET /api/v1/query/related/{column}': read('Query'),
  'GET /api/v1/query/distinct/{column}': read('Query'),
  'GET /api/v1/query/{id}': read('Query'),
  'GET /api/v1/query/updated_since': read('Query'),
  'POST /api/v1/query/stop': read('Query'),
  'GET /api/v1/saved_query/': read('SavedQuery'),
  'GET /api/v1/saved_query/_info': read('SavedQuery'),
  'GET /api/v1/saved_query/related/{column}': read('SavedQuery'),
  'GET /api/v1/saved_query/distinct/{column}': read('SavedQuery'),
  'GET /api/v1/saved_query/{id}': read('SavedQuery'),
  'POST /api/v1/saved_query/': write('SavedQuery'),
  'PUT /api/v1/saved_query/{id}': write('SavedQuery'),
  'DELETE /api/v1/saved_query/{id}': write('SavedQuery'),
  'DELETE /api/v1/saved_query/': write('SavedQuery'),
  'POST /savedqueryviewapi/api/create': write('SavedQuery'),
  // Annotation layers and their annotations: one class permission, Annotation (Alpha and Admin).
  'GET /api/v1/annotation_layer/': read('Annotation'),
  'GET /api/v1/annotation_layer/_info': read('Annotation'),
  'GET /api/v1/annotation_layer/related/{column}': read('Annotation'),
  'GET /api/v1/annotation_layer/distinct/{column}': read('Annotation'),
  'GET /api/v1/annotation_layer/{pk}': read('Annotation'),
  'POST /api/v1/annotation_layer/': write('Annotation'),
  'PUT /api/v1/annotation_layer/{pk}': write('Annotation'),
  'DELETE /api/v1/annotation_layer/{pk}': write('Annotation'),
  'DELETE /api/v1/annotation_layer/': write('Annotation'),
  'GET /api/v1/annotation_layer/{pk}/annotation/': read('Annotation'),
  'GET /api/v1/annotation_layer/{pk}/annotation/{id}': read('Annotation'),
  'POST /api/v1/annotation_layer/{pk}/annotation/': write('Annotation'),
  'PUT /api/v1/annotation_layer/{pk}/annotation/{id}': write('Annotation'),
  'DELETE /api/v1/annotation_layer/{pk}/annotation/{id}': write('Annotation'),
  'DELETE /api/v1/annotation_layer/{pk}/annotation/': write('Annotation'),
  'GET /savedqueryviewapi/api/get/{id}': read('SavedQuery'),
  'POST /tabstateview/': can('can_post', 'TabStateView'),
  'GET /tabstateview/{id}': can('can_get', 'TabStateView'),
  'PUT /tabstateview/{id}': can('can_put', 'TabStateView'),
  'DELETE /tabstateview/{id}': can('can_delete', 'TabStateView'),
  'POST /tabstateview/{id}/activate': can('can_activate', 'TabStateView'),
  'POST /tabstateview/{id}/migrate_query': can('can_migrate_query', 'TabStateView'),
  'DELETE /tabstateview/{id}/query/{client_id}': can('can_delete_query', 'TabStateView'),
  'POST /tableschemaview/': can('can_post', 'TableSchemaView'),
  'DELETE /tableschemaview/{id}': can('can_delete', 'TableSchemaView'),
  'POST /tableschemaview/{id}/expanded': can('can_expanded', 'TableSchemaView'),
  // The action log: events in from every page (Superset's can_log), each user's own recent
  // activity (can_recent_activity, which Superset gives every role), the log itself for admins.
  'POST /superset/log/': can('can_log', 'Superset'),
  'GET /api/v1/log/recent_activity/': can('can_recent_activity', 'Log'),
  'GET /api/v1/log/': read('Log'),
  'GET /api/v1/log/_info': read('Log'),
  'GET /api/v1/log/related/{column}': read('Log'),
  'GET /api/v1/log/distinct/{column}': read('Log'),
  'GET /api/v1/log/{id}': read('Log'),
  // Superset's legacy KV view: any logged-in user.
  'POST /kv/store/': ANY_USER,
  'GET /kv/{id}/': ANY_USER,
};

/** What one caller should get: through the guard, or refused (401 anonymous, 403 logged in), or exactly this status. */
export type Decision = 'allow' | 'deny' | number;

/** A route whose answer for some roles is not what its permission pair alone says, and why. */
export interface AccessException {
  route: string;
  roles: readonly MatrixRole[];
  expect: Decision;
  why: string;
}

const EVERYONE: readonly MatrixRole[] = ['anonymous', 'Public', 'Gamma', 'sql_lab', 'Alpha', 'Admin'];

export const ACCESS_EXCEPTIONS: readonly AccessException[] = [
  {
    route: 'POST /api/v1/security/refresh',
    roles: EVERYONE,
    expect: 401,
    why: 'public, but the bearer it reads is a refresh token; an access token (or none) is refused by the service',
  },
];

/** The pairs a matrix caller holds: the built-in roles' contents as core defines them. */
export function grantsOf(role: MatrixRole): UserGrants {
  return {
    roles: Object.fromEntries(
      ROLE_MEMBERSHIP[role].map((name) => [name, builtinRolePermissions(name as BuiltinRole)]),
    ),
  };
}

/** The expected decision for a route and caller: an exception row, else the rule from the table. */
export function expectedDecision(route: string, role: MatrixRole): Decision {
  const exception = ACCESS_EXCEPTIONS.find((e) => e.route === route && e.roles.includes(role));
  if (exception) return exception.expect;
  const access = ROUTE_ACCESS[route];
  if (access === undefined) throw new Error(`${route} has no row in ROUTE_ACCESS`);
  if (access === PUBLIC) return 'allow';
  if (role === 'anonymous') return 'deny';
  if (access === ANY_USER) return 'allow';
  return hasPermission(grantsOf(role), access[0], access[1]) ? 'allow' : 'deny';
}

/** Whether a status code is what the decision expects for this caller. */
export function matchesDecision(decision: Decision, role: MatrixRole, status: number): boolean {
  if (typeof decision === 'number') return status === decision;
  if (decision === 'deny') return status === (role === 'anonymous' ? 401 : 403);
  // Allowed: past the access guard. A 404/400/422 from the service is fine; a 5xx never is.
  return status !== 401 && status !== 403 && status < 500;
}
