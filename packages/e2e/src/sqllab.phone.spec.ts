import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

/** Run by the `phone` project only (playwright.config.ts), at 390 × 844. */
test('SQL Lab at a phone width: the editor, Run and the results are usable', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const sqlLab = new SqlLabPage(page);

  await test.step('opens SQL Lab: the editor and Run are on screen, the schema browser behind a button', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page.locator(SELECTORS.shell.userMenu)).toHaveText(ADMIN_USERNAME);
    await page.goto('/sqllab/');
    const editor = sqlLab.editor();
    await expect(editor).toBeVisible();
    const box = (await page.getByTestId('sql-editor').first().boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(120);
    await expect(page.getByRole('button', { name: /^caret-right Run$/ })).toBeInViewport();
    // Nothing sticks out sideways.
    expect(
      await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
    await shot('sqllab-phone-editor');
  });

  await test.step('runs a query and reads the row count on one line, then the rows', async () => {
    await sqlLab.typeSql(
      'SELECT origin, COUNT(*) AS flights FROM flights GROUP BY origin ORDER BY flights DESC',
    );
    await sqlLab.run();
    const count = sqlLab.rowCount();
    await expect(count).toContainText('rows');
    // One line of text, not one character per line.
    const lineHeight = await count.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await count.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await count.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('results-grid').getByRole('row').nth(1)).toBeVisible();
    await shot('sqllab-phone-results');
  });

  await test.step('the schema browser opens from its button and closes with Escape', async () => {
    await page.getByRole('button', { name: 'Schema browser' }).click();
    const drawer = page.getByRole('dialog', { name: 'Schema browser' });
    await expect(drawer.getByRole('combobox', { name: 'Add a table' })).toBeVisible();
    await shot('sqllab-phone-schema');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
