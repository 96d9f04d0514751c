import { builtinRolePermissions, hasPermission } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { PATHS } from '../paths';
import { buildNavItems, NAV_KEYS, selectedNavKey, type NavItem } from './navItems';

const t = createI18n().t;

function childKeys(items: NavItem[], key: string): unknown[] {
  const group = items.find((item) => item?.key === key);
  if (!group || !('children' in group) || !group.children) return [];
  return group.children.map((child) => child?.key);
}

function topKeys(items: NavItem[]): unknown[] {
  return items.map((item) => item?.key);
}

function navFor(roles: Record<string, readonly (readonly [string, string])[]>): NavItem[] {
  return buildNavItems(t, (permission, view) => hasPermission({ roles }, permission, view));
}

describe('buildNavItems', () => {
  it('gives an admin Users, Roles and Annotation layers under Settings', () => {
    expect(childKeys(navFor({ Admin: [] }), NAV_KEYS.settings)).toEqual([
      PATHS.databases,
      PATHS.users,
      PATHS.roles,
      PATHS.annotationLayers,
    ]);
  });

  it('offers Annotation layers to whoever may read Annotation, Alpha included, and not to Gamma', () => {
    expect(childKeys(navFor({ Alpha: builtinRolePermissions('Alpha') }), NAV_KEYS.settings)).toContain(
      PATHS.annotationLayers,
    );
    expect(childKeys(navFor({ Reader: [['can_read', 'Annotation']] }), NAV_KEYS.settings)).toEqual([
      PATHS.annotationLayers,
    ]);
    expect(childKeys(navFor({ Writer: [['can_write', 'Annotation']] }), NAV_KEYS.settings)).toEqual([]);
  });

  it('gives a Gamma user no SQL menu and no Users or Roles: each would answer Forbidden', () => {
    const items = navFor({ Gamma: builtinRolePermissions('Gamma') });
    expect(topKeys(items)).toEqual([PATHS.dashboards, PATHS.charts, PATHS.datasets, NAV_KEYS.settings]);
    expect(childKeys(items, NAV_KEYS.settings)).toEqual([PATHS.databases]);
  });

  it('gives Gamma with sql_lab the SQL menu', () => {
    const items = navFor({
      Gamma: builtinRolePermissions('Gamma'),
      sql_lab: builtinRolePermissions('sql_lab'),
    });
    expect(childKeys(items, NAV_KEYS.sql)).toEqual([PATHS.sqlLab, PATHS.queryHistory, PATHS.savedQueries]);
  });

  it('offers each SQL entry for exactly its own permission', () => {
    expect(childKeys(navFor({ Reader: [['can_read', 'SavedQuery']] }), NAV_KEYS.sql)).toEqual([
      PATHS.savedQueries,
    ]);
  });

  it('shows no menu a user can open nothing in', () => {
    expect(navFor({ Public: [] })).toEqual([]);
  });

  it('shows each entry for exactly its own permission', () => {
    expect(childKeys(navFor({ Auditor: [['can_read', 'Role']] }), NAV_KEYS.settings)).toEqual([PATHS.roles]);
  });
});

describe('selectedNavKey', () => {
  const items = navFor({ Admin: [] });

  it('picks the most specific entry', () => {
    expect(selectedNavKey(items, '/sqllab/history/')).toBe(PATHS.queryHistory);
    expect(selectedNavKey(items, '/sqllab/')).toBe(PATHS.sqlLab);
    expect(selectedNavKey(items, '/users/list')).toBe(PATHS.users);
  });

  it('selects nothing outside the menu', () => {
    expect(selectedNavKey(items, '/superset/welcome/')).toBeUndefined();
  });
});
