import type { Locator, Page } from '@playwright/test';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { DashboardPage } from './pages/DashboardPage.js';
import { FilterBar } from './pages/FilterBar.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

const FLIGHTS = 'Flights';
const ORIGINS_PIE = 'Busiest Origin Airports';

/** The rows a chart drew, as "View as table" lists them (its first query's answer), cell texts by column. */
async function chartRows(page: Page, chart: Locator, name: string): Promise<Record<string, string>[]> {
  // Charts below the fold load once scrolled to.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-chart-status', 'success', { timeout: 60_000 });
  await chart.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'View as table' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const headers = await dialog.locator('thead th').allInnerTexts();
  const rows: Record<string, string>[] = [];
  for (const row of await dialog.locator('tbody tr.ant-table-row').all()) {
    const cells = await row.locator('td').allInnerTexts();
    rows.push(
      Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index]?.trim() ?? ''])),
    );
  }
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  return rows;
}

/** The count a big number chart drew (its table's only value). */
async function chartCount(page: Page, chart: Locator, name: string): Promise<number> {
  const [row] = await chartRows(page, chart, name);
  return Number(Object.values(row ?? {})[0]);
}

test('a viewer filters the flights dashboard, reloads it, shares it, and cross-filters from the origins pie', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const viewer = await api.createSpecUser('vic_filters', 'Alpha');
  const examples = await api.databaseId('examples');
  const duckdb = async (sql: string) => api.sqlRows(examples, sql);
  const count = async (where: string) =>
    Number((await duckdb(`SELECT COUNT(*) AS n FROM flights WHERE ${where}`))[0]?.n);
  const inFebruary = "date >= '2001-02-01' AND date < '2001-03-01'";

  await new LoginPage(page).signInAs(viewer.username, viewer.password);
  const dashboard = new DashboardPage(page);
  const bar = new FilterBar(page);
  const flights = dashboard.chart(FLIGHTS);
  const pie = dashboard.chart(ORIGINS_PIE);
  await dashboard.goto('flight-delays');
  await expect(bar.root).toBeVisible();
  const total = await count('TRUE');
  expect(await chartCount(page, flights, FLIGHTS)).toBe(total);
  await shot('opened');

  await test.step('origin SEA and February: every in-scope chart follows, the out-of-scope pie keeps every origin', async () => {
    await bar.select('Origin airport', 'SEA');
    await bar.timeRange('Flight date', '2001-02-01', '2001-03-01');
    await bar.apply();
    await expect
      .poll(() => chartCount(page, flights, FLIGHTS), { timeout: 60_000 })
      .toBe(await count(`origin = 'SEA' AND ${inFebruary}`));
    // The pie is out of the origin filter's scope, in the time filter's: February, every origin.
    const pieRows = await chartRows(page, pie, ORIGINS_PIE);
    const februaryByOrigin = await duckdb(
      `SELECT origin, COUNT(*) AS n FROM flights WHERE ${inFebruary} GROUP BY origin ORDER BY n DESC LIMIT 10`,
    );
    expect(pieRows.map((row) => [row.origin, Number(row.count)])).toEqual(
      februaryByOrigin.map((row) => [row.origin, Number(row.n)]),
    );
    await expect(page).toHaveURL(/native_filters_key=/);
    await shot('filtered');
  });

  await test.step('a reload opens with the same filters, from native_filters_key', async () => {
    await page.reload();
    await expect(bar.item('Origin airport')).toContainText('SEA');
    await expect(bar.timeButton('Flight date')).toHaveText('2001-02-01 : 2001-03-01');
    expect(await chartCount(page, flights, FLIGHTS)).toBe(await count(`origin = 'SEA' AND ${inFebruary}`));
  });

  await test.step('a shared permalink opens with the same filters', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    await expect(page.getByText('Link Copied!')).toBeVisible();
    const link = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(link).toMatch(/\/superset\/dashboard\/p\/[\w-]+\/?$/);
    await page.goto('/superset/welcome/');
    await page.goto(link);
    await expect(bar.timeButton('Flight date')).toHaveText('2001-02-01 : 2001-03-01');
    expect(await chartCount(page, flights, FLIGHTS)).toBe(await count(`origin = 'SEA' AND ${inFebruary}`));
  });

  await test.step('Clear all, then a click on the pie cross-filters the other charts until its chip is removed', async () => {
    await bar.clearAll();
    await expect.poll(() => chartCount(page, flights, FLIGHTS), { timeout: 60_000 }).toBe(total);
    const [busiest] = await duckdb(
      'SELECT origin, COUNT(*) AS n FROM flights GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    await pie.scrollIntoViewIfNeeded();
    await expect(pie).toHaveAttribute('data-chart-status', 'success', { timeout: 60_000 });
    // The largest slice starts at twelve o'clock and runs clockwise: click just past it, on the ring
    // (the donut's inner radius is 40 %, its outer 70 %; the legend takes 160 px on the right).
    const canvas = pie.getByTestId('echarts');
    const box = (await canvas.boundingBox())!;
    const width = box.width - 160;
    const radius = (Math.min(width, box.height) / 2) * 0.55;
    const angle = (8 * Math.PI) / 180;
    await canvas.click({
      position: { x: width / 2 + radius * Math.sin(angle), y: box.height / 2 - radius * Math.cos(angle) },
    });
    await expect(bar.crossFilterChips).toHaveCount(1);
    await expect(bar.crossFilterChips.first()).toContainText(`${ORIGINS_PIE}${String(busiest?.origin)}`);
    await expect.poll(() => chartCount(page, flights, FLIGHTS), { timeout: 60_000 }).toBe(Number(busiest?.n));
    await shot('cross-filtered');
    await bar.crossFilterChips
      .first()
      .getByRole('button', { name: `Remove cross-filter ${ORIGINS_PIE}: ${String(busiest?.origin)}` })
      .click();
    await expect(bar.crossFilterChips).toHaveCount(0);
    await expect.poll(() => chartCount(page, flights, FLIGHTS), { timeout: 60_000 }).toBe(total);
  });
});
