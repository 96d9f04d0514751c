import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';

const CTAS_DATABASE = 'e2e_ctas_sqlite';
let filesDir: string | undefined;
test.afterAll(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

test('SQL Lab creates a table from a query and queries it in a new tab', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const sqlLab = new SqlLabPage(page);
  const admin = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const user = await admin.createSpecUser('e2e_ctas_user', 'Admin');
  // An empty file is an empty SQLite database; the server connects only to files that exist.
  // Outside the server's data dir, where no database file may be connected.
  filesDir = mkdtempSync(join(tmpdir(), 'loupe-e2e-ctas-'));
  const file = join(filesDir, 'e2e-ctas.sqlite');
  writeFileSync(file, '');
  await admin.createDatabase(CTAS_DATABASE, `sqlite:///${file}`, { allow_ctas: true, allow_cvas: true });

  await test.step('signs in and picks the database that allows CREATE TABLE AS', async () => {
    await new LoginPage(page).signInAs(user.username, user.password);
    await sqlLab.goto();
    await sqlLab.chooseDatabase(CTAS_DATABASE);
  });

  await test.step('CREATE TABLE AS writes the rows into a named table', async () => {
    await sqlLab.typeSql(
      'WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r WHERE n < 4) SELECT n, n * n AS square FROM r',
    );
    await sqlLab.createTableAs('squares');
    await expect(sqlLab.ctasResult()).toContainText(/squares\] was created/);
    await shot('sqllab-ctas-created');
  });

  await test.step('Query in a new tab reads the new table back', async () => {
    await sqlLab.ctasResult().getByRole('button', { name: 'Query in a new tab' }).click();
    await expect(page.getByRole('tab', { name: /squares/ })).toHaveAttribute('aria-selected', 'true');
    await sqlLab.run();
    await expect(sqlLab.rowCount()).toHaveText('5 rows');
    await expect(sqlLab.results().getByRole('cell', { name: '16' })).toBeVisible();
    await shot('sqllab-ctas-queried');
  });
});
