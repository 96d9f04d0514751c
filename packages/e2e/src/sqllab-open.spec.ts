import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { DatasetsPage } from './pages/DatasetsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabOpening } from './pages/SqlLabOpening.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { SqlLabTabMenu } from './pages/SqlLabTabMenu.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const S = SELECTORS.sqlLabOpen;

// An unknown share key is opened on purpose: the browser logs the key lookup's 404 answer.
test.use({ allowedErrors: [/status of 404 \(Not Found\) \(http:\/\/[^)]*\/kv\/999999\//] });

test('an analyst opens SQL Lab from a share link and from a dataset, then finds a table by searching', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const sqlLab = new SqlLabPage(page);
  const opening = new SqlLabOpening(page);
  const datasets = new DatasetsPage(page);
  const api = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);

  await test.step('signs in and opens SQL Lab: the new tab runs on examples, in its default schema', async () => {
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    await sqlLab.goto();
    await expect(sqlLab.selectedDatabase()).toHaveText('examples');
    await expect(opening.selectedSchema()).toHaveText('main');
  });

  await test.step('opens a shared query from /sqllab/?id=<key> in a tab of its own', async () => {
    const examples = await api.databaseId('examples');
    const key = await api.storeSharedQuery({
      dbId: examples,
      schema: 'main',
      sql: 'SELECT origin, COUNT(*) AS flights FROM flights GROUP BY origin ORDER BY origin',
      name: 'Flights per origin',
      autorun: false,
    });
    await opening.open({ id: String(key) });
    await expect(sqlLab.tab('Flights per origin')).toHaveAttribute('aria-selected', 'true');
    await expect(sqlLab.editor()).toContainText('SELECT origin, COUNT(*) AS flights FROM flights');
    await expect(sqlLab.selectedDatabase()).toHaveText('examples');
    await expect(opening.selectedSchema()).toHaveText('main');
    await sqlLab.run();
    await expect(sqlLab.results().getByRole('columnheader', { name: 'origin' })).toBeVisible();
    await shot('shared-query-opened');
  });

  await test.step('copies a permalink to the query and opens it in a new tab from /sqllab/p/<key>', async () => {
    const link = await opening.copyLink();
    expect(link).toMatch(/\/sqllab\/p\/[\w-]{20,}$/);
    await shot('link-copied');
    await page.goto(link);
    // A second tab of that name: the link opened the query again, in a tab of its own.
    await expect(sqlLab.tab('Flights per origin')).toHaveCount(2);
    await expect(sqlLab.tab('Flights per origin').last()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => new URL(page.url()).pathname).toBe(SELECTORS.sqlLab.path);
    await expect(sqlLab.editor()).toContainText('SELECT origin, COUNT(*) AS flights FROM flights');
  });

  await test.step("a share key the server does not know says 'The query couldn't be loaded'", async () => {
    await opening.open({ id: '999999' });
    await expect(page.getByText(S.queryNotLoaded)).toBeVisible();
    await shot('share-key-unknown');
  });

  await test.step("opens the flights dataset from the datasets list as 'Query main.flights'", async () => {
    await datasets.goto();
    await datasets.search('flights');
    await datasets.row('flights').getByRole('link', { name: S.openInSqlLab }).click();
    await expect(sqlLab.tab(S.datasetTab('main.flights'))).toHaveAttribute('aria-selected', 'true');
    await opening.expectParametersDropped();
    await expect(sqlLab.editor()).toContainText('FROM "main"."flights"');
    await expect(opening.selectedSchema()).toHaveText('main');
    await sqlLab.run();
    await expect(sqlLab.rowCount()).toContainText('100 rows');
    await shot('dataset-opened');
  });

  await test.step('searches the schema browser on the server and adds the table it finds', async () => {
    await opening.searchTables('airp');
    await expect(page.locator(SELECTORS.selectOption('airports'))).toBeVisible();
    await expect(page.locator(SELECTORS.selectOption('flights'))).toHaveCount(0);
    await shot('table-search');
    await opening.pickTable('airports');
    await expect(opening.tableColumns('airports')).toBeVisible();
    await expect(opening.tableColumns('airports').getByRole('listitem').first()).toBeVisible();
    await shot('table-card-added');
  });

  await test.step("closes the tabs it opened, leaving the admin's first tab for the other specs", async () => {
    const menu = new SqlLabTabMenu(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    for (let open = 4; open > 1; open -= 1) {
      await menu.pick(SELECTORS.sqlLabTabs.close);
      await expect(tabs).toHaveCount(open - 1);
    }
    await expect(sqlLab.tab('Untitled Query 1')).toHaveAttribute('aria-selected', 'true');
  });
});
