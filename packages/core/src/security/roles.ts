import { permissionCatalog, type PermissionPair } from './catalog.js';

/** Superset's built-in role names. */
export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

// The sets below mirror Superset's security manager, so a role means the same thing on both.
const ADMIN_ONLY_VIEWS = new Set([
  'Action Log',
  'Log',
  'List Users',
  'List Roles',
  'Row Level Security',
  'Security',
  'SQL Lab',
  'User',
  'Role',
  'Permission',
]);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_warm_up_cache',
]);
/**
 * Permissions every role but Public holds whatever their view (Superset's ACCESSIBLE_PERMS), such
 * as recent activity on the admin-only Log view: each user reads only their own.
 */
const ACCESSIBLE_PERMISSIONS = new Set(['can_recent_activity']);
const ALPHA_ONLY_VIEWS = new Set([
  'Alerts & Report',
  'Annotation Layers',
  'Annotation',
  'AnnotationLayerRestApi',
  'CSS Templates',
  'CssTemplate',
  'Manage',
  'ReportSchedule',
  'TableSchemaView',
]);
const ALPHA_ONLY_PERMISSIONS = new Set(['muldelete', 'all_database_access', 'all_datasource_access']);
const ALPHA_ONLY_PAIRS = new Set(['can_upload|Database']);
/** Views on which Gamma gets only reading permissions. */
const GAMMA_READ_ONLY_VIEWS = new Set(['Dataset', 'Database']);
const READ_ONLY_PERMISSIONS = new Set(['can_read', 'can_get', 'can_export']);

const SQLLAB_ONLY_PAIRS: readonly PermissionPair[] = [
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_sqllab_history', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
];
const SQLLAB_EXTRA_PAIRS: readonly PermissionPair[] = [
  ['can_csv', 'Superset'],
  ['can_read', 'Database'],
  ['can_expanded', 'TableSchemaView'],
  ['can_post', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
];
const SQLLAB_ONLY = new Set(SQLLAB_ONLY_PAIRS.map(pairKey));

export function pairKey([permission, view]: PermissionPair): string {
  return `${permission}|${view}`;
}

/** Any role named "admin" in any case holds every permission (spec 001 §6). */
export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}

function isAdminOnly([perm, view]: PermissionPair): boolean {
  return ADMIN_ONLY_VIEWS.has(view) || ADMIN_ONLY_PERMISSIONS.has(perm);
}

function isAlphaOnly(pair: PermissionPair): boolean {
  const [perm, view] = pair;
  return (
    ALPHA_ONLY_VIEWS.has(view) || ALPHA_ONLY_PERMISSIONS.has(perm) || ALPHA_ONLY_PAIRS.has(pairKey(pair))
  );
}

function isAccessibleToAll([perm]: PermissionPair): boolean {
  return ACCESSIBLE_PERMISSIONS.has(perm);
}

function isAlpha(pair: PermissionPair): boolean {
  return isAccessibleToAll(pair) || (!isAdminOnly(pair) && !SQLLAB_ONLY.has(pairKey(pair)));
}

function isGamma(pair: PermissionPair): boolean {
  if (isAccessibleToAll(pair)) return true;
  if (!isAlpha(pair) || isAlphaOnly(pair)) return false;
  const [perm, view] = pair;
  return !GAMMA_READ_ONLY_VIEWS.has(view) || READ_ONLY_PERMISSIONS.has(perm);
}

/** The pairs a built-in role is created with. */
export function builtinRolePermissions(role: BuiltinRole, catalog = permissionCatalog()): PermissionPair[] {
  switch (role) {
    case 'Admin':
      return catalog;
    case 'Alpha':
      return catalog.filter(isAlpha);
    case 'Gamma':
      return catalog.filter(isGamma);
    case 'sql_lab': {
      const known = new Set(catalog.map(pairKey));
      return [...SQLLAB_ONLY_PAIRS, ...SQLLAB_EXTRA_PAIRS].filter((p) => known.has(pairKey(p)));
    }
    case 'Public':
      return [];
  }
}
