import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's native filter bar and its cross-filter chips. */
export class FilterBar {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('complementary', { name: 'Dashboard filters' });
  }

  /** Picks values of a select filter (typed, then chosen from its options). */
  async select(filterName: string, ...values: string[]): Promise<void> {
    const box = this.root.getByRole('combobox', { name: filterName });
    for (const value of values) {
      await box.click();
      await box.fill(value);
      // The visible option (antd also renders a hidden listbox of the same options for screen readers).
      await this.page.locator(`.ant-select-item-option[title="${value}"]`).click();
    }
    await this.page.keyboard.press('Escape');
  }

  /** One filter of the bar: its label, its control and the values chosen in it. */
  item(filterName: string): Locator {
    return this.root.getByTestId('filter-item').filter({ hasText: filterName });
  }

  /** A time range filter's button (named by the filter's label, showing the range). */
  timeButton(filterName: string): Locator {
    return this.root.getByRole('button', { name: filterName, exact: true });
  }

  /** Sets a time range filter through the picker's Advanced start and end. */
  async timeRange(filterName: string, start: string, end: string): Promise<void> {
    await this.timeButton(filterName).click();
    const picker = this.page.getByTestId('time-range-popover');
    await picker.getByText('Advanced', { exact: true }).click();
    await picker.getByLabel('START (INCLUSIVE)').fill(start);
    await picker.getByLabel('END (EXCLUSIVE)').fill(end);
    await expect(picker.getByTestId('actual-time-range')).toBeVisible();
    await picker.getByRole('button', { name: 'APPLY' }).click();
  }

  async apply(): Promise<void> {
    await this.root.getByRole('button', { name: 'Apply filters' }).click();
  }

  async clearAll(): Promise<void> {
    await this.root.getByRole('button', { name: 'Clear all' }).click();
  }

  get crossFilterChips(): Locator {
    return this.root.getByTestId('cross-filter-chip');
  }
}
