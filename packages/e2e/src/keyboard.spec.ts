import type { Locator } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { checkA11y, expect, test } from './fixtures.js';
import { DatabasesPage } from './pages/DatabasesPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

/** A focused element shows it: an outline (antd's focus ring, or the app's `:focus-visible` rule). */
async function expectFocusRing(element: Locator): Promise<void> {
  await expect(element).toBeFocused();
  await expect(element).not.toHaveCSS('outline-style', 'none');
  await expect(element).not.toHaveCSS('outline-width', '0px');
}

test('a keyboard user signs in, skips the navigation, and opens and closes a dialog', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const databases = new DatabasesPage(page);

  await test.step('signs in with the keyboard: the username has focus, Tab goes to the password', async () => {
    await login.goto();
    const username = page.getByLabel(SELECTORS.login.username);
    const password = page.getByLabel(SELECTORS.login.password, { exact: true });
    await expect(username).toBeFocused();
    await page.keyboard.type(ADMIN_USERNAME);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(username).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.locator(SELECTORS.shell.userMenu)).toHaveText(ADMIN_USERNAME);
  });

  await test.step('the first Tab shows the skip link, which moves focus past the navigation', async () => {
    await page.goto(SELECTORS.databases.path);
    await databases.expectLoaded();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SELECTORS.shell.skipToContent });
    await expectFocusRing(skip);
    await expect(skip).toBeInViewport();
    await shot('skip-link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands on the page's own controls, not on the header's menu.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  await test.step('the add button opens the dialog with Enter; Escape closes it and focus returns', async () => {
    const add = page.locator(SELECTORS.list.add);
    await add.focus();
    await expectFocusRing(add);
    await page.keyboard.press('Enter');
    await expect(databases.dialog).toBeVisible();
    await checkA11y(page, 'connect dialog');
    await shot('connect-dialog');
    await page.keyboard.press('Escape');
    await expect(databases.dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog, not to the page body.
    await expect(add).toBeFocused();
  });
});
