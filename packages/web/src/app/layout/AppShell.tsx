import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Menu, theme } from 'antd';
import { lazy, Suspense, useMemo, useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useGetMyRolesQuery } from '../../api/me';
import { ErrorBoundary } from '../../components/ErrorPanel';
import { usePermissions } from '../../features/auth/usePermissions';
import { PATHS } from '../paths';
import { buildNavItems, selectedNavKey } from './navItems';
import { UserMenu } from './UserMenu';

// The drawer (narrow screens) loads when first opened: most visits never open it.
const LazyNavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

/** The id of the page's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Keyboard users jump over the navigation to the page; the browser would scroll, this also moves focus. */
function skipToMain(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** The signed-in layout: top navigation (a drawer on narrow screens) and the current page. */
export function AppShell(): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = usePermissions();
  const { data: me } = useGetMyRolesQuery();
  const { token } = theme.useToken();
  // Below `md` (768 px) the menu does not fit beside the name and the user menu: it moves to a drawer.
  const narrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const items = useMemo(() => buildNavItems(t, can), [t, can]);
  const selected = selectedNavKey(items, pathname);
  const selectedKeys = selected ? [selected] : [];
  const gutter = narrow ? 12 : 24;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Button type="primary" href={`#${MAIN_CONTENT_ID}`} className="loupe-skip-link" onClick={skipToMain}>
        {t('nav.skipToContent')}
      </Button>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: gutter,
          paddingInline: gutter,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {narrow && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        )}
        <Link to={PATHS.home}>
          <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }}>{t('app.name')}</span>
        </Link>
        {narrow ? (
          <div style={{ flex: 1 }} />
        ) : (
          <Menu
            mode="horizontal"
            aria-label={t('nav.mainMenu')}
            items={items}
            selectedKeys={selectedKeys}
            style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
          />
        )}
        <UserMenu username={me?.username ?? ''} />
      </Layout.Header>
      {narrow && drawerUsed && (
        <Suspense fallback={null}>
          <LazyNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={items}
            selectedKeys={selectedKeys}
          />
        </Suspense>
      )}
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: gutter, minWidth: 0, outline: 'none' }}
      >
        {/* Keyed by path so leaving a broken page clears the error. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
