import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';

const ASYNC_DATABASE = 'e2e_async_duckdb';

test('SQL Lab runs queries async on a database that allows it, and stops them', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const sqlLab = new SqlLabPage(page);
  const admin = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const user = await admin.createSpecUser('e2e_async_user', 'Admin');
  const databaseId = await admin.createDatabase(ASYNC_DATABASE, 'duckdb:///:memory:', {
    allow_run_async: true,
  });

  await test.step('signs in, opens SQL Lab and picks the async database', async () => {
    await new LoginPage(page).signInAs(user.username, user.password);
    await sqlLab.goto();
    await sqlLab.chooseDatabase(ASYNC_DATABASE);
  });

  await test.step('an async run shows its rows, read back from the results backend', async () => {
    await sqlLab.typeSql(
      'SELECT range % 7 AS bucket, count(*) AS n, 9007199254740993 AS big FROM range(700000) GROUP BY 1 ORDER BY 1',
    );
    await sqlLab.run();
    await expect(sqlLab.rowCount()).toHaveText('7 rows');
    await expect(sqlLab.results().getByRole('cell', { name: '100000' }).first()).toBeVisible();
    // Beyond 2^53: exact through the results backend and JSON to the grid.
    await expect(sqlLab.results().getByRole('cell', { name: '9007199254740993' }).first()).toBeVisible();
    expect((await admin.latestRun(databaseId))?.status).toBe('success');
    await shot('sqllab-async-results');
  });

  await test.step('a long async run shows its progress and stops for real', async () => {
    await sqlLab.typeSql('SELECT count(*) AS n FROM range(50000000000) WHERE hash(range) % 1000 = 0');
    await sqlLab.run();
    await expect(sqlLab.runProgress()).toBeVisible();
    await expect.poll(async () => (await admin.latestRun(databaseId))?.status).toBe('running');
    await shot('sqllab-async-running');
    await sqlLab.stop();
    await expect(page.getByText('Query was stopped.')).toBeVisible();
    await expect.poll(async () => (await admin.latestRun(databaseId))?.status).toBe('stopped');
    await shot('sqllab-async-stopped');
  });
});
