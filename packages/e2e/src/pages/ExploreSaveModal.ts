import { expect, type Locator, type Page } from '@playwright/test';
import { shownDialog } from '../animations.js';
import { SELECTORS } from '../selectors.js';

/** Explore's "Save chart" dialog: overwrite or save as, the chart's name, and a dashboard to add it to. */
export class ExploreSaveModal {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Save chart' });
  }

  /** Opens the dialog from the chart header's Save button. */
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await shownDialog(this.page, this.dialog);
  }

  async saveAs(name: string): Promise<void> {
    await this.dialog.getByLabel('Save as...').check();
    await this.dialog.getByLabel('Chart name').fill(name);
  }

  /** Types a dashboard title that does not exist yet and picks the offered "New" entry. */
  async addToNewDashboard(title: string): Promise<void> {
    const picker = this.dialog.getByRole('combobox', { name: 'Add to dashboard' });
    await picker.click();
    await picker.fill(title);
    const offered = this.page.locator(SELECTORS.selectOption(title));
    await expect(offered).toContainText('New');
    // The options are drawn again when the dashboards matching the typed text arrive; a click that
    // lands on the replaced option is lost, so the pick is retried until the choice shows.
    await expect(async () => {
      if (await offered.isVisible()) await offered.click({ timeout: 2000 });
      await expect(this.dialog.getByTitle(title)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
