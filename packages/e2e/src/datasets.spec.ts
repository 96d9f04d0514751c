import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AddDatasetPage } from './pages/AddDatasetPage.js';
import { AppShell } from './pages/AppShell.js';
import { DatabasesPage } from './pages/DatabasesPage.js';
import { DatasetEditor } from './pages/DatasetEditor.js';
import { DatasetsPage } from './pages/DatasetsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const NEW_METRIC = { name: 'e2e_max_delay', expression: 'MAX(delay)' };
const NEW_DATABASE = { name: 'e2e_duckdb', uri: 'duckdb:///:memory:' };

test('an admin edits a dataset, connects a database and creates a dataset', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const datasets = new DatasetsPage(page);
  const databases = new DatabasesPage(page);
  const addDataset = new AddDatasetPage(page);

  await test.step('admin signs in and opens Datasets', async () => {
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    // The menu's entry: the welcome page has a Datasets link of its own.
    await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Datasets' }).click();
    await datasets.expectLoaded();
    // The examples database comes with one dataset per example table.
    await expect(datasets.row('flights')).toBeVisible();
    await expect(datasets.row('airports')).toBeVisible();
    await shot('datasets-list');
  });

  await test.step('adds a metric to flights through Edit Dataset and Confirm save', async () => {
    const editor = new DatasetEditor(page, await datasets.openEditor('flights'));
    await shot('edit-dataset-source');
    await editor.addMetric(NEW_METRIC.name, NEW_METRIC.expression);
    await shot('edit-dataset-metric-added');
    await editor.openTab(SELECTORS.datasetEditor.tabs.columns);
    await shot('edit-dataset-columns');
    await editor.saveAndConfirm();
    await shot('edit-dataset-saved');
  });

  await test.step('the metric is still there after a reload', async () => {
    await page.reload();
    await datasets.expectLoaded();
    const editor = new DatasetEditor(page, await datasets.openEditor('flights'));
    await expect.poll(() => editor.metricNames()).toContain(NEW_METRIC.name);
    await shot('edit-dataset-after-reload');
    await editor.cancel();
  });

  await test.step('connects a DuckDB database by URI', async () => {
    await shell.openSettingsItem(SELECTORS.shell.settingsItems.databases);
    await databases.expectLoaded();
    await expect(databases.row('examples')).toBeVisible();
    await shot('databases-list');
    await databases.openConnectDialog();
    await shot('connect-database-engines');
    await databases.chooseEngine('DuckDB');
    await databases.fillUri(NEW_DATABASE.name, NEW_DATABASE.uri);
    await databases.testConnection();
    await shot('connect-database-tested');
    await databases.connect();
    await expect(databases.row(NEW_DATABASE.name)).toBeVisible();
    await shot('database-connected');
  });

  await test.step('makes the airports dataset again from the examples database', async () => {
    await datasets.goto();
    // Each table has at most one dataset, so the example one goes first.
    await datasets.search('airports');
    await expect(datasets.row('airports')).toBeVisible();
    await datasets.delete('airports');
    await shot('airports-dataset-deleted');
    await datasets.startAdding();
    await addDataset.expectLoaded();
    await addDataset.pickTable('examples', 'main', 'airports');
    await addDataset.expectPreviewColumn('iata');
    await shot('create-dataset-preview');
    await addDataset.create('airports');
    await datasets.goto();
    await datasets.search('airports');
    await expect(datasets.row('airports')).toBeVisible();
    await shot('airports-dataset-created');
  });
});
