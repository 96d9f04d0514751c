import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createMockDatabaseListItem, createMockDatasetListItem } from '../testing/dataFactories';
import { createMockListResponse, createMockMe, createMockRole, createMockUser } from '../testing/factories';
import { installFakeServer } from '../testing/fakeServer';
import { renderApp } from '../testing/renderApp';
import { collectPaths, buildNavItems } from './layout/navItems';
import { createI18n } from './i18n';
import { PATHS } from './paths';
import { APP_ROUTES } from './routes';
import realChartList from '../features/charts/fixtures/chartList.json';

/** The route a path lands on, unless it is the catch-all "Page not found". */
function routeOf(href: string): string | undefined {
  const { pathname } = new URL(href, 'http://loupe.test');
  const matches = matchRoutes(APP_ROUTES, pathname) ?? [];
  const path = matches.at(-1)?.route.path;
  return path === '*' ? undefined : path;
}

// One row of each list, in the server's wire shape, so row links and actions are rendered too.
const ROWS: Record<string, unknown[]> = {
  dataset: [createMockDatasetListItem({ id: 1, table_name: 'flights' })],
  database: [createMockDatabaseListItem({ id: 1, database_name: 'examples' })],
  // A row as the real server sends it (owners, dashboards, dataset...).
  chart: realChartList.result,
  saved_query: [
    {
      id: 4,
      label: 'Late flights',
      sql: 'SELECT 1',
      schema: 'main',
      database: { id: 1, database_name: 'examples' },
      changed_on_delta_humanized: 'now',
      created_by: null,
    },
  ],
  query: [
    {
      id: 11,
      client_id: 'aB3dE5gH7j',
      database: { database_name: 'examples' },
      sql: 'SELECT 1',
      status: 'success',
      rows: 1,
      tab_name: 'Untitled Query 1',
      user: { first_name: 'Ada', last_name: 'Admin' },
      start_time: 1_763_000_000_000,
    },
  ],
  'security/users': [createMockUser()],
  'security/roles': [createMockRole()],
};

function installAdminServer(): void {
  const server = installFakeServer()
    .on('GET', '/api/v1/me/roles/', { body: { result: createMockMe() } })
    .on('GET', '/api/v1/security/csrf_token/', { body: { result: 'csrf' } });
  for (const [resource, rows] of Object.entries(ROWS)) {
    server
      .on('GET', `/api/v1/${resource}/`, { body: createMockListResponse(rows as { id: number }[]) })
      .on('GET', `/api/v1/${resource}/_info`, { body: { permissions: ['can_read', 'can_write'] } });
  }
}

// SQL Lab's own links (Explore, Save dataset) are checked with SQL Lab.
const WALKED_PAGES = [
  PATHS.home,
  PATHS.dashboards,
  PATHS.charts,
  PATHS.datasets,
  PATHS.datasetAdd,
  PATHS.queryHistory,
  PATHS.savedQueries,
  PATHS.databases,
  PATHS.users,
  PATHS.roles,
];

describe('every link the app shows leads to a page that exists', () => {
  it('every menu entry is a route', () => {
    const items = buildNavItems(createI18n().t, () => true);
    const paths = collectPaths(items);
    expect(paths.length).toBeGreaterThan(8);
    expect(paths.filter((path) => !routeOf(path))).toEqual([]);
  });

  it.each(WALKED_PAGES)('every link on %s is a route', async (path) => {
    installAdminServer();
    renderApp(path);
    const main = await screen.findByRole('main');
    // The page's own content has arrived when its heading shows and the list (if any) stopped loading.
    await waitFor(() => expect(main.querySelector('h2, h3, h4')).not.toBeNull());
    await waitFor(() => expect(main.querySelector('.ant-spin-spinning, .loupe-loading')).toBeNull());

    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !routeOf(href))).toEqual([]);
  });

  it('knows a missing page when it sees one', () => {
    expect(routeOf('/no/such/page/')).toBeUndefined();
    expect(routeOf('/dashboard/1/')).toBe(PATHS.dashboardShort);
    expect(routeOf('/explore/?datasource_type=table&datasource_id=1')).toBe(PATHS.explore);
    expect(routeOf('/tablemodelview/list/')).toBe(PATHS.datasets);
  });
});
