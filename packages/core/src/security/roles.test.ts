import { describe, expect, it } from 'vitest';
import { hasPermission, isAdmin } from './access.js';
import { permissionCatalog, type PermissionPair } from './catalog.js';
import {
  BUILTIN_ROLES,
  builtinRolePermissions,
  isAdminRoleName,
  pairKey,
  type BuiltinRole,
} from './roles.js';

const CATALOG = permissionCatalog();

function keysOf(role: BuiltinRole): Set<string> {
  return new Set(builtinRolePermissions(role, CATALOG).map(pairKey));
}

function has(role: BuiltinRole, pair: PermissionPair): boolean {
  return keysOf(role).has(pairKey(pair));
}

function pairsOnView(role: BuiltinRole, view: string): PermissionPair[] {
  return builtinRolePermissions(role, CATALOG).filter(([, v]) => v === view);
}

describe('permission catalog', () => {
  it('has no duplicate pairs', () => {
    expect(new Set(CATALOG.map(pairKey)).size).toBe(CATALOG.length);
  });

  it.each<PermissionPair>([
    ['can_read', 'Chart'],
    ['can_write', 'Dashboard'],
    ['can_upload', 'Database'],
    ['can_grant_guest_token', 'SecurityRestApi'],
    ['all_datasource_access', 'all_datasource_access'],
    ['can_execute_sql_query', 'SQLLab'],
    ['menu_access', 'SQL Lab'],
    ['can_read', 'Row Level Security'],
    ['can_time_range', 'Api'],
  ])('names %s on %s as Superset does', (perm, view) => {
    expect(CATALOG.map(pairKey)).toContain(pairKey([perm, view]));
  });
});

describe('built-in roles (contract §10)', () => {
  it('are the five Superset roles', () => {
    expect([...BUILTIN_ROLES]).toEqual(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);
  });

  it('Admin has every pair of the catalog', () => {
    expect(keysOf('Admin')).toEqual(new Set(CATALOG.map(pairKey)));
  });

  it('every role is a subset of the catalog', () => {
    const all = new Set(CATALOG.map(pairKey));
    for (const role of BUILTIN_ROLES) for (const key of keysOf(role)) expect(all).toContain(key);
  });

  it('only sees pairs of the catalog it is given', () => {
    const small: PermissionPair[] = [
      ['can_read', 'Chart'],
      ['can_read', 'User'],
    ];
    expect(builtinRolePermissions('Admin', small)).toEqual(small);
    expect(builtinRolePermissions('Alpha', small)).toEqual([['can_read', 'Chart']]);
    expect(builtinRolePermissions('sql_lab', small)).toEqual([]);
  });

  describe('Alpha', () => {
    it.each(['User', 'Role', 'Row Level Security', 'SQLLab', 'Permission'])('has nothing on %s', (view) => {
      expect(pairsOnView('Alpha', view)).toEqual([]);
    });

    it.each(['Alpha', 'Gamma'] as const)(
      '%s has only its own recent activity on Log (Superset ACCESSIBLE_PERMS)',
      (role) => {
        expect(pairsOnView(role, 'Log')).toEqual([['can_recent_activity', 'Log']]);
      },
    );

    it.each<PermissionPair>([
      ['can_grant_guest_token', 'SecurityRestApi'],
      ['can_execute_sql_query', 'SQLLab'],
      ['can_sqllab', 'Superset'],
      ['menu_access', 'SQL Lab'],
      ['menu_access', 'List Users'],
      ['can_read', 'SavedQuery'],
      ['all_query_access', 'all_query_access'],
      ['can_set_embedded', 'Dashboard'],
      ['can_warm_up_cache', 'Superset'],
    ])('lacks %s on %s', (perm, view) => {
      expect(has('Alpha', [perm, view])).toBe(false);
    });

    it.each<PermissionPair>([
      ['all_datasource_access', 'all_datasource_access'],
      ['all_database_access', 'all_database_access'],
      ['can_write', 'Chart'],
      ['can_write', 'Dashboard'],
      ['can_write', 'Dataset'],
      ['can_upload', 'Database'],
      ['can_write', 'ReportSchedule'],
      ['can_write', 'CssTemplate'],
    ])('has %s on %s', (perm, view) => {
      expect(has('Alpha', [perm, view])).toBe(true);
    });
  });

  describe('Gamma', () => {
    it.each<PermissionPair>([
      ['all_datasource_access', 'all_datasource_access'],
      ['all_database_access', 'all_database_access'],
      ['can_write', 'Dataset'],
      ['can_write', 'Database'],
      ['can_upload', 'Database'],
      ['can_read', 'ReportSchedule'],
      ['can_write', 'ReportSchedule'],
      ['can_write', 'CssTemplate'],
      ['can_read', 'User'],
      ['can_execute_sql_query', 'SQLLab'],
    ])('lacks %s on %s', (perm, view) => {
      expect(has('Gamma', [perm, view])).toBe(false);
    });

    it('has nothing on ReportSchedule', () => {
      expect(pairsOnView('Gamma', 'ReportSchedule')).toEqual([]);
    });

    it.each<PermissionPair>([
      ['can_read', 'Dataset'],
      ['can_read', 'Chart'],
      ['can_read', 'Dashboard'],
      ['can_write', 'Chart'],
      ['can_write', 'Dashboard'],
      ['can_read', 'Database'],
      ['can_export', 'Dataset'],
      ['can_time_range', 'Api'],
    ])('has %s on %s', (perm, view) => {
      expect(has('Gamma', [perm, view])).toBe(true);
    });

    it('is a subset of Alpha', () => {
      const alpha = keysOf('Alpha');
      for (const key of keysOf('Gamma')) expect(alpha).toContain(key);
      expect(keysOf('Gamma').size).toBeLessThan(alpha.size);
    });
  });

  describe('sql_lab', () => {
    it.each<PermissionPair>([
      ['can_execute_sql_query', 'SQLLab'],
      ['can_read', 'SavedQuery'],
      ['can_write', 'SavedQuery'],
      ['can_read', 'Database'],
      ['can_read', 'Query'],
      ['can_sqllab', 'Superset'],
      ['can_post', 'TabStateView'],
      ['menu_access', 'SQL Lab'],
    ])('has %s on %s', (perm, view) => {
      expect(has('sql_lab', [perm, view])).toBe(true);
    });

    it.each(['Chart', 'Dashboard', 'Dataset', 'User', 'Role', 'Api'])('has nothing on %s', (view) => {
      expect(pairsOnView('sql_lab', view)).toEqual([]);
    });

    it('cannot write databases', () => {
      expect(has('sql_lab', ['can_write', 'Database'])).toBe(false);
    });
  });

  it('Public is empty', () => {
    expect(builtinRolePermissions('Public', CATALOG)).toEqual([]);
  });
});

