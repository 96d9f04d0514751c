import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { LoginPage } from './pages/LoginPage.js';
import { QueryHistoryPage } from './pages/QueryHistoryPage.js';
import { SavedQueriesPage } from './pages/SavedQueriesPage.js';
import { SaveQueryDialog } from './pages/SaveQueryDialog.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';
import { SELECTORS } from './selectors.js';

const OTHER_DATABASE = { name: 'e2e_saved_duckdb', uri: 'duckdb:///:memory:' };
// Its own users, so the admin's SQL Lab tabs stay as the other specs expect them.
const SAVER = {
  username: 'e2e_saver',
  firstName: 'Sam',
  lastName: 'Saver',
  password: 'e2e-saver-password',
};
const ANALYST = {
  username: 'e2e_analyst',
  firstName: 'Ana',
  lastName: 'Lyst',
  password: 'e2e-analyst-password',
};
const FLIGHTS = {
  name: 'e2e flights by origin',
  description: 'Flights per origin airport',
  sql: 'SELECT origin, COUNT(*) AS n FROM flights GROUP BY origin',
  updatedSql: 'SELECT origin, COUNT(*) AS n FROM flights GROUP BY origin ORDER BY n DESC',
};
const ANSWER = { name: 'e2e answer', sql: 'SELECT 42 AS answer' };
const BULK = ['e2e bulk one', 'e2e bulk two'];
const FAILING_SQL = 'SELECT * FROM e2e_no_such_table';
const ANALYST_SQL = 'SELECT 7 AS analyst_number';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Running SQL that fails is part of the flow: the browser logs the execute call's 400 answer.
test.use({ allowedErrors: [/status of 400 \(Bad Request\) \(http:\/\/[^)]*\/api\/v1\/sqllab\/execute\//] });

test('a user saves and updates queries, then finds them in Saved queries and Query history', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const sqlLab = new SqlLabPage(page);
  const saveDialog = new SaveQueryDialog(page);
  const saved = new SavedQueriesPage(page);
  const history = new QueryHistoryPage(page);

  await test.step('setup: a second database, a user to sign in as, and another who ran a query', async () => {
    const admin = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
    await admin.createDatabase(OTHER_DATABASE.name, OTHER_DATABASE.uri);
    const adminRole = await admin.roleId('Admin');
    await admin.createUser({ ...SAVER, roles: [adminRole] });
    await admin.createUser({ ...ANALYST, roles: [adminRole] });
    const analyst = await ApiClient.signIn(request, ANALYST.username, ANALYST.password);
    await analyst.runSql(await analyst.databaseId('examples'), ANALYST_SQL);
  });

  await test.step('writes a query in SQL Lab, runs it and saves it with a name and description', async () => {
    await login.goto();
    await login.signIn(SAVER.username, SAVER.password);
    await shell.expectSignedInAs(SAVER.username);
    await sqlLab.goto();
    await sqlLab.chooseDatabase('examples');
    await sqlLab.typeSql(FLIGHTS.sql);
    await sqlLab.runWithShortcut();
    await expect(sqlLab.rowCount()).toContainText('rows');
    await saveDialog.open();
    await saveDialog.fill(FLIGHTS.name, FLIGHTS.description);
    await shot('save-query-dialog');
    await saveDialog.saveNew();
    await shot('query-saved');
  });

  await test.step('changes the query and updates the saved one', async () => {
    await sqlLab.typeSql(FLIGHTS.updatedSql);
    await saveDialog.open();
    // Updating starts from what was stored, not from the tab's title.
    await expect(saveDialog.dialog.getByLabel(SELECTORS.sqlLab.save.name)).toHaveValue(FLIGHTS.name);
    await expect(saveDialog.dialog.getByLabel(SELECTORS.sqlLab.save.description)).toHaveValue(
      FLIGHTS.description,
    );
    await shot('update-query-dialog');
    await saveDialog.update();
    // The dialog had the focus, so the run goes through the button rather than the editor's shortcut.
    await sqlLab.run();
    await expect(sqlLab.results().getByRole('cell', { name: 'ATL', exact: true })).toBeVisible();
  });

  await test.step('runs a failing query, then saves more queries as new ones on the second database', async () => {
    await sqlLab.typeSql(FAILING_SQL);
    await sqlLab.runWithShortcut();
    await expect(sqlLab.runError()).toContainText('e2e_no_such_table');
    await sqlLab.chooseDatabase(OTHER_DATABASE.name);
    await sqlLab.typeSql(ANSWER.sql);
    await sqlLab.runWithShortcut();
    await expect(sqlLab.rowCount()).toContainText('1 row');
    for (const name of [ANSWER.name, ...BULK]) {
      await saveDialog.open();
      await saveDialog.fill(name, '');
      await saveDialog.saveNew();
    }
    await shot('sqllab-second-database');
  });

  await test.step('Saved queries lists them; search narrows by name or SQL', async () => {
    // Saved queries of other specs (an admin sees everyone's) may be listed too.
    await saved.goto();
    for (const name of [FLIGHTS.name, ANSWER.name, ...BULK]) await expect(saved.row(name)).toBeVisible();
    await expect(saved.row(FLIGHTS.name)).toContainText('examples');
    await expect(saved.row(ANSWER.name)).toContainText(OTHER_DATABASE.name);
    await shot('saved-queries-list');
    await saved.searchFor('ORDER BY n DESC');
    await expect(saved.row(FLIGHTS.name)).toBeVisible();
    await expect(saved.rows()).toHaveCount(1);
    await shot('saved-queries-search');
  });

  await test.step('the database filter keeps only that database’s queries', async () => {
    await saved.goto();
    await saved.filterByDatabase(OTHER_DATABASE.name);
    await expect(saved.row(ANSWER.name)).toBeVisible();
    await expect(saved.row(FLIGHTS.name)).toHaveCount(0);
    await expect(saved.rows()).toHaveCount(1 + BULK.length);
    await shot('saved-queries-database-filter');
  });

  await test.step('the SQL preview shows the whole query; copy link puts its SQL Lab URL on the clipboard', async () => {
    await saved.goto();
    const popover = await saved.previewSql(saved.row(FLIGHTS.name));
    await expect(popover).toContainText(FLIGHTS.updatedSql);
    await shot('saved-query-sql-preview');
    await page.mouse.move(0, 0);
    const link = await saved.copyLink(FLIGHTS.name);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sqllab\/\?savedQueryId=\d+$/);
    await shot('saved-query-link-copied');
  });

  await test.step('open in SQL Lab opens the saved query in a tab of its own', async () => {
    await saved.openInSqlLab(FLIGHTS.name);
    await expect(page).toHaveURL(/\/sqllab\//);
    await expect(sqlLab.tab(FLIGHTS.name)).toBeVisible();
    await expect(sqlLab.editor()).toContainText(FLIGHTS.updatedSql);
    // The parameter is dropped once the tab is open, so a reload does not open it again.
    await expect(page).not.toHaveURL(/savedQueryId/);
    await shot('saved-query-opened');
  });

  await test.step('deletes one saved query, then two at once with bulk select', async () => {
    await saved.goto();
    await saved.deleteRow(ANSWER.name);
    await shot('saved-query-deleted');
    await saved.bulkDelete(BULK, `Deleted ${BULK.length} saved queries`);
    await expect(saved.row(FLIGHTS.name)).toBeVisible();
    await shot('saved-queries-bulk-deleted');
  });

  await test.step('Query history lists the runs of every user with their status', async () => {
    await history.goto();
    await expect(history.row(FLIGHTS.updatedSql)).toBeVisible();
    await expect(history.row(FAILING_SQL)).toContainText('Failed');
    await expect(history.row(ANSWER.sql)).toContainText('Success');
    await expect(history.row(ANALYST_SQL)).toContainText(`${ANALYST.firstName} ${ANALYST.lastName}`);
    await shot('query-history-list');
  });

  const F = SELECTORS.queryHistory;
  await test.step('filters by user, database, status and time', async () => {
    await history.filterBy(F.user, `${SAVER.firstName} ${SAVER.lastName}`);
    await expect(history.row(ANALYST_SQL)).toHaveCount(0);
    await expect(history.row(ANSWER.sql)).toBeVisible();
    await shot('query-history-user-filter');

    await history.goto();
    await history.filterBy(F.database, OTHER_DATABASE.name);
    await expect(history.row(ANSWER.sql)).toBeVisible();
    await expect(history.rows()).toHaveCount(1);
    await shot('query-history-database-filter');

    await history.goto();
    await history.filterBy(F.status, 'Failed');
    await expect(history.row(FAILING_SQL)).toBeVisible();
    // Other specs may have failed queries of their own; none of the successful runs is left.
    await expect(history.row(ANSWER.sql)).toHaveCount(0);
    await expect(history.row(ANALYST_SQL)).toHaveCount(0);
    await shot('query-history-status-filter');

    await history.goto();
    await history.filterBy(F.time, 'Last hour');
    // Every run of this test started within the hour.
    await expect(history.row(ANALYST_SQL)).toBeVisible();
    await expect(history.row(FAILING_SQL)).toBeVisible();
    await shot('query-history-time-filter');
  });

  await test.step('the SQL preview shows a past query whole; open in SQL Lab reopens it', async () => {
    await history.goto();
    const popover = await history.previewSql(history.row(FLIGHTS.updatedSql));
    await expect(popover).toContainText(FLIGHTS.updatedSql);
    await shot('query-history-sql-preview');
    await page.mouse.move(0, 0);
    await history.openInSqlLab(ANSWER.sql);
    await expect(page).toHaveURL(/\/sqllab\//);
    await expect(sqlLab.editor()).toContainText(ANSWER.sql);
    await expect(sqlLab.selectedDatabase()).toHaveText(OTHER_DATABASE.name);
    await expect(page).not.toHaveURL(/queryId/);
    await shot('past-query-opened');
  });
});
