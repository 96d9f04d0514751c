import type { Locator, Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';

/** A common laptop width, where SQL Lab's toolbar used to wrap onto a second line. */
test.use({ viewport: { width: 1440, height: 900 } });

const QUERY = 'SELECT origin, COUNT(*) AS flights FROM flights GROUP BY origin ORDER BY flights DESC';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** WCAG 2 contrast of two CSS rgb() colours, computed in the page. */
function contrast(page: Page, fg: string, bg: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const lum = (color: string): number => {
        const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const ch = (v: number): number => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(bl!);
      };
      const [x, y] = [lum(a), lum(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    },
    [fg, bg] as const,
  );
}

test('SQL Lab at 1440 px: one-line toolbar, results filling their pane, results kept across a reload, a dark editor', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const sqlLab = new SqlLabPage(page);

  await test.step('signs in and opens SQL Lab', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await sqlLab.goto();
  });

  await test.step('the toolbar fits on one line', async () => {
    const buttons = page.getByTestId('run-controls').getByRole('button');
    const tops = new Set<number>();
    for (const button of await buttons.all()) tops.add(Math.round((await box(button)).y));
    expect([...tops]).toHaveLength(1);
  });

  await test.step('runs a query: the grid fills the results pane, numbers on the right', async () => {
    await sqlLab.typeSql(QUERY);
    await sqlLab.run();
    await expect(sqlLab.rowCount()).toContainText('rows');
    const pane = await box(page.getByTestId('results-pane').first());
    const grid = await box(page.getByTestId('results-grid'));
    expect(grid.width).toBeGreaterThan(pane.width - 4);
    // Down to the pane's bottom edge, give or take its padding.
    expect(pane.y + pane.height - (grid.y + grid.height)).toBeLessThan(24);
    const firstRow = page.getByTestId('results-grid').getByRole('row').nth(1);
    const cells = firstRow.getByRole('cell');
    expect(await cells.nth(0).evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('left');
    expect(await cells.nth(1).evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    // Explore (save as a dataset, then chart it) sits beside Save dataset.
    await expect(page.getByRole('button', { name: 'Explore' })).toBeVisible();
    await shot('sqllab-1440-results');
  });

  await test.step('the results are there again after a reload', async () => {
    const count = await sqlLab.rowCount().textContent();
    await page.reload();
    await expect(sqlLab.rowCount()).toHaveText(count!);
    await expect(page.getByTestId('results-grid').getByRole('row').nth(1)).toBeVisible();
  });

  await test.step('estimate cost shows the plan in monospace, and Escape closes it', async () => {
    await page.getByRole('button', { name: /Estimate cost/ }).click();
    const dialog = page.getByRole('dialog');
    const plan = dialog.locator('pre').first();
    await expect(plan).toBeVisible();
    expect(await plan.evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre');
    expect((await plan.textContent())!.split('\n').length).toBeGreaterThan(3);
    await shot('sqllab-1440-estimate');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('in the dark theme, keywords and the gutter are dark-theme colours', async () => {
    await page.evaluate(() => localStorage.setItem('loupe.theme', 'dark'));
    await page.reload();
    await expect(sqlLab.rowCount()).toBeVisible();
    const editor = page.locator('.cm-editor');
    const background = await editor.evaluate((element) => getComputedStyle(element).backgroundColor);
    const keyword = page.locator('.cm-content span', { hasText: /^SELECT$/ }).first();
    const keywordColor = await keyword.evaluate((element) => getComputedStyle(element).color);
    expect(await contrast(page, keywordColor, background)).toBeGreaterThanOrEqual(4.5);
    const gutter = await page
      .locator('.cm-gutters')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // A dark gutter: far from the light theme's near-white.
    expect(await contrast(page, gutter, 'rgb(255, 255, 255)')).toBeGreaterThan(10);
    await shot('sqllab-1440-dark');
  });
});
