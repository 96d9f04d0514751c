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

export const LoginResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /api/v1/security/refresh. */
export const RefreshResponse = Type.Object({ access_token: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /login/: the signed-in user. */
export const SessionLoginResponse = Type.Object({
  result: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
  }),
});
export type SessionLoginResponse = Static<typeof SessionLoginResponse>;

/** GET /api/v1/security/csrf_token/. */
export const CsrfTokenResponse = Type.Object({ result: Type.String() });
export type CsrfTokenResponse = Static<typeof CsrfTokenResponse>;

const meFields = {
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  is_active: Type.Boolean(),
  is_anonymous: Type.Literal(false),
};
export const MeResult = Type.Object(meFields);
export type MeResult = Static<typeof MeResult>;

/** Permission pairs are `[permission, view]` tuples on the wire. */
const PermissionPair = Type.Tuple([Type.String(), Type.String()]);

export const MeRolesResult = Type.Object({
  ...meFields,
  roles: Type.Record(Type.String(), Type.Array(PermissionPair)),
  permissions: Type.Object({
    datasource_access: Type.Array(Type.String()),
    database_access: Type.Array(Type.String()),
  }),
});
export type MeRolesResult = Static<typeof MeRolesResult>;

export const MeResponse = Type.Object({ result: MeResult });
export const MeRolesResponse = Type.Object({ result: MeRolesResult });

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

export const RoleRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type RoleRef = Static<typeof RoleRef>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const UserResult = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
  roles: Type.Array(RoleRef),
  created_on: NullableString,
  changed_on: NullableString,
  last_login: NullableString,
  login_count: Type.Integer(),
  fail_login_count: Type.Integer(),
});
export type UserResult = Static<typeof UserResult>;

/** GET, POST and PUT of /api/v1/security/users/: `{id, result}`. */
export const UserResponse = Type.Object({ id: Type.Integer(), result: UserResult });
export type UserResponse = Static<typeof UserResponse>;

/** Body of POST/PUT /api/v1/security/roles/. `permissions` are ab_permission_view ids. */
export const RoleCreateRequest = Type.Object(
  { name: Name(64), permissions: Type.Optional(Type.Array(Type.Integer())) },
  { additionalProperties: false },
);
export type RoleCreateRequest = Static<typeof RoleCreateRequest>;
export const RoleUpdateRequest = Type.Partial(RoleCreateRequest, { additionalProperties: false });
export type RoleUpdateRequest = Static<typeof RoleUpdateRequest>;

export const PermissionViewRef = Type.Object({
  id: Type.Integer(),
  permission_name: Type.String(),
  view_menu_name: Type.String(),
});
export type PermissionViewRef = Static<typeof PermissionViewRef>;

export const RoleResult = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permissions: Type.Array(PermissionViewRef),
});
export type RoleResult = Static<typeof RoleResult>;

/** GET, POST and PUT of /api/v1/security/roles/: `{id, result}`. */
export const RoleResponse = Type.Object({ id: Type.Integer(), result: RoleResult });
export type RoleResponse = Static<typeof RoleResponse>;

/** Body of POST /api/v1/security/roles/{id}/permissions (FAB). */
export const RolePermissionIdsRequest = Type.Object(
  { permission_view_menu_ids: Type.Array(Type.Integer()) },
  { additionalProperties: false },
);
export type RolePermissionIdsRequest = Static<typeof RolePermissionIdsRequest>;
export const RolePermissionIdsResponse = Type.Object({ result: RolePermissionIdsRequest });
export const RolePermissionsResponse = Type.Object({ result: Type.Array(PermissionViewRef) });
export type MeResponse = Static<typeof MeResponse>;
export type MeRolesResponse = Static<typeof MeRolesResponse>;
export type RolePermissionIdsResponse = Static<typeof RolePermissionIdsResponse>;
export type RolePermissionsResponse = Static<typeof RolePermissionsResponse>;
