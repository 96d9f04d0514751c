import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { LoginPage } from './pages/LoginPage.js';
import { UsersPage, type NewUser } from './pages/UsersPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const GAMMA_USER: NewUser = {
  firstName: 'Gina',
  lastName: 'Gamma',
  username: 'gina_gamma',
  email: 'gina.gamma@example.com',
  roles: ['Gamma'],
  password: 'gamma-e2e-password',
};

// The Gamma user opens the users page on purpose: the browser logs its API calls' 403 answers.
test.use({ allowedErrors: [/status of 403 \(Forbidden\) \(http:\/\/[^)]*\/api\/v1\/security\/users\//] });

test('an admin adds a Gamma user, who then cannot manage users', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const users = new UsersPage(page);
  const { settingsItems } = SELECTORS.shell;

  await test.step('admin signs in', async () => {
    await login.goto();
    await shot('login-page');
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    await shot('admin-signed-in');
  });

  await test.step('admin opens Settings → Users', async () => {
    await shell.openSettings();
    await expect(shell.settingsItem(settingsItems.users)).toBeVisible();
    await expect(shell.settingsItem(settingsItems.roles)).toBeVisible();
    await shot('admin-settings-menu');
    await shell.settingsItem(settingsItems.users).click();
    await shell.closeMenus();
    await users.expectLoaded();
    await expect(users.row(ADMIN_USERNAME)).toBeVisible();
    await shot('users-list');
  });

  await test.step('admin adds a user with the Gamma role', async () => {
    await users.addUser(GAMMA_USER);
    await users.search(GAMMA_USER.username);
    await expect(users.row(GAMMA_USER.username)).toBeVisible();
    await expect(users.row(GAMMA_USER.username)).toContainText('Gamma');
    await shot('user-added');
  });

  await test.step('admin logs out', async () => {
    await shell.logout();
    await login.expectVisible();
    await shot('admin-logged-out');
  });

  await test.step('the new user signs in', async () => {
    await login.signIn(GAMMA_USER.username, GAMMA_USER.password);
    await shell.expectSignedInAs(GAMMA_USER.username);
    await shot('gamma-signed-in');
  });

  await test.step('the users page is forbidden to them', async () => {
    await users.goto();
    await users.expectForbidden();
    await shot('gamma-users-forbidden');
  });

  await test.step('their Settings menu has no Users entry', async () => {
    await shell.openSettings();
    await expect(shell.settingsItem(settingsItems.databases)).toBeVisible();
    await expect(shell.settingsItem(settingsItems.users)).toHaveCount(0);
    await expect(shell.settingsItem(settingsItems.roles)).toHaveCount(0);
    await shot('gamma-settings-menu');
  });

  await test.step('the new user logs out', async () => {
    await shell.logout();
    await login.expectVisible();
    await shot('gamma-logged-out');
  });
});
