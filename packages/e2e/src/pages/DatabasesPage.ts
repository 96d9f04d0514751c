import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.databases;
const M = S.modal;

/** Settings → Databases and the connect-database dialog. */
export class DatabasesPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/databaseview\/list\//);
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: M.connectTitle });
  }

  async openConnectDialog(): Promise<void> {
    await this.page.locator(SELECTORS.list.add).click();
    await shownDialog(this.page, this.dialog);
  }

  /** A preferred engine is a tile; the others are in the select below the tiles. */
  async chooseEngine(name: string): Promise<void> {
    // A tile's name is its icon's label followed by the engine's name.
    const tile = this.dialog.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) });
    if ((await tile.count()) > 0) {
      await tile.click();
    } else {
      await this.dialog.getByRole('combobox', { name: M.chooseEngine }).click();
      await this.page.locator(SELECTORS.selectOption(name)).click();
    }
    await expect(this.dialog.getByTestId('connection-step')).toBeVisible();
  }

  /** Engines with connection parameters open on the dynamic form; the URI form is one click away. */
  async fillUri(displayName: string, uri: string): Promise<void> {
    const useUri = this.dialog.getByRole('button', { name: M.useUri });
    if ((await useUri.count()) > 0) await useUri.click();
    await this.dialog.getByLabel(M.displayName).fill(displayName);
    await this.dialog.getByLabel(M.uri).fill(uri);
  }

  async testConnection(): Promise<void> {
    await this.dialog.getByRole('button', { name: M.testConnection }).click();
    await expect(this.page.getByText(M.connectionOk)).toBeVisible();
  }

  async connect(): Promise<void> {
    await this.dialog.getByRole('button', { name: M.connect, exact: true }).click();
    await expect(this.page.getByText(M.connected)).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }
}
