import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { checkA11y, expect, test } from './fixtures.js';
import { DatabasesPage } from './pages/DatabasesPage.js';
import { DatasetsPage } from './pages/DatasetsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { UsersPage } from './pages/UsersPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const T = SELECTORS.theme;

test('the dark theme keeps every list, menu and dialog readable', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const datasets = new DatasetsPage(page);
  const databases = new DatabasesPage(page);
  const users = new UsersPage(page);

  await test.step('switches to the dark theme from the user menu', async () => {
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await datasets.goto();
    await page.locator(SELECTORS.shell.userMenu).click();
    await page.getByRole('menuitem', { name: T.dark }).click();
    // antd paints the layout from the theme: dark is a near-black background.
    await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', T.darkLayoutBackground);
    await shot('datasets-dark');
  });

  await test.step('the user menu, the users list (status tags) and the databases list with its dialog', async () => {
    await page.locator(SELECTORS.shell.userMenu).click();
    await expect(page.getByRole('menuitem', { name: T.light })).toBeVisible();
    await checkA11y(page, 'user menu, dark');
    await page.keyboard.press('Escape');
    await users.goto();
    await shot('users-dark');
    await page.goto(SELECTORS.databases.path);
    await databases.expectLoaded();
    await databases.openConnectDialog();
    await shot('connect-dialog-dark');
    await page.keyboard.press('Escape');
    await expect(databases.dialog).toBeHidden();
  });

  await test.step('the choice survives a reload, and switches back', async () => {
    await page.reload();
    await expect(databases.row('examples')).toBeVisible();
    await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', T.darkLayoutBackground);
    await page.locator(SELECTORS.shell.userMenu).click();
    await page.getByRole('menuitem', { name: T.light }).click();
    await expect(page.locator('.ant-layout').first()).not.toHaveCSS(
      'background-color',
      T.darkLayoutBackground,
    );
    await shot('databases-light');
  });
});
