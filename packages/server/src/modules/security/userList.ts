import type { ColumnInfo, ListResourceDef } from '../../platform/list/ListResource.js';

const TEXT_OPS = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;

const editable: ColumnInfo[] = [
  { name: 'first_name', label: 'First Name', description: '', type: 'String', required: true, unique: false },
  { name: 'last_name', label: 'Last Name', description: '', type: 'String', required: true, unique: false },
  { name: 'username', label: 'User Name', description: 'Username valid for authentication on DB or LDAP, unused for OID auth', type: 'String', required: true, unique: true },
  { name: 'email', label: 'Email', description: '', type: 'String', required: true, unique: true },
  { name: 'active', label: 'Is Active?', description: 'It\'s not a good policy to remove a user, just make it inactive', type: 'Boolean', required: false, unique: false },
  { name: 'roles', label: 'Role', description: 'The user role on the application, this will associate with a list of permissions', type: 'Related', required: true, unique: false },
];

/** /api/v1/security/users/ as FAB's user API lists it. */
export const USER_LIST: ListResourceDef = {
  resource: 'security/users',
  table: 'ab_user',
  view: 'User',
  listTitle: 'List Users',
  plural: 'users',
  columns: {
    id: { label: 'Id', type: 'integer' },
    first_name: { label: 'First Name', type: 'string' },
    last_name: { label: 'Last Name', type: 'string' },
    username: { label: 'User Name', type: 'string' },
    email: { label: 'Email', type: 'string' },
    active: { label: 'Is Active?', type: 'boolean' },
    created_on: { label: 'Created On', type: 'datetime' },
    changed_on: { label: 'Changed On', type: 'datetime' },
    last_login: { label: 'Last login', type: 'datetime' },
    login_count: { label: 'Login count', type: 'integer' },
    fail_login_count: { label: 'Failed login count', type: 'integer' },
  },
  relations: {
    roles: {
      kind: 'm2m',
      label: 'Role',
      through: 'ab_user_role',
      localKey: 'user_id',
      foreignKey: 'role_id',
      target: 'ab_role',
      fields: ['id', 'name'],
      textField: 'name',
    },
  },
  listColumns: [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'active',
    'roles',
    'created_on',
    'changed_on',
    'last_login',
    'login_count',
    'fail_login_count',
  ],
  orderColumns: ['id', 'first_name', 'last_name', 'username', 'email', 'active', 'created_on', 'changed_on', 'last_login', 'login_count'],
  searchFilters: {
    first_name: TEXT_OPS,
    last_name: TEXT_OPS,
    username: TEXT_OPS,
    email: TEXT_OPS,
    active: ['eq', 'neq'],
    roles: ['rel_m_m'],
  },
  relatedColumns: ['roles'],
  distinctColumns: ['first_name', 'last_name', 'username', 'email'],
  defaultOrder: ['id', 'asc'],
  maxPageSize: 100,
  addColumns: [...editable, { name: 'password', label: 'Password', description: '', type: 'String', required: true, unique: false }],
  editColumns: editable,
};

/** /api/v1/security/roles/. */
export const ROLE_LIST: ListResourceDef = {
  resource: 'security/roles',
  table: 'ab_role',
  view: 'Role',
  listTitle: 'List Roles',
  plural: 'roles',
  columns: { id: { label: 'Id', type: 'integer' }, name: { label: 'Name', type: 'string' } },
  relations: {
    permissions: {
      kind: 'm2m',
      label: 'Permissions',
      through: 'ab_permission_view_role',
      localKey: 'role_id',
      foreignKey: 'permission_view_id',
      target: 'ab_permission_view',
      fields: ['id'],
      textField: 'id',
    },
  },
  listColumns: ['id', 'name', 'permissions'],
  orderColumns: ['id', 'name'],
  searchFilters: { name: TEXT_OPS },
  relatedColumns: [],
  distinctColumns: ['name'],
  defaultOrder: ['id', 'asc'],
  maxPageSize: 100,
  addColumns: [
    { name: 'name', label: 'Name', description: '', type: 'String', required: true, unique: true },
    { name: 'permissions', label: 'Permissions', description: '', type: 'Related', required: false, unique: false },
  ],
  editColumns: [
    { name: 'name', label: 'Name', description: '', type: 'String', required: true, unique: true },
    { name: 'permissions', label: 'Permissions', description: '', type: 'Related', required: false, unique: false },
  ],
};

/** /api/v1/security/permissions-resources/: every permission pair, uncapped so one call fills a picker. */
export const PERMISSION_VIEW_LIST: ListResourceDef = {
  resource: 'security/permissions-resources',
  table: 'ab_permission_view',
  view: 'Role',
  listTitle: 'List Permissions on Views/Menus',
  plural: 'permissions',
  columns: { id: { label: 'Id', type: 'integer' } },
  relations: {
    permission: {
      kind: 'm2o',
      label: 'Permission',
      localKey: 'permission_id',
      target: 'ab_permission',
      fields: ['id', 'name'],
      textField: 'name',
    },
    view_menu: {
      kind: 'm2o',
      label: 'View/Menu',
      localKey: 'view_menu_id',
      target: 'ab_view_menu',
      fields: ['id', 'name'],
      textField: 'name',
    },
  },
  listColumns: ['id', 'permission', 'view_menu'],
  orderColumns: ['id'],
  searchFilters: { permission: ['rel_o_m'], view_menu: ['rel_o_m'] },
  relatedColumns: ['permission', 'view_menu'],
  distinctColumns: [],
  defaultOrder: ['id', 'asc'],
  maxPageSize: null,
  addColumns: [],
  editColumns: [],
};
