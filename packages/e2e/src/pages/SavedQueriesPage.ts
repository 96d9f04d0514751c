import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { ListPage } from './ListPage.js';

const S = SELECTORS.savedQueries;

/** Saved queries (/savedqueryview/list/): search, database filter, copy link, open in SQL Lab. */
export class SavedQueriesPage extends ListPage {
  constructor(page: Page) {
    super(page, S.path, S.heading);
  }

  /** The row whose name link is exactly `name`. */
  override row(name: string): Locator {
    return this.page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async searchFor(text: string): Promise<void> {
    await this.search(S.search, text);
  }

  async filterByDatabase(name: string): Promise<void> {
    await this.filterBy(S.database, name);
  }

  /** Copies the row's link and returns what landed on the clipboard. */
  async copyLink(name: string): Promise<string> {
    await this.row(name).getByRole('button', { name: S.copyLink }).click();
    await expect(this.page.getByText(S.linkCopied)).toBeVisible();
    // A string expression: the e2e package is compiled without the DOM library.
    return this.page.evaluate<string>('navigator.clipboard.readText()');
  }

  async openInSqlLab(name: string): Promise<void> {
    await this.row(name).getByRole('link', { name: S.openInSqlLab }).click();
  }
}
