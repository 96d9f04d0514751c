import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { SqlLabTabMenu } from './pages/SqlLabTabMenu.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const S = SELECTORS.sqlLabTabs;

test('an analyst renames a tab, hides the schema browser, resizes the panes and runs with the keyboard', async ({
  page,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const sqlLab = new SqlLabPage(page);
  const menu = new SqlLabTabMenu(page);

  await test.step('signs in and opens a new tab in SQL Lab', async () => {
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    await sqlLab.goto();
    // A tab of its own: other specs share this user's tabs.
    await menu.addTab();
    await expect(menu.schemaBrowser()).toBeVisible();
  });

  await test.step('renames the tab from its menu; the server keeps the name across a reload', async () => {
    await menu.rename('Flights by origin');
    await expect(sqlLab.tab('Flights by origin')).toBeVisible();
    await page.reload();
    await expect(menu.activeTab()).toHaveText('Flights by origin');
    await shot('renamed-tab');
  });

  await test.step('hides the schema browser, still hidden after a reload, then shows it again', async () => {
    await menu.pick(S.hideSchema);
    await expect(menu.schemaBrowser()).toHaveCount(0);
    await page.reload();
    await expect(sqlLab.editor()).toBeVisible();
    await expect(menu.schemaBrowser()).toHaveCount(0);
    await shot('schema-browser-hidden');
    await menu.pick(S.showSchema);
    await expect(menu.schemaBrowser()).toBeVisible();
  });

  await test.step('drags the editor/results splitter, nudges it with the keyboard, and keeps the size', async () => {
    const before = await menu.editorHeight();
    await menu.dragResultsSeparator(120);
    await expect.poll(() => menu.editorHeight()).toBeGreaterThan(before + 80);
    const dragged = await menu.editorHeight();
    await menu.resultsSeparator().focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => menu.editorHeight()).toBeLessThan(dragged - 10);
    const nudged = await menu.editorHeight();
    await shot('panes-resized');
    await page.reload();
    await expect(sqlLab.editor()).toBeVisible();
    await expect.poll(() => menu.editorHeight()).toBeGreaterThan(nudged - 5);
    expect(await menu.editorHeight()).toBeLessThan(nudged + 5);
  });

  await test.step('runs a query with Ctrl+R from the editor and lists the shortcuts', async () => {
    await sqlLab.typeSql('SELECT origin, COUNT(*) AS n FROM flights GROUP BY origin ORDER BY origin');
    await page.keyboard.press('Control+r');
    await expect(sqlLab.rowCount()).toContainText('rows');
    await expect(sqlLab.results().getByRole('columnheader', { name: 'origin' })).toBeVisible();
    await shot('ran-with-keyboard');
    const list = await menu.openShortcuts();
    await expect(list.getByRole('row', { name: /Run query/ })).toContainText('Enter');
    await shot('keyboard-shortcuts');
    await page.keyboard.press('Escape');
  });

  await test.step('closes the tab from its menu', async () => {
    await menu.pick(S.close);
    await expect(sqlLab.tab('Flights by origin')).toHaveCount(0);
  });
});