describe('hasPermission', () => {
  const gamma = { roles: { Gamma: builtinRolePermissions('Gamma', CATALOG) } };

  it.each<[string, Record<string, PermissionPair[]>, PermissionPair, boolean]>([
    ['a held pair', { Gamma: gamma.roles.Gamma }, ['can_read', 'Chart'], true],
    ['a missing pair', { Gamma: gamma.roles.Gamma }, ['can_read', 'User'], false],
    [
      'any of several roles',
      { Public: [], sql_lab: builtinRolePermissions('sql_lab', CATALOG) },
      ['can_execute_sql_query', 'SQLLab'],
      true,
    ],
    ['no roles', {}, ['can_read', 'Chart'], false],
    ['an empty role', { Public: [] }, ['can_read', 'Chart'], false],
    [
      'a pair matches permission and view, not either',
      { Custom: [['can_read', 'Dashboard']] },
      ['can_read', 'Chart'],
      false,
    ],
    ['Admin has everything', { Admin: [] }, ['can_read', 'User'], true],
    ['an ADMIN-cased role has everything', { ADMIN: [] }, ['can_grant_guest_token', 'SecurityRestApi'], true],
    ['an admin-cased role has pairs outside the catalog', { admin: [] }, ['can_anything', 'Nowhere'], true],
    ['a role merely containing admin does not', { Administrators: [] }, ['can_read', 'User'], false],
  ])('%s', (_name, roles, [perm, view], expected) => {
    expect(hasPermission({ roles }, perm, view)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['Admin', true],
    ['ADMIN', true],
    ['aDmIn', true],
    ['Alpha', false],
    ['Admins', false],
  ])('isAdminRoleName(%s) is %s', (name, expected) => {
    expect(isAdminRoleName(name)).toBe(expected);
    expect(isAdmin({ roles: { [name]: [] } })).toBe(expected);
  });
});
