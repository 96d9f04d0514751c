import type { Generated } from 'kysely';

/**
 * Kysely's view of the metadata store. Booleans are 0/1 integers and timestamps ISO text in both
 * SQLite and PostgreSQL (see migrations/columns.ts). Tables are typed here as repositories start
 * using them.
 */
export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  username: string;
  password: string | null;
  active: number;
  email: string;
  last_login: string | null;
  login_count: Generated<number>;
  fail_login_count: Generated<number>;
  created_on: string | null;
  changed_on: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

export interface UserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
}

export interface PermissionViewTable {
  id: Generated<number>;
  permission_id: number;
  view_menu_id: number;
}

export interface PermissionViewRoleTable {
  id: Generated<number>;
  permission_view_id: number;
  role_id: number;
}

export interface MetadataSchema {
  ab_user: UserTable;
  ab_role: NamedTable;
  ab_user_role: UserRoleTable;
  ab_permission: NamedTable;
  ab_view_menu: NamedTable;
  ab_permission_view: PermissionViewTable;
  ab_permission_view_role: PermissionViewRoleTable;
}

export const toBool = (v: number | boolean | null | undefined): boolean => Boolean(v);
export const fromBool = (v: boolean): number => (v ? 1 : 0);
export const nowIso = (): string => new Date().toISOString();
