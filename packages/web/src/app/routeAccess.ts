import type { PermissionCheck } from '../features/auth/usePermissions';
import { PATHS } from './paths';

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The permission each page's data needs (the server's `config.access` on the API it reads), or null
 * for pages any signed-in user may open. Menus, links and buttons offer a page only when the user holds
 * its permission, so nothing the app offers answers "Forbidden".
 */
export const ROUTE_PERMISSIONS: Record<AppPath, readonly [permission: string, view: string] | null> = {
  [PATHS.login]: null,
  [PATHS.home]: null,
  [PATHS.dashboards]: ['can_read', 'Dashboard'],
  [PATHS.dashboard]: ['can_read', 'Dashboard'],
  [PATHS.dashboardShort]: ['can_read', 'Dashboard'],
  [PATHS.dashboardPermalink]: ['can_read', 'Dashboard'],
  [PATHS.charts]: ['can_read', 'Chart'],
  [PATHS.chartAdd]: ['can_write', 'Chart'],
  [PATHS.explore]: ['can_read', 'Explore'],
  [PATHS.supersetExplore]: ['can_read', 'Explore'],
  [PATHS.explorePermalink]: ['can_read', 'Explore'],
  [PATHS.explorePermalinkShort]: ['can_read', 'Explore'],
  [PATHS.datasets]: ['can_read', 'Dataset'],
  [PATHS.datasetAdd]: ['can_write', 'Dataset'],
  [PATHS.sqlLab]: ['can_read', 'SQLLab'],
  [PATHS.sqlLabPermalink]: ['can_read', 'SQLLab'],
  [PATHS.queryHistory]: ['can_read', 'Query'],
  [PATHS.savedQueries]: ['can_read', 'SavedQuery'],
  [PATHS.databases]: ['can_read', 'Database'],
  [PATHS.users]: ['can_read', 'User'],
  [PATHS.roles]: ['can_read', 'Role'],
  [PATHS.annotationLayers]: ['can_read', 'Annotation'],
  [PATHS.annotations]: ['can_read', 'Annotation'],
};

/** True when the signed-in user may open the page at `path`. */
export function canVisit(can: PermissionCheck, path: AppPath): boolean {
  const needed = ROUTE_PERMISSIONS[path];
  return needed === null || can(needed[0], needed[1]);
}
