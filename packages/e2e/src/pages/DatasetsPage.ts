import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.datasets;
const L = SELECTORS.list;

/** Datasets: the list, its row actions and the typed delete confirmation. */
export class DatasetsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  /** The row whose name (a link to Explore on the dataset) is exactly `name`. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: L.search });
    await box.fill(text);
    await box.press('Enter');
  }

  async openEditor(name: string): Promise<Locator> {
    await this.row(name).getByRole('button', { name: L.edit }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: SELECTORS.datasetEditor.title });
    await expect(dialog.getByRole('tab', { name: SELECTORS.datasetEditor.tabs.source })).toBeVisible();
    return dialog;
  }

  async delete(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: L.delete }).click();
    const dialog = await shownDialog(
      this.page,
      this.page.getByRole('dialog').filter({ has: this.page.getByLabel(L.deleteConfirm) }),
    );
    await dialog.getByLabel(L.deleteConfirm).fill(L.deleteWord);
    await dialog.getByRole('button', { name: L.delete }).click();
    await expect(this.page.getByText(L.deleted(name))).toBeVisible();
    await expect(this.row(name)).toHaveCount(0);
  }

  async startAdding(): Promise<void> {
    await this.page.locator(L.add).click();
    await this.page.waitForURL(/\/dataset\/add\//);
  }
}
