import { Layout, Menu, theme, Typography } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useGetMyRolesQuery } from '../../api/me';
import { ErrorBoundary } from '../../components/ErrorPanel';
import { usePermissions } from '../../features/auth/usePermissions';
import { PATHS } from '../paths';
import { buildNavItems, selectedNavKey } from './navItems';
import { UserMenu } from './UserMenu';

/** The signed-in layout: top navigation and the current page. */
export function AppShell(): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = usePermissions();
  const { data: me } = useGetMyRolesQuery();
  const { token } = theme.useToken();
  const items = useMemo(() => buildNavItems(t, can), [t, can]);
  const selected = selectedNavKey(items, pathname);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          paddingInline: 24,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to={PATHS.home}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('app.name')}
          </Typography.Text>
        </Link>
        <Menu
          mode="horizontal"
          aria-label={t('nav.mainMenu')}
          items={items}
          selectedKeys={selected ? [selected] : []}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
        />
        <UserMenu username={me?.username ?? ''} />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {/* Keyed by path so leaving a broken page clears the error. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
