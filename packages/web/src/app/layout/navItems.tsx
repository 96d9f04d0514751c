import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PermissionCheck } from '../../features/auth/usePermissions';
import { PATHS } from '../paths';
import { canVisit, type AppPath } from '../routeAccess';

export type NavItem = NonNullable<MenuProps['items']>[number];

export const NAV_KEYS = { sql: 'sql', settings: 'settings' } as const;

function link(path: string, label: string): NavItem {
  return { key: path, label: <Link to={path}>{label}</Link> };
}

/** A submenu with only the entries the user may open; none when there are none. */
function group(key: string, label: string, entries: NavItem[]): NavItem[] {
  return entries.length > 0 ? [{ key, label, children: entries }] : [];
}

/**
 * The top navigation; entries the user may not use are left out rather than disabled (a Gamma user
 * sees no SQL menu: each of its pages would answer "Forbidden").
 */
export function buildNavItems(t: TFunction, can: PermissionCheck): NavItem[] {
  const links = (entries: [AppPath, string][]): NavItem[] =>
    entries.filter(([path]) => canVisit(can, path)).map(([path, label]) => link(path, label));
  return [
    ...links([
      [PATHS.dashboards, t('nav.dashboards')],
      [PATHS.charts, t('nav.charts')],
      [PATHS.datasets, t('nav.datasets')],
    ]),
    ...group(
      NAV_KEYS.sql,
      t('nav.sql'),
      links([
        [PATHS.sqlLab, t('nav.sqlLab')],
        [PATHS.queryHistory, t('nav.queryHistory')],
        [PATHS.savedQueries, t('nav.savedQueries')],
      ]),
    ),
    ...group(
      NAV_KEYS.settings,
      t('nav.settings'),
      links([
        [PATHS.databases, t('nav.databases')],
        [PATHS.users, t('nav.users')],
        [PATHS.roles, t('nav.roles')],
        [PATHS.annotationLayers, t('annotations.nav')],
      ]),
    ),
  ];
}

/** Every page path in the menu, submenus included. */
export function collectPaths(items: readonly NavItem[], into: string[] = []): string[] {
  for (const item of items) {
    if (!item) continue;
    if (typeof item.key === 'string' && item.key.startsWith('/')) into.push(item.key);
    if ('children' in item && item.children) collectPaths(item.children, into);
  }
  return into;
}

/** The entry to highlight: the longest path the location is inside (`/sqllab/history/` over `/sqllab/`). */
export function selectedNavKey(items: readonly NavItem[], pathname: string): string | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return collectPaths(items)
    .filter((path) => withSlash.startsWith(path))
    .sort((a, b) => b.length - a.length)[0];
}
