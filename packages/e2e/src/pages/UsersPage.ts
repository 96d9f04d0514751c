import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.users;

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  roles: string[];
  password: string;
}

/** Settings → Users. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/users\/list\//);
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
  }

  get forbidden(): Locator {
    return this.page.getByText(S.forbidden, { exact: true });
  }

  async expectForbidden(): Promise<void> {
    await expect(this.forbidden).toBeVisible();
    await expect(this.page.getByText(S.forbiddenText)).toBeVisible();
    await expect(this.page.getByRole('table')).toHaveCount(0);
  }

  row(username: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: username, exact: true }) });
  }

  async addUser(user: NewUser): Promise<void> {
    await this.page.locator(S.add).click();
    const dialog = await shownDialog(this.page, this.page.getByRole('dialog', { name: S.dialog.add }));
    const f = S.fields;
    await dialog.getByLabel(f.firstName).fill(user.firstName);
    await dialog.getByLabel(f.lastName).fill(user.lastName);
    await dialog.getByLabel(f.username).fill(user.username);
    await dialog.getByLabel(f.email).fill(user.email);
    for (const role of user.roles) {
      await dialog.getByRole('combobox', { name: f.roles }).click();
      await this.page.locator(SELECTORS.selectOption(role)).click();
    }
    await dialog.getByLabel(f.password, { exact: true }).fill(user.password);
    await dialog.getByLabel(f.confirmPassword).fill(user.password);
    await dialog.getByRole('button', { name: S.save }).click();
    await expect(this.page.getByText(S.created(user.username))).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async search(username: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: S.search });
    await box.fill(username);
    await box.press('Enter');
  }
}
