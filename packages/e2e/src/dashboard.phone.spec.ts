import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { DashboardPage } from './pages/DashboardPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

test('a dashboard stacks its charts full width and reads without sideways scrolling', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).not.toHaveURL(/\/login\//);
  const dashboard = new DashboardPage(page);
  await dashboard.goto('seattle-weather');
  const first = page.locator('[data-chart-id]').first();
  await expect(first).toHaveAttribute('data-chart-status', 'success', { timeout: 60_000 });
  const box = await first.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('phone');
});
