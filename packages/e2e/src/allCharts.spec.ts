import type { Locator, Page } from '@playwright/test';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { EXAMPLE_CHARTS, exampleFormData } from './exampleCharts.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

/** What a chart area shows, measured in the browser. */
interface Drawn {
  /** Pixels of the chart's canvases in a colour (not white, grey or black): series, not only axes. */
  colouredPixels: number;
  /** SVG marks (paths with a shape, rects, circles, texts with words). */
  svgMarks: number;
  /** Body rows of the tables shown. */
  tableRows: number;
  /** The area's text, for numbers and error messages. */
  text: string;
  /** The message of a failed query or a chart that threw while rendering. */
  error: string | null;
}

function measure(container: Locator): Promise<Drawn> {
  return container.evaluate((host) => {
    let colouredPixels = 0;
    for (const canvas of Array.from(host.querySelectorAll('canvas'))) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 100 && Math.max(r, g, b) - Math.min(r, g, b) > 40) colouredPixels += 1;
      }
    }
    const svgMarks = Array.from(host.querySelectorAll('svg path, svg rect, svg circle, svg text')).filter(
      (mark) =>
        mark.tagName === 'text'
          ? (mark.textContent ?? '').trim() !== ''
          : mark.getBoundingClientRect().width > 0,
    ).length;
    const tableRows = host.querySelectorAll('table tbody tr').length;
    const failure = host.querySelector('[data-testid="chart-render-error"], [data-testid="chart-error"]');
    return {
      colouredPixels,
      svgMarks,
      tableRows,
      text: (host.textContent ?? '').trim(),
      error: failure ? (failure.textContent ?? 'error') : null,
    };
  });
}

/** Why the chart area counts as empty, or null when it shows a chart. */
function emptiness(vizType: string, drawn: Drawn): string | null {
  if (drawn.error) return `error: ${drawn.error}`;
  if (/NaN|undefined|Invalid date/.test(drawn.text)) return `bad text: ${drawn.text.slice(0, 200)}`;
  if (vizType === 'table' || vizType === 'pivot_table_v2') {
    return drawn.tableRows > 0 ? null : 'a table without body rows';
  }
  if (vizType === 'big_number_total') return /\d/.test(drawn.text) ? null : 'a big number without a number';
  if (vizType === 'big_number' && !/\d/.test(drawn.text)) return 'a big number without a number';
  // Word clouds are SVG; every other chart is an ECharts canvas, which must show coloured marks.
  if (drawn.colouredPixels >= 200 || drawn.svgMarks > 0) return null;
  return `nothing drawn (${drawn.colouredPixels} coloured pixels, ${drawn.svgMarks} SVG marks)`;
}

/** The errors the page logs from now on, to name the chart that caused them. */
function errorLog(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every chart type draws its saved example chart in Explore, without errors', async ({
  page,
  request,
}, testInfo) => {
  // 28 charts, each opened, measured and checked for accessibility.
  test.setTimeout(EXAMPLE_CHARTS.length * 25_000);
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const datasetIds = new Map<string, number>();
  const saved: { chart: (typeof EXAMPLE_CHARTS)[number]; sliceId: number }[] = [];
  for (const chart of EXAMPLE_CHARTS) {
    const datasetId = datasetIds.get(chart.dataset) ?? (await api.datasetId(chart.dataset));
    datasetIds.set(chart.dataset, datasetId);
    const sliceId = await api.createChart(chart.name, datasetId, exampleFormData(chart, datasetId));
    saved.push({ chart, sliceId });
  }
  expect(new Set(saved.map(({ chart }) => chart.vizType)).size).toBe(28);

  await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
  const errors = errorLog(page);
  for (const { chart, sliceId } of saved) {
    await test.step(`${chart.vizType}: ${chart.name}`, async () => {
      errors.length = 0;
      await page.goto(`/explore/?slice_id=${sliceId}`);
      // Soft checks, and the next chart when one fails: one run reports every broken chart.
      const heading = page.getByRole('heading', { name: chart.name });
      await expect.soft(heading, `${chart.vizType} opens in Explore`).toBeVisible();
      if (!(await heading.isVisible())) return;
      const container = page.getByTestId('chart-container');
      // A run that ends (rows counted) or fails; then the chart must be painted.
      const ran = page.getByTestId('chart-row-count').or(page.getByTestId('chart-error'));
      await expect.soft(ran, `${chart.vizType} runs its query`).toBeVisible({ timeout: 30_000 });
      if (!(await ran.isVisible())) return;
      await expect
        .soft(
          async () => expect(emptiness(chart.vizType, await measure(container))).toBeNull(),
          `${chart.vizType} draws a chart`,
        )
        .toPass({ timeout: 10_000 });
      // ECharts' entry animation, so the screenshot shows the chart as a reader sees it.
      await page.waitForTimeout(1000);
      await shot(chart.vizType);
      expect.soft(errors, `${chart.vizType} logs no console or page errors`).toEqual([]);
    });
  }
});
