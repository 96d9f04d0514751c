import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PermissionCheck } from '../../features/auth/usePermissions';
import { PATHS } from '../paths';

export type NavItem = NonNullable<MenuProps['items']>[number];

export const NAV_KEYS = { sql: 'sql', settings: 'settings' } as const;

function link(path: string, label: string): NavItem {
  return { key: path, label: <Link to={path}>{label}</Link> };
}

/** The top navigation; entries the user may not use are left out rather than disabled. */
export function buildNavItems(t: TFunction, can: PermissionCheck): NavItem[] {
  const settings: NavItem[] = [link(PATHS.databases, t('nav.databases'))];
  if (can('can_read', 'User')) settings.push(link(PATHS.users, t('nav.users')));
  if (can('can_read', 'Role')) settings.push(link(PATHS.roles, t('nav.roles')));
  return [
    link(PATHS.dashboards, t('nav.dashboards')),
    link(PATHS.charts, t('nav.charts')),
    link(PATHS.datasets, t('nav.datasets')),
    {
      key: NAV_KEYS.sql,
      label: t('nav.sql'),
      children: [
        link(PATHS.sqlLab, t('nav.sqlLab')),
        link(PATHS.queryHistory, t('nav.queryHistory')),
        link(PATHS.savedQueries, t('nav.savedQueries')),
      ],
    },
    { key: NAV_KEYS.settings, label: t('nav.settings'), children: settings },
  ];
}

function collectPaths(items: readonly NavItem[], into: string[] = []): string[] {
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
