import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.datasetEditor;

/** The Edit Dataset dialog, opened from the datasets list. */
export class DatasetEditor {
  constructor(
    private readonly page: Page,
    readonly dialog: Locator,
  ) {}

  async openTab(name: string): Promise<void> {
    await this.dialog.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  /** New metrics go on top of the list, so the first row is the one just added. */
  async addMetric(name: string, expression: string): Promise<void> {
    await this.openTab(S.tabs.metrics);
    await this.dialog.getByRole('button', { name: S.addItem }).click();
    await this.dialog.getByRole('textbox', { name: S.metricKey }).first().fill(name);
    await this.dialog.getByRole('textbox', { name: S.expression }).first().fill(expression);
  }

  async metricNames(): Promise<string[]> {
    await this.openTab(S.tabs.metrics);
    return this.dialog
      .getByRole('textbox', { name: S.metricKey })
      .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  }

  /** Save, then OK in the Confirm save warning. */
  async saveAndConfirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: S.save, exact: true }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: S.confirmTitle });
    await shownDialog(this.page, confirm);
    await confirm.getByRole('button', { name: S.ok }).click();
    await expect(this.page.getByText(S.saved)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: S.cancel, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
