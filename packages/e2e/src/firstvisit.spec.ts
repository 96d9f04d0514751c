import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { AppShell } from './pages/AppShell.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';

// The fixture fails each test on any console error, so these walks also prove none is logged.
test('a visitor opening the app goes to the login page without a failed request, then home', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });

  await page.goto('/tablemodelview/list/');
  await expect(page).toHaveURL(/\/login\/\?next=%2Ftablemodelview%2Flist%2F$/);
  await login.expectVisible();
  await shot('login-from-a-deep-link');
  expect(refused).toEqual([]);

  await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/tablemodelview\/list\/$/);
  // A dataset's name opens Explore on it, as in Superset.
  await expect(page.getByRole('link', { name: 'flights', exact: true })).toHaveAttribute(
    'href',
    /^\/explore\/\?datasource_type=table&datasource_id=\d+$/,
  );
  await shot('datasets');
});

test('a Gamma user is offered only what Gamma may open', async ({ page, request }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const gamma = await api.createSpecUser('gail_gamma', 'Gamma');

  await new LoginPage(page).signInAs(gamma.username, gamma.password);
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(menu.getByRole('menuitem', { name: 'Datasets' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'SQL' })).toHaveCount(0);
  const main = page.getByRole('main');
  // Home shows what Gamma may read (dashboards, charts) and nothing of SQL Lab's (saved queries).
  await expect(main.getByRole('region', { name: 'Dashboards' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Charts' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Saved queries' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /SQL Lab/ })).toHaveCount(0);
  await shot('gamma-home');

  await menu.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByText('No charts yet')).toBeVisible();
  // Gamma may write charts (Superset's Gamma role has can_write on Chart): the empty list offers + Chart.
  await expect(page.getByRole('main').getByRole('button', { name: 'plus Chart' }).first()).toBeVisible();
  await shot('gamma-charts');

  await new AppShell(page).closeMenus();
  await menu.getByRole('link', { name: 'Datasets' }).click();
  await expect(page.getByRole('heading', { name: 'Datasets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dataset' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in SQL Lab' })).toHaveCount(0);
  await shot('gamma-datasets');
});
