import type { APIRequestContext, Locator } from '@playwright/test';
import { settle } from './animations.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { DashboardPage } from './pages/DashboardPage.js';
import { FiltersConfigModal } from './pages/FiltersConfigModal.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

// A wide screen: the modal's two panes side by side, as an editor sees it on a desktop.
test.use({ viewport: { width: 1440, height: 900 } });

// Named apart from other specs' charts and dashboards.
const DELAYS = 'e2e FC Average delay';
const DESTINATIONS = 'e2e FC Flights by destination';
const BOARD = 'e2e Filters config board';
const ORIGIN = 'SEA';

interface StoredFilter {
  id: string;
  name: string;
  cascadeParentIds?: string[];
  scope?: { rootPath: string[]; excluded: number[] };
  chartsInScope?: number[];
  targets: { datasetId?: number; column?: { name: string } }[];
}

/** Two tabs, "Overview" with the delay chart and "Routes" with the destinations chart. */
function twoTabLayout(delays: number, destinations: number): string {
  const tab = (id: string, text: string, chartId: number, sliceName: string) => ({
    [`TAB-${id}`]: {
      type: 'TAB',
      id: `TAB-${id}`,
      children: [`ROW-${id}`],
      parents: ['ROOT_ID', 'TABS-fc'],
      meta: { text },
    },
    [`ROW-${id}`]: {
      type: 'ROW',
      id: `ROW-${id}`,
      children: [`CHART-${id}`],
      parents: ['ROOT_ID', 'TABS-fc', `TAB-${id}`],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    [`CHART-${id}`]: {
      type: 'CHART',
      id: `CHART-${id}`,
      children: [],
      parents: ['ROOT_ID', 'TABS-fc', `TAB-${id}`, `ROW-${id}`],
      meta: { chartId, sliceName, width: 6, height: 50 },
    },
  });
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-fc'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
    HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: BOARD } },
    'TABS-fc': {
      type: 'TABS',
      id: 'TABS-fc',
      children: ['TAB-overview', 'TAB-routes'],
      parents: ['ROOT_ID'],
      meta: {},
    },
    ...tab('overview', 'Overview', delays, DELAYS),
    ...tab('routes', 'Routes', destinations, DESTINATIONS),
  });
}

/**
 * The distinct destinations of the flights, from `origin` when given, as the chart data API (DuckDB
 * behind it) counts them: the truth the cascading filter's options must match.
 */
