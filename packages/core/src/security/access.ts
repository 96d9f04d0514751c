import type { PermissionPair } from './catalog.js';
import { isAdminRoleName, pairKey } from './roles.js';

/** What the permission checks need to know about a user: role names and their pairs. */
export interface UserGrants {
  roles: Readonly<Record<string, readonly PermissionPair[]>>;
}

/** True when any of the user's roles holds the pair, or the user has an admin role. */
export function hasPermission(grants: UserGrants, permission: string, view: string): boolean {
  const wanted = pairKey([permission, view]);
  for (const [role, pairs] of Object.entries(grants.roles)) {
    if (isAdminRoleName(role)) return true;
    if (pairs.some((p) => pairKey(p) === wanted)) return true;
  }
  return false;
}

export function isAdmin(grants: UserGrants): boolean {
  return Object.keys(grants.roles).some(isAdminRoleName);
}
