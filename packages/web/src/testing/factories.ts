import { builtinRolePermissions } from '@loupe/core';
import type { ListResponse } from '../api/list';
import type { CurrentUserWithRoles } from '../api/me';
import type { Role } from '../api/roles';
import type { User } from '../api/users';

export function createMockUser(partial: Partial<User> = {}): User {
  const id = partial.id ?? 1;
  return {
    id,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    username: `user${id}`,
    email: `user${id}@example.com`,
    active: true,
    roles: [{ id: 2, name: 'Gamma' }],
    created_on: '2024-01-02T03:04:05',
    changed_on: '2024-01-02T03:04:05',
    last_login: null,
    login_count: 0,
    fail_login_count: 0,
    ...partial,
  };
}

export function createMockRole(partial: Partial<Role> = {}): Role {
  return { id: 1, name: 'Admin', permissions: [], ...partial };
}

export function createMockMe(partial: Partial<CurrentUserWithRoles> = {}): CurrentUserWithRoles {
  return {
    id: 1,
    username: 'admin',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.com',
    is_active: true,
    is_anonymous: false,
    roles: { Admin: [] },
    permissions: { datasource_access: [], database_access: [] },
    ...partial,
  };
}

/** A list answer in the server's full wire shape. */
export function createMockListResponse<T extends { id: number }>(
  result: T[],
  partial: Partial<ListResponse<T>> = {},
): ListResponse<T> {
  return {
    count: result.length,
    ids: result.map((row) => row.id),
    result,
    list_columns: [],
    order_columns: [],
    label_columns: {},
    description_columns: {},
    list_title: '',
    ...partial,
  };
}

/** A signed-in user with only Superset's built-in Gamma role (reads dashboards, charts, datasets). */
export function createMockGammaMe(partial: Partial<CurrentUserWithRoles> = {}): CurrentUserWithRoles {
  return createMockMe({
    id: 7,
    username: 'gina',
    first_name: 'Gina',
    last_name: 'Gamma',
    roles: { Gamma: builtinRolePermissions('Gamma').map(([permission, view]) => [permission, view]) },
    ...partial,
  });
}
