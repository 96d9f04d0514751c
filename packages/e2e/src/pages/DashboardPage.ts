import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../animations.js';

/** The dashboard page's words the spec reads (as the UI shows them). */
export const DASHBOARD_TEXT = {
  edit: 'Edit dashboard',
  save: 'Save',
  discard: 'Discard',
  undo: 'Undo the action',
  redo: 'Redo the action',
  charts: 'Charts',
  layoutElements: 'Layout elements',
  saved: 'This dashboard was saved successfully.',
  published: 'This dashboard is now published',
  overwrite: 'Please confirm the overwrite values.',
} as const;

const T = DASHBOARD_TEXT;

/** The dashboard page at /superset/dashboard/<id or slug>/, its header, grid and edit mode. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async goto(idOrSlug: number | string, query = ''): Promise<void> {
    await this.page.goto(`/superset/dashboard/${idOrSlug}/${query}`);
    await expect(this.root).toBeVisible();
  }

  get root(): Locator {
    return this.page.locator('[data-loupe-dashboard]');
  }

  /** Waits until every chart drawn has painted or failed. */
  async waitUntilReady(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-loupe-dashboard-state', 'ready', { timeout: 60_000 });
  }

  chart(name: string): Locator {
    return this.page.getByRole('figure', { name, exact: true });
  }

  get failedCharts(): Locator {
    return this.page.locator('[data-chart-status="failed"]');
  }

  get paintedCharts(): Locator {
    return this.page.locator('[data-chart-status="success"]');
  }

  async startEditing(): Promise<void> {
    await this.page.getByRole('button', { name: T.edit }).click();
    await expect(this.page.getByRole('complementary', { name: 'Charts and layout elements' })).toBeVisible();
  }

  /** The resize handle of a component (a slider: its value is the width in columns). */
  resizeHandle(name: string): Locator {
    return this.page.getByRole('slider', { name: `Resize ${name}` });
  }

  /**
   * Drags `source` (a pane item or a component's move handle) onto the drop slot `slot`
   * (`<parent layout id>:<index>`, or a function finding it once the drag shows the slots).
   */
  async drag(source: Locator, slot: (page: Page) => Locator): Promise<void> {
    const from = await source.boundingBox();
    if (!from) throw new Error('drag source not visible');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    // Past the pointer sensor's 4 px activation distance: the slots show.
    await this.page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    const target = slot(this.page);
    await expect(target).toBeAttached();
    await target.scrollIntoViewIfNeeded();
    const to = await target.boundingBox();
    if (!to) throw new Error('drop slot not visible');
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await this.page.mouse.up();
    await settle(this.page);
  }

  /** Drags an item of the builder pane ("Charts" or "Layout elements" tab) onto a slot. */
  async dragFromPane(
    tab: 'Charts' | 'Layout elements',
    item: string,
    slot: string | ((page: Page) => Locator),
  ): Promise<void> {
    await this.page.getByRole('tab', { name: tab }).click();
    const source = this.page.getByRole('button', { name: `Drag ${item} onto the dashboard` });
    await this.drag(
      source,
      typeof slot === 'string' ? (page) => page.locator(`[data-drop-slot="${slot}"]`) : slot,
    );
  }

  /** The layout id of the first component of a type (ROW, TABS, TAB...). */
  async layoutId(type: string): Promise<string> {
    const id = await this.page.locator(`[data-layout-type="${type}"]`).first().getAttribute('data-layout-id');
    if (!id) throw new Error(`no ${type} in the layout`);
    return id;
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: T.save, exact: true }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text)).toBeVisible();
  }
}
