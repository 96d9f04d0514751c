import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { DASHBOARD_TEXT as T, DashboardPage } from './pages/DashboardPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

// Tall enough that the whole layout is in view: a drag does not scroll the page under the pointer.
test.use({ viewport: { width: 1280, height: 1400 } });

const DELAYS = 'e2e Average delay';
// Named apart from other specs' charts: the Charts list's link lookups match by substring.
const ORIGINS = 'e2e Origin share pie';

test('an editor builds a dashboard from two charts, with tabs, markdown and a header; resizes, undoes, saves and publishes; another user reads it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const flights = await api.datasetId('flights');
  await api.createChart(DELAYS, flights, {
    viz_type: 'big_number_total',
    metric: { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'AVG(delay)' },
    adhoc_filters: [],
  });
  await api.createChart(ORIGINS, flights, {
    viz_type: 'pie',
    metric: 'count',
    groupby: ['origin'],
    row_limit: 5,
    adhoc_filters: [],
  });
  const id = await api.createDashboard('e2e Delays board');
  const reader = await api.createSpecUser('ada_alpha', 'Alpha');
  const dashboard = new DashboardPage(page);

  await test.step('the new dashboard opens empty, with a way into edit mode', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await dashboard.goto(id);
    await expect(page.getByText('There are no charts added to this dashboard')).toBeVisible();
    await dashboard.startEditing();
    await expect(page.getByText('Drag and drop components and charts to the dashboard')).toBeVisible();
    await shot('empty-edit');
  });

  await test.step('two charts dragged from the pane land side by side in a row', async () => {
    await dashboard.dragFromPane('Charts', DELAYS, 'GRID_ID:0');
    await expect(dashboard.chart(DELAYS)).toBeVisible();
    const row = await dashboard.layoutId('ROW');
    await dashboard.dragFromPane('Charts', ORIGINS, `${row}:1`);
    await expect(dashboard.chart(ORIGINS)).toBeVisible();
    await expect(page.locator(`[data-layout-id="${row}"] [data-layout-type="CHART"]`)).toHaveCount(2);
    // A chart already on the dashboard cannot be added twice.
    await expect(page.getByRole('button', { name: `Drag ${DELAYS} onto the dashboard` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await shot('two-charts');
  });

  await test.step('tabs above them with markdown inside, and a header on top', async () => {
    await dashboard.dragFromPane('Layout elements', 'Tabs', 'GRID_ID:0');
    const tab = await dashboard.layoutId('TAB');
    await dashboard.dragFromPane('Layout elements', 'Text / Markdown', `${tab}:0`);
    await expect(page.locator(`[data-layout-type="TABS"] [data-layout-type="MARKDOWN"]`)).toHaveCount(1);
    await dashboard.dragFromPane('Layout elements', 'Header', 'GRID_ID:0');
    await expect(page.locator('[data-layout-type="HEADER"]')).toHaveCount(1);
    await shot('layout-elements');
  });

  await test.step('a chart is resized by keyboard, undone and redone', async () => {
    const handle = dashboard.resizeHandle(DELAYS);
    await expect(handle).toHaveAttribute('aria-valuenow', '4');
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '5');
    await page.getByRole('button', { name: T.undo }).click();
    await expect(handle).toHaveAttribute('aria-valuenow', '4');
    await page.getByRole('button', { name: T.redo }).click();
    await expect(handle).toHaveAttribute('aria-valuenow', '5');
    await shot('resized');
  });

  await test.step('saving stores the layout; publishing makes it public', async () => {
    await dashboard.save();
    await dashboard.expectToast(T.saved);
    await expect(page.getByRole('button', { name: T.edit })).toBeVisible();
    const stored = await api.dashboard(id);
    const layout = JSON.parse(stored.position_json ?? '{}') as Record<
      string,
      { type?: string; meta?: { width?: number; sliceName?: string } }
    >;
    const types = Object.values(layout).map((item) => item.type);
    expect(types.filter((type) => type === 'CHART')).toHaveLength(2);
    expect(types).toEqual(expect.arrayContaining(['HEADER', 'TABS', 'TAB', 'MARKDOWN', 'ROW']));
    const delays = Object.values(layout).find(
      (item) => item.type === 'CHART' && item.meta?.sliceName === DELAYS,
    );
    expect(delays?.meta?.width).toBe(5);
    await page.getByRole('button', { name: 'Draft: click to publish this dashboard' }).click();
    await dashboard.expectToast(T.published);
    expect((await api.dashboard(id)).published).toBe(true);
    await dashboard.waitUntilReady();
    await expect(dashboard.failedCharts).toHaveCount(0);
    await shot('saved-published');
  });

  await test.step('another user sees it read-only', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await new LoginPage(other).signInAs(reader.username, reader.password);
    const view = new DashboardPage(other);
    await view.goto(id);
    await view.waitUntilReady();
    await expect(view.chart(DELAYS)).toBeVisible();
    await expect(view.chart(ORIGINS)).toBeVisible();
    await expect(other.getByRole('button', { name: T.edit })).toHaveCount(0);
    await expect(other.getByRole('slider')).toHaveCount(0);
    // The rows behind a chart, under its filters: Drill to detail.
    await other.getByRole('button', { name: `More actions for ${ORIGINS}` }).click();
    await other.getByRole('menuitem', { name: 'Drill to detail' }).click();
    const drill = other.getByRole('dialog', { name: `Drill to detail: ${ORIGINS}` });
    await expect(drill.getByRole('columnheader', { name: 'origin', exact: true })).toBeVisible();
    await expect(drill.getByText('50 rows')).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath('reader-drill.png') });
    await drill.getByRole('button', { name: 'Close' }).click();
    await other.screenshot({ path: testInfo.outputPath('reader.png') });
    await context.close();
  });
});

test('saving over a dashboard changed in another tab asks to confirm the overwrite', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const id = await api.createDashboard('e2e Overwrite board');
  const dashboard = new DashboardPage(page);
  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  await dashboard.goto(id, '?edit=true');
  await dashboard.dragFromPane('Layout elements', 'Divider', 'GRID_ID:0');
  // Meanwhile another tab renames it.
  await api.updateDashboard(id, { dashboard_title: 'e2e Renamed elsewhere' });
  await dashboard.save();
  await expect(page.getByText(T.overwrite)).toBeVisible();
  await shot('overwrite-confirm');
  await page.getByRole('button', { name: 'Overwrite' }).click();
  await dashboard.expectToast(T.saved);
  const stored = await api.dashboard(id);
  expect(stored.dashboard_title).toBe('e2e Overwrite board');
  expect(stored.position_json).toContain('DIVIDER');
});
