import { expect, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const S = SELECTORS.addDataset;

/** `/dataset/add/`: database → schema → table, a column preview, then create. */
export class AddDatasetPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dataset\/add\//);
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
  }

  private async choose(label: string, option: string): Promise<void> {
    const select = this.page.getByRole('combobox', { name: label });
    await expect(select).toBeEnabled();
    await select.click();
    await this.page.locator(SELECTORS.selectOption(option)).click();
  }

  async pickTable(database: string, schema: string, table: string): Promise<void> {
    await this.choose(S.database, database);
    await this.choose(S.schema, schema);
    await this.page.getByRole('searchbox', { name: S.searchTables }).fill(table);
    await this.page.getByRole('menuitem', { name: table }).first().click();
  }

  async expectPreviewColumn(column: string): Promise<void> {
    await expect(this.page.locator(S.preview).getByRole('cell', { name: column, exact: true })).toBeVisible();
  }

  async create(table: string): Promise<void> {
    await this.page.getByRole('button', { name: S.submit }).click();
    await expect(this.page.getByText(S.created(table))).toBeVisible();
    // On to Explore with the new dataset, as Superset's "create chart" does.
    await expect(this.page).toHaveURL(/\/explore\/\?datasource_type=table&datasource_id=\d+$/);
  }
}
