import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.sqlLab;

export class SqlLabPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
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

  /** Picks the tab's database in the database select (it has a search box, so typing narrows it). */
  async chooseDatabase(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: S.database, exact: true }).click();
    await this.page.locator(SELECTORS.selectOption(name)).click();
    await expect(this.page.locator(SELECTORS.selectPopup)).toHaveCount(0);
    await expect(this.selectedDatabase()).toHaveText(name);
  }

  /** The database the tab runs on, as its select shows it. */
  selectedDatabase(): Locator {
    return this.page
      .locator('.ant-select')
      .filter({ has: this.page.getByRole('combobox', { name: S.database, exact: true }) });
  }

  /** The Run button, by its text: its name also holds its icon's label. */
  async run(): Promise<void> {
    await this.page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${S.run}$`) })
      .click();
  }

  /** The Stop button that replaces Run while a query runs. */
  async stop(): Promise<void> {
    await this.page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${S.stop}$`) })
      .click();
  }

  /** Where a running query says it is queued or how far it got. */
  runProgress(): Locator {
    return this.page.locator(S.runProgress);
  }

  /** Names the table and presses CREATE TABLE AS (shown where the database allows it). */
  async createTableAs(table: string): Promise<void> {
    const controls = this.page.locator(S.ctas.controls);
    await controls.getByRole('textbox', { name: S.ctas.name }).fill(table);
    await controls.getByRole('button', { name: S.ctas.table }).click();
  }

  /** What a CREATE TABLE/VIEW AS run says it created. */
  ctasResult(): Locator {
    return this.page.locator(S.ctas.result);
  }

  /** Opens the Schedule query dialog from its button beside Save. */
  async openSchedule(): Promise<Locator> {
    await this.page
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${S.schedule.button}$`) })
      .click();
    return shownDialog(this.page, this.page.getByRole('dialog', { name: S.schedule.title }));
  }

  /** Types a date and time into an antd date picker and confirms it. */
  async pickDate(input: Locator, value: string): Promise<void> {
    await input.click();
    await input.fill(value);
    await input.press('Enter');
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
