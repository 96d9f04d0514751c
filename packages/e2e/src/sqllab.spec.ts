import { expect, test } from './fixtures.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { AppShell } from './pages/AppShell.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';

// Running SQL that fails is part of the flow: the browser logs the execute call's 400 answer.
test.use({ allowedErrors: [/status of 400 \(Bad Request\) \(http:\/\/[^)]*\/api\/v1\/sqllab\/execute\//] });

test('an admin runs SQL in SQL Lab and keeps it across a reload', async ({ page }, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  const sqlLab = new SqlLabPage(page);

  await test.step('signs in and opens SQL Lab with its first untitled tab', async () => {
    await login.goto();
    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await shell.expectSignedInAs(ADMIN_USERNAME);
    await sqlLab.goto();
    await expect(sqlLab.tab('Untitled Query 1')).toBeVisible();
    await shot('sqllab-first-tab');
  });

  await test.step('types a query and runs it with Ctrl/Cmd+Enter', async () => {
    await sqlLab.typeSql('SELECT origin, COUNT(*) AS n FROM flights GROUP BY origin ORDER BY origin');
    await sqlLab.runWithShortcut();
    await expect(sqlLab.rowCount()).toContainText('rows');
    await expect(sqlLab.results().getByRole('columnheader', { name: 'origin' })).toBeVisible();
    await shot('sqllab-results');
  });

  await test.step('a failing query shows the database message', async () => {
    await sqlLab.typeSql('SELECT * FROM no_such_table');
    await sqlLab.runWithShortcut();
    await expect(sqlLab.runError()).toContainText('no_such_table');
    await shot('sqllab-error');
  });

  await test.step('the typed SQL is still there after a reload', async () => {
    await page.reload();
    await expect(sqlLab.editor()).toContainText('SELECT * FROM no_such_table');
  });
});
