import { ApiClient } from './api.js';
import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { DashboardPage } from './pages/DashboardPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

const EXAMPLES = ['flight-delays', 'seattle-weather', 'stock-market'];

test('every chart of the example dashboards paints, in every tab, with no error', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = stepScreenshots(page, testInfo);
  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  const dashboard = new DashboardPage(page);
  let painted = 0;
  for (const slug of EXAMPLES) {
    // Standalone loads every chart at once (as screenshots do), not as it scrolls into view.
    await dashboard.goto(slug, '?standalone=1');
    const tabs = page.getByRole('tab');
    const tabCount = Math.max(1, await tabs.count());
    for (let index = 0; index < tabCount; index += 1) {
      if ((await tabs.count()) > 0) await tabs.nth(index).click();
      await dashboard.waitUntilReady();
      await expect(dashboard.failedCharts).toHaveCount(0);
      expect(await dashboard.paintedCharts.count()).toBeGreaterThan(0);
      painted += await dashboard.paintedCharts.count();
      await shot(`${slug}-${index}`);
    }
  }
  // The examples hold at least 20 charts between them.
  expect(painted).toBeGreaterThanOrEqual(20);
});

test('focused_chart opens the dashboard with that chart full size, its tab opened', async ({
  page,
  request,
}) => {
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const stored = await api.dashboard('flight-delays');
  const layout = JSON.parse(stored.position_json ?? '{}') as Record<
    string,
    { type: string; parents?: string[]; children?: string[]; meta?: { chartId?: number } }
  >;
  const tabs = Object.values(layout).find((item) => item.type === 'TABS') as
    { children?: string[] } | undefined;
  const secondTab = tabs?.children?.[1] ?? '';
  // A chart of the second tab: not drawn unless the parameter opens its tab.
  const chart = Object.values(layout).find(
    (item) => item.type === 'CHART' && item.parents?.includes(secondTab),
  );
  const chartId = Number(chart?.meta?.chartId);
  expect(chartId).toBeGreaterThan(0);

  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  await new DashboardPage(page).goto('flight-delays', `?focused_chart=${chartId}`);
  const full = page.locator('.loupe-dashboard-chart-full');
  await expect(full).toHaveAttribute('data-chart-id', String(chartId));
  await expect(full).toHaveAttribute('data-chart-status', 'success', { timeout: 60_000 });
});

test('markdown on a dashboard is sanitised: its HTML cannot run script', async ({ page, request }) => {
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const id = await api.createDashboard('e2e Markdown safety');
  const code =
    '# Safe heading\n\n<img src="x" alt="broken" onerror="window.__loupeXss = 1"><script>window.__loupeXss = 2</script>' +
    '<iframe src="about:blank"></iframe>[link](javascript:window.__loupeXss=3) <b style="color:red">kept</b>';
  await api.updateDashboard(id, {
    position_json: JSON.stringify({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
      'ROW-a': {
        id: 'ROW-a',
        type: 'ROW',
        children: ['MARKDOWN-a'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: {},
      },
      'MARKDOWN-a': {
        id: 'MARKDOWN-a',
        type: 'MARKDOWN',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
        meta: { width: 6, height: 30, code },
      },
    }),
  });
  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(id);
  const markdown = page.locator('.loupe-markdown');
  await expect(markdown.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(markdown.getByText('kept')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __loupeXss?: number }).__loupeXss)).toBeUndefined();
  const html = await markdown.innerHTML();
  expect(html).not.toMatch(/onerror|<script|<iframe|javascript:|style=/i);
});
