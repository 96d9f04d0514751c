import { expect, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const S = SELECTORS.login;

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
    await this.expectVisible();
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\//);
    await expect(this.page.getByRole('heading', { name: S.heading })).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel(S.username).fill(username);
    await this.page.getByLabel(S.password, { exact: true }).fill(password);
    await this.page.getByRole('button', { name: S.submit }).click();
  }
}
