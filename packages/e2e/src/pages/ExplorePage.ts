import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../animations.js';
import { SELECTORS } from '../selectors.js';

/** Explore's visible texts and the test ids the chart pane has no readable name for. */
const E = {
  controls: 'Chart controls',
  vizTiles: 'Visualization type',
  update: 'Update chart',
  addMetric: 'Add metric',
  addDimension: 'Add dimension',
  addFilter: 'Add filter',
  rowCount: 'chart-row-count',
  container: 'chart-container',
  moreActions: 'More actions',
  showData: 'Show data',
  results: 'Results',
} as const;

/**
 * Explore (/explore/): the control panel's editors and popovers, the chart pane with its row count,
 * the data pane and the header's ⋯ menu.
 */
export class ExplorePage {
  constructor(private readonly page: Page) {}

  get controls(): Locator {
    return this.page.getByRole('region', { name: E.controls });
  }

  get rowCount(): Locator {
    return this.page.getByTestId(E.rowCount);
  }

  /** What the chart drew: ECharts paints on a canvas (or an SVG). */
  get chartDrawing(): Locator {
    return this.page.getByTestId(E.container).locator('canvas, svg').first();
  }

  /** A control's drop zone (metrics, groupby, adhoc_filters…) by its form-data key. */
  dropZone(controlKey: string): Locator {
    return this.page.getByTestId(new RegExp(`-${controlKey}-drop$`));
  }

  async chooseQuickViz(name: string): Promise<void> {
    const tile = this.page
      .getByRole('group', { name: E.vizTiles })
      .getByRole('button', { name, exact: true });
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  }

  /** Picks `option` (by its title) in the antd select labelled `label`, within `scope`. */
  async choose(label: string, option: string, scope: Locator = this.controls): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    // A click while the popup still slides in can land beside the option: the popup then stays open.
    await settle(this.page);
    await this.page.locator(SELECTORS.selectOption(option)).click();
    await expect(this.page.locator(SELECTORS.selectPopup)).toHaveCount(0);
  }

  /** Add metric → Simple tab → column and aggregate → Save; the chip then shows `AGG(column)`. */
  async addSimpleMetric(column: string, aggregate: string): Promise<void> {
    await this.dropZone('metrics').getByRole('button', { name: E.addMetric }).click();
    const popover = this.page.getByTestId('metric-popover');
    await expect(popover).toBeVisible();
    await popover.getByRole('tab', { name: 'Simple' }).click();
    await this.choose('Column', column, popover);
    await this.choose('Aggregate', aggregate, popover);
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(popover).toBeHidden();
    await expect(this.chip('metrics', `${aggregate}(${column})`)).toBeVisible();
  }

  /** Add dimension → a dataset column → Save. */
  async addDimension(column: string): Promise<void> {
    await this.dropZone('groupby').getByRole('button', { name: E.addDimension }).click();
    const popover = this.page.getByTestId('column-popover');
    await expect(popover).toBeVisible();
    await this.choose('Column', column, popover);
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(popover).toBeHidden();
    await expect(this.chip('groupby', column)).toBeVisible();
  }

  /** Add filter → Custom SQL → a WHERE expression → Save. */
  async addSqlFilter(expression: string): Promise<void> {
    const popover = await this.openFilterPopover();
    await popover.getByRole('tab', { name: 'Custom SQL' }).click();
    await popover.getByRole('textbox', { name: 'SQL filter expression' }).fill(expression);
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(popover).toBeHidden();
    await expect(this.chip('adhoc_filters', expression)).toBeVisible();
  }

  /** Add filter → Simple → column, operator (its label) and a typed value → Save. */
  async addSimpleFilter(column: string, operator: string, value: string): Promise<void> {
    const popover = await this.openFilterPopover();
    await this.choose('Filter column', column, popover);
    await this.choose('Filter operator', operator, popover);
    await popover.getByRole('textbox', { name: 'Filter value' }).fill(value);
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(popover).toBeHidden();
  }

  private async openFilterPopover(): Promise<Locator> {
    await this.dropZone('adhoc_filters').getByRole('button', { name: E.addFilter }).click();
    const popover = this.page.getByTestId('filter-popover');
    await expect(popover).toBeVisible();
    return popover;
  }

  /** A chip (a metric, a dimension, a filter) in a control's drop zone, by its exact text. */
  chip(controlKey: string, text: string): Locator {
    return this.dropZone(controlKey).getByRole('button', { name: text, exact: true });
  }

  /**
   * Runs the chart, waits until it is drawn, and returns the query the chart data request asked for
   * (its first query object, as Superset's query context holds it).
   */
  async updateChart(): Promise<Record<string, unknown>> {
    const answered = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/chart/data') && response.request().method() === 'POST',
    );
    await this.controls.getByRole('button', { name: E.update }).click();
    const response = await answered;
    expect(response.ok()).toBe(true);
    await expect(this.rowCount).toBeVisible();
    await expect(this.chartDrawing).toBeVisible();
    const context = response.request().postDataJSON() as { queries: Record<string, unknown>[] };
    return context.queries[0] ?? {};
  }

  /** Scrolls the chart's header into view: the page scrolls as a whole, so editing low controls hides it. */
  async showChart(): Promise<void> {
    await this.page.getByRole('button', { name: E.moreActions }).scrollIntoViewIfNeeded();
  }

  /** Opens the data pane's Results: the grid of the rows the chart's query returned. */
  async showResults(): Promise<Locator> {
    await this.page.getByRole('button', { name: E.showData }).click();
    const results = this.page.getByRole('region', { name: E.results });
    await expect(results.getByRole('table')).toBeVisible();
    return results;
  }

  /** Opens the header's ⋯ menu and clicks through `path` (a submenu opens on hover). */
  async headerMenu(...path: string[]): Promise<void> {
    await this.page.getByRole('button', { name: E.moreActions }).click();
    // By its text: a submenu's name also holds its icons' labels ('download Download right').
    const itemOf = (label: string) =>
      this.page.getByRole('menuitem').filter({ has: this.page.getByText(label, { exact: true }) });
    for (const [index, label] of path.entries()) {
      const item = itemOf(label);
      const next = path[index + 1];
      if (next === undefined) {
        await item.click();
        break;
      }
      // A hover that lands while the menu is still animating in opens nothing: hover again
      // (coming from outside the item) until the submenu's item shows.
      await expect(async () => {
        await this.page.mouse.move(0, 0);
        await item.hover();
        await expect(itemOf(next)).toBeVisible({ timeout: 1500 });
      }).toPass({ timeout: 15_000 });
      await settle(this.page);
    }
  }
}
