import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

const CHART = 'e2e flights by origin';
const SAVED_AS = 'e2e flights by origin (pie)';
const TOP_ORIGINS = 5;

test('an analyst opens a chart in Explore, checks its numbers, switches it to a pie and saves it', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const flights = await api.datasetId('flights');
  await api.createChart(CHART, flights, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['origin'],
    metrics: ['count'],
    row_limit: TOP_ORIGINS,
    order_desc: true,
    adhoc_filters: [],
    // Whole numbers with thousands separators (the table's own default is the adaptive 166k).
    column_config: { count: { d3NumberFormat: ',d' } },
  });
  // What the engine itself says the busiest origins are.
  const expected = await api.sqlRows(
    await api.databaseId('examples'),
    // Not the text of other specs' queries: their history rows are found by it.
    `SELECT origin, COUNT(*) AS flight_count FROM flights GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_ORIGINS}`,
  );

  await test.step('the Charts list links the chart to Explore', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Charts' }).click();
    await expect(page.getByRole('link', { name: CHART })).toBeVisible();
    await shot('charts-list');
    await page.getByRole('link', { name: CHART }).click();
    await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
  });

  await test.step('Explore draws the saved table with the engine’s numbers', async () => {
    await expect(page.getByRole('heading', { name: CHART })).toBeVisible();
    const table = page.getByRole('table', { name: CHART });
    await expect(table.getByRole('row')).toHaveCount(TOP_ORIGINS + 1);
    for (const [index, row] of expected.entries()) {
      const cells = table
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell');
      await expect(cells.nth(0)).toHaveText(String(row.origin));
      await expect(cells.nth(1)).toHaveText(Number(row.flight_count).toLocaleString('en-US'));
    }
    // The draft is kept under a form-data key, so a reload reopens it.
    await expect(page).toHaveURL(/form_data_key=/);
    await shot('explore-table');
    // The data pane: the rows the chart's query returned.
    await page.getByRole('button', { name: 'Show data' }).click();
    await expect(page.getByRole('region', { name: 'Results' })).toContainText(`${TOP_ORIGINS} rows`);
    await shot('explore-data-pane');
    await page.getByRole('button', { name: 'Hide data' }).click();
  });

  await test.step('switching to a pie keeps the dimension and the metric, and draws it', async () => {
    await page
      .getByRole('group', { name: 'Visualization type' })
      .getByRole('button', { name: 'Pie Chart' })
      .click();
    await expect(page.getByRole('button', { name: 'Update chart' })).toBeEnabled();
    await page.getByRole('button', { name: 'Update chart' }).click();
    await expect(page.getByTestId('chart-row-count')).toHaveText(`${TOP_ORIGINS} rows`);
    await expect(page.getByTestId('chart-container').locator('canvas, svg').first()).toBeVisible();
    await shot('explore-pie');
  });

  await test.step('Save as a new chart opens it, and the list shows both', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByLabel('Save as...').check();
    await dialog.getByLabel('Chart name').fill(SAVED_AS);
    await shot('save-chart');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: SAVED_AS })).toBeVisible();
    await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
    await expect(page.getByTestId('chart-row-count')).toHaveText(`${TOP_ORIGINS} rows`);
    await page.goto('/chart/list/');
    await expect(page.getByRole('link', { name: SAVED_AS })).toBeVisible();
    await expect(page.getByRole('link', { name: CHART, exact: true })).toBeVisible();
  });
});

test('an analyst builds a line chart from + Chart: dataset, type, a metric from the popover', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/chart/list/');
  await page.getByRole('button', { name: 'plus Chart' }).first().click();
  await expect(page).toHaveURL(/\/chart\/add/);

  await test.step('chooses the flights dataset and the line chart', async () => {
    await page.getByRole('combobox', { name: 'Choose a dataset' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="flights"]').click();
    await page.getByRole('option', { name: 'Line Chart', exact: true }).click();
    await shot('chart-add');
    await page.getByRole('button', { name: 'Create new chart' }).click();
    await expect(page).toHaveURL(/\/explore\/\?viz_type=echarts_timeseries_line&datasource=\d+__table/);
    await expect(page.getByText('Metrics: cannot be empty')).toBeVisible();
  });

  await test.step('adds SUM(delay) in the metric popover and draws the chart', async () => {
    await page
      .getByTestId(/-metrics-drop$/)
      .getByRole('button', { name: 'Add metric' })
      .click();
    const popover = page
      .getByRole('region', { name: /metric/i })
      .or(page.locator('.ant-popover:visible'))
      .first();
    await popover.getByRole('tab', { name: 'Simple' }).click();
    await popover.getByRole('combobox', { name: 'Column' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="delay"]').click();
    await popover.getByRole('combobox', { name: 'Aggregate' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="SUM"]').click();
    await shot('metric-popover');
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('SUM(delay)', { exact: true })).toBeVisible();
    // Once no control blocks it, a chart that has never been drawn runs by itself.
    await expect(page.getByTestId('chart-row-count')).toContainText('rows');
    await expect(page.getByRole('button', { name: 'Update chart' })).toBeEnabled();
    await expect(page.getByTestId('chart-container').locator('canvas, svg').first()).toBeVisible();
    await shot('line-chart');
  });
});
