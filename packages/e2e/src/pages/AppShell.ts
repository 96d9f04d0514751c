import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';

const S = SELECTORS.shell;

/** The top navigation and user menu around every signed-in page. */
export class AppShell {
  constructor(private readonly page: Page) {}

  get userMenu(): Locator {
    return this.page.locator(S.userMenu);
  }

  async expectSignedInAs(username: string): Promise<void> {
    await expect(this.page.getByRole('menu', { name: S.mainMenu })).toBeVisible();
    await expect(this.userMenu).toHaveText(username);
  }

  /** Opens the Settings submenu (it opens on hover) and waits for its popup. */
  async openSettings(): Promise<void> {
    await this.page.getByRole('menuitem', { name: S.settings }).hover();
    await expect(this.settingsItem(S.settingsItems.databases)).toBeVisible();
  }

  settingsItem(name: string): Locator {
    // Inside a menu: the welcome page links to some of the same places (Databases).
    return this.page.getByRole('menu').getByRole('link', { name, exact: true });
  }

  async openSettingsItem(name: string): Promise<void> {
    await this.openSettings();
    await this.settingsItem(name).click();
    await this.closeMenus();
  }

  /** Submenus close when the pointer leaves them; screenshots should show the page, not the popup. */
  async closeMenus(): Promise<void> {
    await this.page.mouse.move(640, 600);
  }

  /** Logout is a full navigation to /logout/, which the server answers with a redirect to /login/. */
  async logout(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByRole('menuitem', { name: S.logout }).click();
    await this.page.waitForURL(/\/login\//);
  }
}