async function destinationCount(
  request: APIRequestContext,
  datasetId: number,
  origin?: string,
): Promise<number> {
  const response = await request.post('/api/v1/chart/data', {
    data: {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: ['destination'],
          metrics: ['count'],
          filters: origin ? [{ col: 'origin', op: 'IN', val: [origin] }] : [],
          orderby: [],
          row_limit: 10_000,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { rowcount: number }[] };
  return body.result[0]!.rowcount;
}

/** How many options a select filter of the bar offers while nothing is chosen ("N options"). */
async function optionCount(item: Locator): Promise<number> {
  const placeholder = item.locator('.ant-select-placeholder, .ant-select-selection-placeholder');
  await expect(placeholder).toHaveText(/^\d+ options?$/, { timeout: 60_000 });
  return Number.parseInt(await placeholder.innerText(), 10);
}

test('an editor adds cascading Origin → Destination filters, scopes the child to one tab and saves them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const flights = await api.datasetId('flights');
  const delays = await api.createChart(DELAYS, flights, {
    viz_type: 'big_number_total',
    metric: { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'AVG(delay)' },
    adhoc_filters: [],
  });
  const destinations = await api.createChart(DESTINATIONS, flights, {
    viz_type: 'pie',
    metric: 'count',
    groupby: ['destination'],
    row_limit: 10,
    adhoc_filters: [],
  });
  const id = await api.createDashboard(BOARD);
  await api.updateDashboard(id, { position_json: twoTabLayout(delays, destinations) });

  const dashboard = new DashboardPage(page);
  const modal = new FiltersConfigModal(page);
  const bar = page.getByRole('complementary', { name: 'Dashboard filters' });
  const barItem = (name: string) => bar.getByTestId('filter-item').filter({ hasText: name });

  await test.step('an editor sees the filter bar of a dashboard without filters and opens the modal', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await dashboard.goto(id);
    await expect(bar.getByText('No filters are currently added to this dashboard.')).toBeVisible();
    await modal.open();
    await expect(modal.items).toHaveCount(0);
  });

  await test.step('Origin, then Destination depending on it, scoped to the Routes tab', async () => {
    await modal.addFilter();
    // The dashboard reads one dataset: it is chosen already. The name and column are not: Save says so.
    await expect(modal.root.getByText('flights', { exact: true })).toBeVisible();
    await modal.root.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(modal.root.getByText('Name is required')).toBeVisible();
    await expect(modal.root.getByText('Column is required')).toBeVisible();
    await expect(modal.root.getByLabel('Filter name', { exact: true })).toBeFocused();
    await shot('modal-errors-1440');
    await modal.fillValueFilter('Origin', 'origin');
    await modal.addFilter();
    await modal.fillValueFilter('Destination', 'destination', ['Origin']);
    await modal.scopeWithout('Overview');
    expect(await modal.itemTitles()).toEqual(['Origin', 'Destination']);
    // The keyboard moves an item through the list, and back.
    await modal.moveByKeyboard('Destination', 'ArrowUp');
    await expect.poll(() => modal.itemTitles()).toEqual(['Destination', 'Origin']);
    await modal.moveByKeyboard('Destination', 'ArrowDown');
    await expect.poll(() => modal.itemTitles()).toEqual(['Origin', 'Destination']);
    await shot('modal-scoping-1440');
    await modal.root.getByRole('tab', { name: 'Settings' }).click();
    await shot('modal-settings-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('modal-settings-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await modal.save();
  });

  await test.step('the bar shows both; an origin narrows the destinations to what the data holds', async () => {
    // Destination applies to the Routes tab only: on Overview it waits under "Filters out of scope".
    await expect(barItem('Origin')).toBeVisible();
    await expect(bar.getByText('Filters out of scope (1)')).toBeVisible();
    await page.getByRole('tab', { name: 'Routes' }).click();
    await expect(barItem('Destination')).toBeVisible();
    const destination = barItem('Destination');
    expect(await optionCount(destination)).toBe(await destinationCount(page.request, flights));
    const origin = bar.getByRole('combobox', { name: 'Origin' });
    await origin.click();
    await origin.fill(ORIGIN);
    await settle(page);
    await page.locator(SELECTORS.selectOption(ORIGIN)).click();
    await page.keyboard.press('Escape');
    const fromOrigin = await destinationCount(page.request, flights, ORIGIN);
    expect(fromOrigin).toBeGreaterThan(0);
    await expect.poll(() => optionCount(destination), { timeout: 60_000 }).toBe(fromOrigin);
    await shot('bar-cascaded');
  });

  await test.step('the stored configuration holds the parent and the scope', async () => {
    const stored = (await api.dashboard(id)) as { json_metadata?: string | null };
    const metadata = JSON.parse(stored.json_metadata ?? '{}') as {
      native_filter_configuration?: StoredFilter[];
    };
    const [originFilter, destinationFilter] = metadata.native_filter_configuration ?? [];
    expect(originFilter).toMatchObject({
      id: expect.stringMatching(/^NATIVE_FILTER-/),
      name: 'Origin',
      targets: [{ datasetId: flights, column: { name: 'origin' } }],
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    });
    expect(destinationFilter).toMatchObject({
      name: 'Destination',
      targets: [{ datasetId: flights, column: { name: 'destination' } }],
      cascadeParentIds: [originFilter!.id],
      scope: { rootPath: ['TAB-routes'], excluded: [] },
      chartsInScope: [destinations],
      tabsInScope: ['TAB-routes'],
    });
  });
});
