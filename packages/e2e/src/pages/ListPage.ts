import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const L = SELECTORS.list;

/** What every server-paginated list page shares: filters, rows, the SQL preview, delete and bulk delete. */
export class ListPage {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly heading: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: this.heading })).toBeVisible();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** Body rows holding `text` (a name, or part of a query's SQL). */
  row(text: string): Locator {
    return this.page.getByRole('table').locator('tbody tr').filter({ hasText: text });
  }

  /** The list's body rows (antd adds a hidden measuring row, which has no cells with text). */
  rows(): Locator {
    return this.page.getByRole('table').locator('tbody tr.ant-table-row');
  }

  async search(label: string, text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: label });
    await box.fill(text);
    await box.press('Enter');
  }

  filter(label: string): Locator {
    return this.page.getByRole('search').getByRole('combobox', { name: label, exact: true });
  }

  /** Picks `option` in the filter bar's select labelled `label`. */
  async filterBy(label: string, option: string): Promise<void> {
    await this.filter(label).click();
    await this.page.locator(SELECTORS.selectOption(option)).click();
    // The popup fades out over the rows; wait until it is gone so screenshots show the list.
    await expect(this.page.locator(SELECTORS.selectPopup)).toHaveCount(0);
  }

  /** Hovers the row's shortened SQL and returns the popover that shows it whole. */
  async previewSql(row: Locator): Promise<Locator> {
    await row.locator(SELECTORS.sqlPreview).hover();
    const popover = this.page
      .locator('.ant-popover:not(.ant-popover-hidden)')
      .filter({ has: this.page.locator('pre') });
    await expect(popover).toBeVisible();
    // It fades in; wait for the end so a screenshot shows it readable.
    await expect(popover).toHaveCSS('opacity', '1');
    return popover;
  }

  async confirmPopconfirm(): Promise<void> {
    await this.page.locator(L.popconfirm).getByRole('button', { name: L.delete }).click();
  }

  async deleteRow(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: L.delete }).click();
    await this.confirmPopconfirm();
    await expect(this.page.getByText(L.deleted(name))).toBeVisible();
    await expect(this.row(name)).toHaveCount(0);
  }

  /** Bulk select mode: ticks the rows holding each text, deletes them, and waits for the server's count. */
  async bulkDelete(names: string[], deletedMessage: string): Promise<void> {
    await this.page.getByRole('button', { name: L.bulkSelect }).click();
    for (const name of names) await this.row(name).getByRole('checkbox').check();
    await this.page.getByTestId('bulk-actions').getByRole('button', { name: L.delete }).click();
    await this.confirmPopconfirm();
    await expect(this.page.getByText(deletedMessage)).toBeVisible();
    for (const name of names) await expect(this.row(name)).toHaveCount(0);
  }
}
