import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

/** Run by the `phone` project only (playwright.config.ts), at 390 × 844. */
const PHONE_WIDTH = 390;

const LISTS = [
  {
    name: 'dashboards',
    menu: ['Dashboards'],
    path: '/dashboard/list/',
    heading: 'Dashboards',
    // Cards by default, as Superset shows dashboards: an example dashboard's card stands for the table.
    firstItem: 'US Flight Delays',
  },
  {
    name: 'datasets',
    menu: ['Datasets'],
    path: SELECTORS.datasets.path,
    heading: SELECTORS.datasets.heading,
  },
  {
    name: 'saved-queries',
    menu: ['SQL', 'Saved queries'],
    path: SELECTORS.savedQueries.path,
    heading: SELECTORS.savedQueries.heading,
  },
  {
    name: 'query-history',
    menu: ['SQL', 'Query history'],
    path: SELECTORS.queryHistory.path,
    heading: SELECTORS.queryHistory.heading,
  },
  {
    name: 'databases',
    menu: ['Settings', 'Databases'],
    path: SELECTORS.databases.path,
    heading: SELECTORS.databases.heading,
  },
  {
    name: 'users',
    menu: ['Settings', 'Users'],
    path: SELECTORS.users.path,
    heading: SELECTORS.users.heading,
  },
  {
    name: 'roles',
    menu: ['Settings', 'Roles'],
    path: SELECTORS.roles.path,
    heading: SELECTORS.roles.heading,
  },
] as const;

/** How far the page scrolls sideways: 0 when nothing sticks out of the viewport. */
function overflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/** Opens the navigation drawer (the header's menu button at this width) and follows `path` in it. */
async function navigate(page: Page, path: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: SELECTORS.shell.openMenu }).click();
  const drawer = page.getByRole('dialog');
  const menu = drawer.getByRole('menu', { name: SELECTORS.shell.mainMenu });
  await expect(menu).toBeVisible();
  for (const [index, label] of path.entries()) {
    const last = index === path.length - 1;
    if (last) await menu.getByRole('link', { name: label, exact: true }).click();
    else {
      // A submenu opened on an earlier visit stays open; clicking it again would close it.
      const submenu = menu.getByRole('menuitem', { name: label, exact: true });
      if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    }
  }
  await expect(drawer).toBeHidden();
}

test('at phone width every list fits the screen, its add button in reach, its menu in a drawer', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);

  await test.step('signs in', async () => {
    await new LoginPage(page).goto();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shot('login');
    await new LoginPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await expect(page.locator(SELECTORS.shell.userMenu)).toHaveText(ADMIN_USERNAME);
    // At this width the menu is not in the header but behind its menu button.
    await expect(page.getByRole('menu', { name: SELECTORS.shell.mainMenu })).toBeHidden();
  });

  await test.step('the drawer lists the navigation and Escape closes it', async () => {
    await page.getByRole('button', { name: SELECTORS.shell.openMenu }).click();
    await expect(
      page.getByRole('dialog').getByRole('menu', { name: SELECTORS.shell.mainMenu }),
    ).toBeVisible();
    await shot('navigation-drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  for (const list of LISTS) {
    await test.step(`${list.name}: reached through the drawer, no sideways scrolling`, async () => {
      await navigate(page, list.menu);
      await expect(page).toHaveURL(new RegExp(`${list.path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { name: list.heading })).toBeVisible();
      if ('firstItem' in list && list.firstItem)
        await expect(page.getByRole('link', { name: list.firstItem, exact: true })).toBeVisible();
      else await expect(page.getByRole('table')).toBeVisible();
      expect(await overflow(page), `${list.name} is wider than the screen`).toBeLessThanOrEqual(0);
      const add = page.locator(SELECTORS.list.add);
      if ((await add.count()) > 0) {
        const box = await add.boundingBox();
        expect(box, `${list.name}'s add button has no box`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${list.name}'s add button is cut off`).toBeLessThanOrEqual(PHONE_WIDTH);
      }
      await shot(list.name);
    });
  }
});
