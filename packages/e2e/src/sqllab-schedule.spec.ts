import { expect, test } from './fixtures.js';
import { ApiClient } from './api.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { LoginPage } from './pages/LoginPage.js';
import { SqlLabPage } from './pages/SqlLabPage.js';
import { stepScreenshots } from './screenshots.js';

const LABEL = 'e2e nightly delays';

test('SQL Lab schedules a query: the schedule is stored with a saved query', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const sqlLab = new SqlLabPage(page);
  const admin = await ApiClient.signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD);
  const user = await admin.createSpecUser('e2e_schedule_user', 'Admin');

  await test.step('signs in and writes a query on the examples', async () => {
    await new LoginPage(page).signInAs(user.username, user.password);
    await sqlLab.goto();
    await sqlLab.typeSql('SELECT origin, avg(delay) AS delay FROM flights GROUP BY origin');
  });

  await test.step('the form refuses an end date before the start date', async () => {
    const dialog = await sqlLab.openSchedule();
    await dialog.getByLabel('Label').fill(LABEL);
    await dialog.getByLabel('Output table name').fill('delays_daily');
    await sqlLab.pickDate(dialog.getByLabel('Start date'), '2030-01-02 09:00:00');
    await sqlLab.pickDate(dialog.getByLabel('End date'), '2030-01-01 09:00:00');
    await dialog.getByLabel('Schedule interval').fill('@daily');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(dialog.getByText('End date must be after start date')).toBeVisible();
    await shot('sqllab-schedule-invalid');
    await dialog.getByLabel('End date').clear();
    await sqlLab.pickDate(dialog.getByLabel('End date'), '2030-06-30 09:00:00');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(/Your query has been scheduled/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await shot('sqllab-schedule-done');
  });

  await test.step('the saved query carries the schedule', async () => {
    const owner = await ApiClient.signIn(request, user.username, user.password);
    const [saved] = await owner.savedQueriesLabelled(LABEL);
    const info = (JSON.parse(saved?.extra_json ?? '{}') as { schedule_info?: Record<string, unknown> })
      .schedule_info;
    expect(info).toMatchObject({ output_table: 'delays_daily', schedule_interval: '@daily' });
    expect(Date.parse(String(info?.end_date))).toBeGreaterThan(Date.parse(String(info?.start_date)));
  });
});
