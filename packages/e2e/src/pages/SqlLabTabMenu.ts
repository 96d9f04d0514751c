import { expect, type Locator, type Page } from '@playwright/test';
import { SELECTORS } from '../selectors.js';
import { shownDialog } from '../animations.js';

const S = SELECTORS.sqlLabTabs;

/** The active SQL Lab tab's menu, its panes and the keyboard shortcut list. */
export class SqlLabTabMenu {
  constructor(private readonly page: Page) {}

  /** The selected editor tab (the results tabs are not in the tab bar's list). */
  activeTab(): Locator {
    return this.page.getByRole('tablist').first().getByRole('tab', { selected: true });
  }

  /** Opens a new untitled tab with the tab bar's + button. */
  async addTab(): Promise<void> {
    const before = await this.page.getByRole('tablist').first().getByRole('tab').count();
    await this.page.getByRole('button', { name: S.addTab }).click();
    await expect(this.page.getByRole('tablist').first().getByRole('tab')).toHaveCount(before + 1);
  }

  private activePane(): Locator {
    return this.page.locator(S.activePane);
  }

  async pick(item: string): Promise<void> {
    await this.page.getByRole('button', { name: S.actions }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async rename(title: string): Promise<void> {
    await this.pick(S.rename);
    const dialog = await shownDialog(this.page, this.page.getByRole('dialog', { name: S.rename }));
    await dialog.getByLabel(S.renamePrompt).fill(title);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  schemaBrowser(): Locator {
    return this.activePane().locator(S.schemaPane);
  }

  resultsSeparator(): Locator {
    return this.activePane().getByRole('separator', { name: S.resizeResults });
  }

  /** The editor's height in pixels: it fills the pane above the results. */
  async editorHeight(): Promise<number> {
    const box = await this.activePane().locator(S.editorHost).boundingBox();
    if (!box) throw new Error('The SQL editor is not laid out');
    return box.height;
  }

  /** Drags the editor/results separator down (positive) or up by some pixels, as a mouse does. */
  async dragResultsSeparator(by: number): Promise<void> {
    const box = await this.resultsSeparator().boundingBox();
    if (!box) throw new Error('The separator is not laid out');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + by / 2, { steps: 5 });
    await this.page.mouse.move(x, y + by, { steps: 5 });
    await this.page.mouse.up();
  }

  async openShortcuts(): Promise<Locator> {
    await this.page.getByRole('button', { name: S.shortcutsButton }).click();
    const list = this.page.locator(S.shortcutsList);
    await expect(list).toBeVisible();
    return list;
  }
}
