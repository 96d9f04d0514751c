import { Type, type Static } from 'typebox';

/** POST /api/v1/security/login (contract §1). */
export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1 }),
    password: Type.String({ minLength: 1 }),
    provider: Type.Optional(Type.Union([Type.Literal('db'), Type.Literal('ldap')])),
    refresh: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * POST /login/ from the login page: a cookie session instead of tokens. The login CSRF token comes in
 * the X-CSRFToken header or, from a plain form post, as Superset's login form sends it: `csrf_token`.
 */
export const SessionLoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1 }),
    password: Type.String({ minLength: 1 }),
    csrf_token: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type SessionLoginRequest = Static<typeof SessionLoginRequest>;

export interface LoginResponse {
  access_token: string;
  refresh_token?: string;
}

export interface MeResult {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_anonymous: false;
}

export interface MeRolesResult extends MeResult {
  roles: Record<string, [string, string][]>;
  permissions: { datasource_access: string[]; database_access: string[] };
}

const Name = (max: number): ReturnType<typeof Type.String> => Type.String({ minLength: 1, maxLength: max });

/** Body of POST /api/v1/security/users/ (FAB's user API). */
export const UserCreateRequest = Type.Object(
  {
    first_name: Name(64),
    last_name: Name(64),
    username: Name(100),
    email: Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' }),
    active: Type.Optional(Type.Boolean()),
    roles: Type.Array(Type.Integer(), { minItems: 1 }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type UserCreateRequest = Static<typeof UserCreateRequest>;

/** Body of PUT /api/v1/security/users/{id}: every field optional; a password sets a new one. */
export const UserUpdateRequest = Type.Partial(UserCreateRequest, { additionalProperties: false });
export type UserUpdateRequest = Static<typeof UserUpdateRequest>;

export interface RoleRef {
  id: number;
  name: string;
}

export interface UserResult {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: RoleRef[];
  created_on: string | null;
  changed_on: string | null;
  last_login: string | null;
  login_count: number;
  fail_login_count: number;
}

/** Body of POST/PUT /api/v1/security/roles/. `permissions` are ab_permission_view ids. */
export const RoleCreateRequest = Type.Object(
  { name: Name(64), permissions: Type.Optional(Type.Array(Type.Integer())) },
  { additionalProperties: false },
);
export type RoleCreateRequest = Static<typeof RoleCreateRequest>;
export const RoleUpdateRequest = Type.Partial(RoleCreateRequest, { additionalProperties: false });
export type RoleUpdateRequest = Static<typeof RoleUpdateRequest>;

export interface PermissionViewRef {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

export interface RoleResult {
  id: number;
  name: string;
  permissions: PermissionViewRef[];
}
