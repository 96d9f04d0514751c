import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const S = SELECTORS.sqlLabOpen;

/** SQL Lab reached through a link (share key, dataset, URL parameters) and its schema browser. */
export class SqlLabOpening {
  constructor(private readonly page: Page) {}

  /** Opens SQL Lab with these URL parameters and waits until they have been handled (dropped). */
  async open(params: Record<string, string>): Promise<void> {
    await this.page.goto(`${SELECTORS.sqlLab.path}?${new URLSearchParams(params).toString()}`);
    await this.expectParametersDropped();
  }

  async expectParametersDropped(): Promise<void> {
    await expect.poll(() => new URL(this.page.url()).search).toBe('');
  }

  /** Copy link: the query becomes a permalink whose address goes to the clipboard; returns it. */
  async copyLink(): Promise<string> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${S.copyLink}$`) })
      .click();
    await expect(this.page.getByText(S.linkCopied)).toBeVisible();
    // The spec's tsconfig has no DOM types: the page reads its clipboard from a script text.
    return String(await this.page.evaluate('navigator.clipboard.readText()'));
  }

  /** The schema the tab runs in, as its select shows it. */
  selectedSchema(): Locator {
    return this.page
      .locator('.ant-select')
      .filter({ has: this.page.getByRole('combobox', { name: S.schema, exact: true }) });
  }

  tablePicker(): Locator {
    return this.page.getByRole('combobox', { name: S.addTable });
  }

  /** Opens the table picker and types a search, which the server answers. */
  async searchTables(text: string): Promise<void> {
    await this.tablePicker().click();
    await this.page.keyboard.type(text);
  }

  async pickTable(name: string): Promise<void> {
    await this.page.locator(SELECTORS.selectOption(name)).click();
  }

  tableColumns(table: string): Locator {
    return this.page.getByRole('list', { name: S.columnsOf(table) });
  }
}
