import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.sqlLab.save;

/** SQL Lab's Save query dialog: name and description, then Save, Save as new or Update. */
export class SaveQueryDialog {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: S.title });
  }

  /** Opens the dialog from the editor's Save button. */
  async open(): Promise<void> {
    // By its text: the button's name also holds its icon's label ('save Save').
    await this.page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${S.button}$`) })
      .click();
    await shownDialog(this.page, this.dialog);
  }

  async fill(name: string, description?: string): Promise<void> {
    await this.dialog.getByLabel(S.name).fill(name);
    if (description !== undefined) await this.dialog.getByLabel(S.description).fill(description);
  }

  /** Save (a first save) or Save as new (when the tab already has a saved query). */
  async saveNew(): Promise<void> {
    await this.expectNoToast(S.saved);
    const button = this.dialog.getByRole('button', { name: S.saveAsNew });
    await ((await button.count()) > 0 ? button : this.dialog.getByRole('button', { name: S.save })).click();
    await expect(this.page.getByText(S.saved)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async update(): Promise<void> {
    await this.expectNoToast(S.updated);
    await this.dialog.getByRole('button', { name: S.update }).click();
    await expect(this.page.getByText(S.updated)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  /** Toasts with the same text replace each other, so an earlier one must be gone to prove a new one. */
  private async expectNoToast(text: string): Promise<void> {
    await expect(this.page.getByText(text)).toBeHidden();
  }
}
