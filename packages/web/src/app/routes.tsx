import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPanel } from '../components/ErrorPanel';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AppShell } from './layout/AppShell';
import { PageLoading } from './PageLoading';
import { PATHS } from './paths';
import { prefetchDashboard, prefetchSession } from './routePrefetch';
import type { AppStore } from './store';

// Every page is its own chunk (DESIGN: code-split per route).
const SHELL_PAGES: RouteObject[] = [
  {
    path: PATHS.home,
    lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: PATHS.dashboards,
    lazy: () =>
      import('../features/lists/DashboardListPage').then((m) => ({ Component: m.DashboardListPage })),
  },
  {
    path: PATHS.dashboardPermalink,
    lazy: () =>
      import('../features/dashboard/DashboardPermalinkPage').then((m) => ({
        Component: m.DashboardPermalinkPage,
      })),
  },
  {
    path: PATHS.charts,
    lazy: () => import('../features/charts/ChartListPage').then((m) => ({ Component: m.ChartListPage })),
  },
  {
    path: PATHS.chartAdd,
    lazy: () => import('../features/charts/ChartAddPage').then((m) => ({ Component: m.ChartAddPage })),
  },
  ...[PATHS.explore, PATHS.supersetExplore, PATHS.explorePermalink, PATHS.explorePermalinkShort].map(
    (path): RouteObject => ({
      path,
      lazy: () => import('../features/explore/ExplorePage').then((m) => ({ Component: m.ExplorePage })),
    }),
  ),
  {
    path: PATHS.datasets,
    lazy: () =>
      import('../features/datasets/DatasetListPage').then((m) => ({ Component: m.DatasetListPage })),
  },
  {
    path: PATHS.datasetAdd,
    lazy: () =>
      import('../features/datasets/AddDataset/AddDatasetPage').then((m) => ({ Component: m.AddDatasetPage })),
  },
  {
    path: PATHS.queryHistory,
    lazy: () =>
      import('../features/sqllab/QueryHistoryPage').then((m) => ({ Component: m.QueryHistoryPage })),
  },
  {
    path: PATHS.sqlLab,
    lazy: () => import('../features/sqllab/SqlLabPage').then((m) => ({ Component: m.SqlLabPage })),
  },
  {
    path: PATHS.sqlLabPermalink,
    lazy: () => import('../features/sqllab/SqlLabPage').then((m) => ({ Component: m.SqlLabPage })),
  },
  {
    path: PATHS.savedQueries,
    lazy: () =>
      import('../features/sqllab/SavedQueryListPage').then((m) => ({ Component: m.SavedQueryListPage })),
  },
  {
    path: PATHS.databases,
    lazy: () =>
      import('../features/databases/DatabaseListPage').then((m) => ({ Component: m.DatabaseListPage })),
  },
  {
    path: PATHS.users,
    lazy: () => import('../features/security/UsersPage').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: PATHS.roles,
    lazy: () => import('../features/security/RolesPage').then((m) => ({ Component: m.RolesPage })),
  },
  {
    path: PATHS.annotationLayers,
    lazy: () =>
      import('../features/annotations/AnnotationLayerListPage').then((m) => ({
        Component: m.AnnotationLayerListPage,
      })),
  },
  {
    path: PATHS.annotations,
    lazy: () =>
      import('../features/annotations/AnnotationListPage').then((m) => ({ Component: m.AnnotationListPage })),
  },
];

/** The dashboard page; with a store, its loader starts the dashboard's requests while its code loads. */
function dashboardRoutes(store?: AppStore): RouteObject[] {
  return [PATHS.dashboard, PATHS.dashboardShort].map((path): RouteObject => ({
    path,
    ...(store && { loader: ({ params }) => prefetchDashboard(store, params.idOrSlug) }),
    lazy: () => import('../features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  }));
}

/**
 * The whole route table; `main.tsx` mounts it in a browser router, tests in a memory router. Given
 * the store, loaders prefetch what pages ask for first (`routePrefetch.ts`).
 */
export function appRoutes(store?: AppStore): RouteObject[] {
  return [
    {
      path: PATHS.login,
      errorElement: <RouteErrorPanel />,
      hydrateFallbackElement: <PageLoading />,
      lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
    },
    {
      element: (
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      ),
      errorElement: <RouteErrorPanel />,
      hydrateFallbackElement: <PageLoading />,
      ...(store && { loader: () => prefetchSession(store) }),
      children: [
        { path: '/', element: <Navigate to={PATHS.home} replace /> },
        ...[...SHELL_PAGES, ...dashboardRoutes(store)].map((route) => ({
          ...route,
          errorElement: <RouteErrorPanel />,
        })),
        // Lazy too: antd's Result (its pictures) would otherwise ride in every page's first download.
        { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ];
}

/** The route table without prefetching, for matching paths. */
export const APP_ROUTES: RouteObject[] = appRoutes();
