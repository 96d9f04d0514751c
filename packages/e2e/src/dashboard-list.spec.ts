import { ADMIN_PASSWORD, ADMIN_USERNAME } from './env.js';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/LoginPage.js';
import { createDashboards, DASHBOARD_LIST_TEXT as T, DashboardListPage } from './pages/DashboardListPage.js';
import { stepScreenshots } from './screenshots.js';

// Titles of this spec's own, so other specs' dashboards (or the examples) do not get in the way.
const HARBOUR = 'e2e Harbour traffic';
const RUNWAY = 'e2e Runway usage';

// The server draws thumbnails in Chromium; one whose drawing failed answers 404, which the browser
// logs. The card then shows its placeholder, which is what the list owes the user.
test.use({
  allowedErrors: [/status of 404 \(Not Found\) \(http:\/\/[^)]*\/api\/v1\/dashboard\/\d+\/thumbnail\//],
});

test('an admin finds a dashboard, stars it, filters favourites, switches views and bulk deletes', async ({
  page,
  request,
}, testInfo) => {
  const shot = stepScreenshots(page, testInfo);
  const list = new DashboardListPage(page);

  await test.step('two dashboards made through the API show as cards', async () => {
    await createDashboards(request, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, [
      HARBOUR,
      RUNWAY,
    ]);
    await new LoginPage(page).signInAs(ADMIN_USERNAME, ADMIN_PASSWORD);
    await list.goto();
    await expect(list.card(HARBOUR)).toBeVisible();
    await expect(list.card(RUNWAY)).toBeVisible();
    // No thumbnail yet: a placeholder, never a broken image.
    await expect(list.card(HARBOUR).getByTestId('dashboard-thumbnail-placeholder')).toBeVisible();
    await shot('cards');
  });

  await test.step('search finds one by its title', async () => {
    await list.search('harbour');
    await expect(list.card(HARBOUR)).toBeVisible();
    await expect(list.card(RUNWAY)).toHaveCount(0);
    await shot('searched');
    await list.clearSearch();
    await expect(list.card(RUNWAY)).toBeVisible();
  });

  await test.step('a star keeps it among the favourites', async () => {
    await list.star(HARBOUR);
    await list.filterBy(T.favorite, T.yes);
    await expect(list.card(HARBOUR)).toBeVisible();
    await expect(list.card(RUNWAY)).toHaveCount(0);
    await shot('favourites');
  });

  await test.step('the table shows the same dashboards, and back to cards', async () => {
    await list.showTable();
    await expect(list.row(HARBOUR)).toBeVisible();
    await expect(list.row(RUNWAY)).toHaveCount(0);
    await shot('table');
    await list.showCards();
    await expect(list.card(HARBOUR)).toBeVisible();
  });

  await test.step('bulk delete removes the one selected', async () => {
    await list.goto();
    await list.showTable();
    await list.bulkDelete([RUNWAY], 'Deleted 1 dashboard');
    await expect(list.row(RUNWAY)).toHaveCount(0);
    await expect(list.row(HARBOUR)).toBeVisible();
    await shot('bulk-deleted');
  });
});
