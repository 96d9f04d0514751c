import { readFile } from 'node:fs/promises';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { ExplorePage } from './pages/ExplorePage.js';
import { ExploreSaveModal } from './pages/ExploreSaveModal.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

const CHART = 'e2e monthly delay by origin';
const DASHBOARD = 'e2e Delays dashboard';
/** Another chart on flights, which the Charts list's search must leave out. */
const OTHER_CHART = 'e2e flights count by destination';
const TOP = 5;
/** The time range, the first five months of 2001, as a Custom SQL WHERE filter. */
const TIME_RANGE = "date >= '2001-01-01' AND date < '2001-06-01'";
const MIN_DISTANCE = 300;
const MONTHS = 5;

test.use({ viewport: { width: 1440, height: 900 } });

test('an analyst builds a monthly delay line for the top origins, makes it a bar chart, saves it onto a new dashboard and downloads its CSV', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  // What the engine says: the five origins with the most delay in the range, and each one's months,
  // the biggest month first. The SQL's text is its own: other specs find history rows by theirs.
  const engine = await api.sqlRows(
    await api.databaseId('examples'),
    `WITH analyst_scope AS (
       SELECT origin, DATE_TRUNC('month', date) AS month, delay FROM flights
       WHERE ${TIME_RANGE} AND distance > ${MIN_DISTANCE}
     ), analyst_top AS (
       SELECT origin FROM analyst_scope GROUP BY origin ORDER BY SUM(delay) DESC LIMIT ${TOP}
     )
     SELECT origin, month, SUM(delay) AS monthly_delay FROM analyst_scope
     WHERE origin IN (SELECT origin FROM analyst_top)
     GROUP BY origin, month ORDER BY monthly_delay DESC`,
  );
  await api.createChart(OTHER_CHART, await api.datasetId('flights'), {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['destination'],
    metrics: ['count'],
    adhoc_filters: [],
  });
  const topOrigins = [...new Set(engine.map((row) => String(row.origin)))].sort();
  expect(topOrigins).toHaveLength(TOP);
  const busiest = engine[0]!;
  const explore = new ExplorePage(page);

  await test.step('opens flights from the Datasets list', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Datasets' }).click();
    await page.getByRole('link', { name: 'flights', exact: true }).click();
    await expect(page).toHaveURL(/\/explore\/\?/);
    await expect(explore.controls).toBeVisible();
    await shot('explore-flights');
  });

  await test.step('builds a monthly SUM(delay) line for the top 5 origins in a time range', async () => {
    await explore.chooseQuickViz('Line Chart');
    await expect(explore.chip('x_axis', 'date')).toBeVisible();
    await explore.choose('Time Grain', 'Month');
    await explore.addSimpleMetric('delay', 'SUM');
    await explore.addDimension('origin');
    await explore.choose('Series limit', String(TOP));
    // The time range as a WHERE clause: the Simple filter offers no range picker for `date`.
    await explore.addSqlFilter(TIME_RANGE);
    await explore.addSimpleFilter('distance', 'Greater than (>)', String(MIN_DISTANCE));
    await expect(explore.chip('adhoc_filters', `distance > ${MIN_DISTANCE}`)).toBeVisible();
    const query = await explore.updateChart();
    expect(query.series_limit).toBe(TOP);
    // The series are pivoted into one row per month, as Superset counts them.
    await expect(explore.rowCount).toHaveText(`${MONTHS} rows`);
    await explore.showChart();
    await shot('line-chart');
  });

  await test.step('the data pane shows the engine’s origins and sums', async () => {
    const results = await explore.showResults();
    // The chart's rows after Superset's pivot: a row per month, a column per origin.
    await expect(results).toContainText(`${MONTHS} rows`);
    const grid = results.getByRole('table');
    const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual(['date', ...topOrigins]);
    // The busiest month first: sort its origin's column descending (one click ascending, two descending).
    const origin = String(busiest.origin);
    // Its name gains the sort arrow's label once sorted.
    const header = grid.getByRole('columnheader', { name: new RegExp(`^${origin}\\b`) });
    await header.click();
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = grid.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(headers.indexOf(origin))).toHaveText(
      String(busiest.monthly_delay),
    );
    await shot('results-pane');
    await page.getByRole('button', { name: 'Hide data' }).click();
  });

  await test.step('switches to a bar chart', async () => {
    await explore.chooseQuickViz('Bar Chart');
    // The controls both chart types have keep their values: still the top 5 origins only.
    const query = await explore.updateChart();
    expect(query.series_limit).toBe(TOP);
    await expect(explore.rowCount).toHaveText(`${MONTHS} rows`);
    await explore.showChart();
    await shot('bar-chart');
  });

  let chartId = 0;
  await test.step('saves it onto a new dashboard', async () => {
    const modal = new ExploreSaveModal(page);
    await modal.open();
    await modal.saveAs(CHART);
    await modal.addToNewDashboard(DASHBOARD);
    await shot('save-modal');
    await modal.save();
    await expect(
      page.getByText(`Dashboard [${DASHBOARD}] just got created and chart [${CHART}] was added to it`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: CHART })).toBeVisible();
    await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
    chartId = Number(new URL(page.url()).searchParams.get('slice_id'));
    const saved = await api.chart(chartId);
    expect(saved.viz_type).toBe('echarts_timeseries_bar');
    expect(saved.dashboards.map((d) => d.dashboard_title)).toEqual([DASHBOARD]);
    await shot('saved');
  });

  await test.step('reopens it from the Charts list with its controls', async () => {
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Charts' }).click();
    // Typed once the list has loaded: the list sets its filters up when it opens.
    await expect(page.getByRole('link', { name: OTHER_CHART })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(CHART);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: OTHER_CHART })).toBeHidden();
    await expect(search).toHaveValue(CHART);
    await expect(page.getByRole('link', { name: CHART })).toBeVisible();
    await shot('charts-list');
    await page.getByRole('link', { name: CHART }).click();
    await expect(page).toHaveURL(new RegExp(`/explore/\\?slice_id=${chartId}`));
    await expect(page.getByRole('heading', { name: CHART })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Visualization type' }).getByRole('button', { name: 'Bar Chart' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(explore.chip('metrics', 'SUM(delay)')).toBeVisible();
    await expect(explore.chip('groupby', 'origin')).toBeVisible();
    await expect(explore.chip('adhoc_filters', TIME_RANGE)).toBeVisible();
    await expect(explore.rowCount).toHaveText(`${MONTHS} rows`);
    await expect(explore.chartDrawing).toBeVisible();
    await shot('reopened');
  });

  await test.step('downloads the chart’s data as CSV', async () => {
    const download = page.waitForEvent('download');
    await explore.headerMenu('Download', 'Export to .CSV');
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    // The chart's own rows: a month per line, a column per origin (named alone, as the chart's
    // Truncate Metric asks), the months as Superset writes datetimes.
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header?.split(',')).toEqual(['date', ...topOrigins]);
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      ['01', '02', '03', '04', '05'].map((month) => `2001-${month}-01 00:00:00`),
    );
    // The engine gives the month as an ISO datetime ('2001-04-01T00:00:00').
    const busiestMonth = rows.find((row) => row.startsWith(String(busiest.month).slice(0, 10)));
    expect(busiestMonth?.split(',')[topOrigins.indexOf(String(busiest.origin)) + 1]).toBe(
      String(busiest.monthly_delay),
    );
  });
});
