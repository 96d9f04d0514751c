import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.upload;

/** The datasets list's "Upload file to database" menu and its CSV upload dialog. */
export class UploadDialog {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: S.csvTitle });
  }

  async openCsv(): Promise<void> {
    await this.page.getByRole('button', { name: S.menu }).click();
    await this.page.getByRole('menuitem', { name: S.csv }).click();
    await shownDialog(this.page, this.dialog);
  }

  async chooseFile(name: string, content: string): Promise<void> {
    await this.dialog
      .locator(S.file)
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await expect(this.dialog.getByText(name)).toBeVisible();
  }

  /** The database select is searchable: typing the name and Enter picks it. */
  async chooseDatabase(name: string): Promise<void> {
    const select = this.dialog.getByRole('combobox', { name: S.database });
    await select.fill(name);
    await expect(this.page.locator(SELECTORS.selectOption(name))).toBeVisible();
    await select.press('Enter');
    await expect(this.dialog.getByTitle(name)).toBeVisible();
  }

  async fillTableName(name: string): Promise<void> {
    await this.dialog.getByLabel(S.tableName).fill(name);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: S.submit, exact: true }).click();
  }

  async expectImported(): Promise<void> {
    await expect(this.page.getByText(S.imported)).toBeVisible();
    await expect(this.dialog).toHaveCount(0);
  }

  error(): Locator {
    return this.dialog.locator(S.error);
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: S.cancel }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
