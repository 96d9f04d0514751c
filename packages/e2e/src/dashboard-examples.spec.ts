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
