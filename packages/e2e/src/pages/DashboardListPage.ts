import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

/** The words of the Dashboards list (the web app's `dashboardList` strings) the spec finds things by. */
export const DASHBOARD_LIST_TEXT = {
  path: '/dashboard/list/',
  heading: 'Dashboards',
  search: 'Search',
  favorite: 'Favorite',
  yes: 'Yes',
  cardView: 'Card view',
  listView: 'List view',
  star: (name: string) => `Add ${name} to favorites`,
  unstar: (name: string) => `Remove ${name} from favorites`,
  bulkSelect: 'Bulk select',
  delete: 'Delete',
  typeToConfirm: 'Type "DELETE" to confirm',
  confirmWord: 'DELETE',
} as const;

const T = DASHBOARD_LIST_TEXT;

/** Dashboards (`/dashboard/list/`): cards first, or the table; filters, stars, bulk delete. */
export class DashboardListPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(T.path);
    await expect(this.page.getByRole('heading', { name: T.heading, exact: true })).toBeVisible();
  }

  cards(): Locator {
    return this.page.getByTestId('list-card');
  }

  /** The card of the dashboard titled `name`. */
  card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The table's row of the dashboard titled `name`. */
  row(name: string): Locator {
    return this.page
      .getByRole('table')
      .locator('tbody tr.ant-table-row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: T.search });
    await box.fill(text);
    await box.press('Enter');
  }

  async clearSearch(): Promise<void> {
    await this.search('');
  }

  /** Picks `option` in the filter bar's select labelled `label`. */
  async filterBy(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.locator(SELECTORS.selectOption(option)).click();
    // The popup fades out over the cards; wait until it is gone so screenshots show the list.
    await expect(this.page.locator(SELECTORS.selectPopup)).toHaveCount(0);
  }

  async star(name: string): Promise<void> {
    const star = this.page.getByRole('button', { name: T.star(name) });
    await expect(star).toBeEnabled();
    await star.click();
    await expect(this.page.getByRole('button', { name: T.unstar(name) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  async showTable(): Promise<void> {
    await this.page.getByRole('button', { name: T.listView }).click();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  async showCards(): Promise<void> {
    await this.page.getByRole('button', { name: T.cardView }).click();
    await expect(this.page.getByRole('table')).toHaveCount(0);
  }

  /** Bulk select in the table: ticks the rows, deletes them after typing DELETE, waits for the message. */
  async bulkDelete(names: string[], deletedMessage: string): Promise<void> {
    await this.page.getByRole('button', { name: T.bulkSelect }).click();
    for (const name of names) await this.row(name).getByRole('checkbox').check();
    await this.page.getByTestId('bulk-actions').getByRole('button', { name: T.delete }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(T.typeToConfirm).fill(T.confirmWord);
    await dialog.getByRole('button', { name: T.delete }).click();
    await expect(this.page.getByText(deletedMessage)).toBeVisible();
  }
}

/** Creates dashboards through the REST API (what the spec needs but does not test), as any client would. */
export async function createDashboards(
  request: APIRequestContext,
  credentials: { username: string; password: string },
  titles: readonly string[],
): Promise<number[]> {
  const login = await request.post('/api/v1/security/login', {
    data: { ...credentials, provider: 'db' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const ids: number[] = [];
  for (const title of titles) {
    const res = await request.post('/api/v1/dashboard/', {
      data: { dashboard_title: title, published: true },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}
