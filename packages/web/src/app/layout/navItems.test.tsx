import { hasPermission } from '@loupe/core';
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

function navFor(roles: Record<string, [string, string][]>): NavItem[] {
  return buildNavItems(t, (permission, view) => hasPermission({ roles }, permission, view));
}

describe('buildNavItems', () => {
  it('gives an admin Users and Roles under Settings', () => {
    expect(childKeys(navFor({ Admin: [] }), NAV_KEYS.settings)).toEqual([
      PATHS.databases,
      PATHS.users,
      PATHS.roles,
    ]);
  });

  it('leaves out Users and Roles for a role without can_read on them', () => {
    const items = navFor({ Gamma: [['can_read', 'Dashboard']] });
    expect(childKeys(items, NAV_KEYS.settings)).toEqual([PATHS.databases]);
    expect(childKeys(items, NAV_KEYS.sql)).toEqual([PATHS.sqlLab, PATHS.queryHistory, PATHS.savedQueries]);
  });

  it('shows each entry for exactly its own permission', () => {
    expect(childKeys(navFor({ Auditor: [['can_read', 'Role']] }), NAV_KEYS.settings)).toEqual([
      PATHS.databases,
      PATHS.roles,
    ]);
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
