import { expect, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { AppShell } from './AppShell.js';

const S = SELECTORS.login;

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(S.path);
    await this.expectVisible();
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\//);
    await expect(this.page.getByRole('heading', { name: S.heading, exact: true })).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel(S.username).fill(username);
    await this.page.getByLabel(S.password, { exact: true }).fill(password);
    await this.page.getByRole('button', { name: S.submit }).click();
  }

  /** Opens the login page, signs in and waits until the app shows the user signed in. */
  async signInAs(username: string, password: string): Promise<void> {
    await this.goto();
    await this.signIn(username, password);
    await new AppShell(this.page).expectSignedInAs(username);
  }
}
