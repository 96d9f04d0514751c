import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../animations.js';
import { SELECTORS } from '../selectors.js';

/** The filter configuration modal's words the spec reads (as the UI shows them). */
export const FILTERS_CONFIG_TEXT = {
  open: '+ Add/Edit Filters',
  title: 'Add and edit filters',
  add: 'Add filters and dividers',
  list: 'Filters and dividers',
  name: 'Filter name',
  dataset: 'Dataset',
  column: 'Column',
  dependent: 'Values are dependent on other filters',
  parents: 'Parent filters',
  scoping: 'Scoping',
  settings: 'Settings',
  specific: 'Apply to specific panels',
  tree: 'Panels the filter applies to',
  save: 'Save',
} as const;

const T = FILTERS_CONFIG_TEXT;

/** Superset's "Add and edit filters" modal, opened from the filter bar's "+ Add/Edit Filters". */
export class FiltersConfigModal {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: T.title });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: T.open }).click();
    await expect(this.root).toBeVisible();
  }

  /** The items of the left pane, in order (their titles). */
  get items(): Locator {
    return this.root.getByRole('navigation', { name: T.list }).getByTestId('filters-config-item');
  }

  async itemTitles(): Promise<string[]> {
    return (await this.items.allInnerTexts()).map((text) => text.trim());
  }

  async addFilter(): Promise<void> {
    await this.root.getByRole('button', { name: T.add }).click();
    await this.page.getByRole('menuitem', { name: 'Filter', exact: true }).click();
  }

  /**
   * Picks an option of one of the form's selects (typed to narrow it first). Found by its label's text:
   * the accessible name of a required field also holds the asterisk antd draws before it.
   */
  async choose(label: string, option: string): Promise<void> {
    const box = this.root.getByLabel(label, { exact: true });
    await box.click();
    await box.fill(option);
    // A click while the popup still slides in can land beside the option.
    await settle(this.page);
    await this.page.locator(SELECTORS.selectOption(option)).click();
  }

  /** A value filter of the dashboard's dataset on a column, optionally depending on other filters. */
  async fillValueFilter(name: string, column: string, parents: string[] = []): Promise<void> {
    await this.root.getByLabel(T.name, { exact: true }).fill(name);
    await this.choose(T.column, column);
    if (parents.length) {
      await this.root.getByRole('checkbox', { name: T.dependent }).check();
      for (const parent of parents) await this.choose(T.parents, parent);
      await this.page.keyboard.press('Escape');
    }
  }

  /** Moves an item one place up or down with the keyboard (its drag handle: Space, arrow, Space). */
  async moveByKeyboard(name: string, direction: 'ArrowUp' | 'ArrowDown'): Promise<void> {
    const handle = this.root.getByRole('button', { name: `Move ${name}`, exact: true });
    await handle.focus();
    await this.page.keyboard.press('Space');
    // dnd-kit picks the item up on the next frame: an arrow pressed before that moves nothing.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await this.page.keyboard.press(direction);
    await this.page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  }

  /** Scopes the selected filter to the tree's checked panels, unchecking the named tabs or charts. */
  async scopeWithout(...titles: string[]): Promise<void> {
    await this.root.getByRole('tab', { name: T.scoping }).click();
    await this.root.getByRole('radio', { name: T.specific }).check();
    const tree = this.root.getByRole('tree', { name: T.tree });
    for (const title of titles) {
      const node = tree
        .locator('.ant-tree-treenode')
        .filter({ has: this.page.getByText(title, { exact: true }) });
      await node.locator('.ant-tree-checkbox').click();
      await expect(node.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
    }
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: T.save, exact: true }).click();
    await expect(this.root).toBeHidden();
  }
}
