import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const S = SELECTORS.sqlLab;

export class SqlLabPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
    await expect(this.page.getByRole('heading', { name: S.heading })).toBeVisible();
    await expect(this.editor()).toBeVisible();
  }

  editor(): Locator {
    return this.page.getByRole('textbox', { name: S.editor });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Replaces the editor's text by typing, as a user would. */
  async typeSql(sql: string): Promise<void> {
    await this.editor().click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(sql);
  }

  async runWithShortcut(): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+Enter');
  }

  results(): Locator {
    return this.page.getByRole('table');
  }

  rowCount(): Locator {
    return this.page.locator(S.rowCount);
  }

  runError(): Locator {
    return this.page.locator(S.runError);
  }
}
