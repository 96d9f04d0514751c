import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsGrid, rowSlot, slotCount } from './ResultsGrid';

const ROW_COUNT = 100_000;

describe('ResultsGrid', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the scroller reports the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'table' ? 280 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'table' ? 1000 : 0;
    });
  });

  it('renders only the visible slice of 100,000 rows and sorts them all', () => {
    const rows = Array.from({ length: ROW_COUNT }, (_, i) => ({ id: i, label: `row ${i}` }));
    render(<ResultsGrid columns={['id', 'label']} rows={rows} height={280} />);
    const grid = screen.getByRole('table');
    const rendered = within(grid).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(50);
    expect(within(grid).getByText('row 0')).toBeTruthy();

    fireEvent.click(within(grid).getByRole('columnheader', { name: /id/ }));
    fireEvent.click(within(grid).getByRole('columnheader', { name: /id/ }));
    expect(within(grid).getByText(`row ${ROW_COUNT - 1}`)).toBeTruthy();
    expect(within(grid).queryByText('row 0')).toBeNull();
  });

  it('reuses the row elements when the scroll bar jumps far, and numbers rows by their place', () => {
    const rows = Array.from({ length: ROW_COUNT }, (_, i) => ({ id: i, label: `row ${i}` }));
    render(<ResultsGrid columns={['id', 'label']} rows={rows} height={280} />);
    const grid = screen.getByRole('table');
    // happy-dom does not scroll: the grid reports the offset a browser would.
    const scrollTo = (row: number): void => {
      vi.spyOn(grid, 'scrollTop', 'get').mockReturnValue(row * 28);
      fireEvent.scroll(grid);
    };
    scrollTo(1_000);
    const before = within(grid).getAllByRole('row').slice(1);
    expect(within(grid).getByText('row 1000')).toBeTruthy();

    scrollTo(50_000);
    const after = within(grid).getAllByRole('row').slice(1);
    expect(within(grid).getByText('row 50000')).toBeTruthy();
    expect(within(grid).queryByText('row 1000')).toBeNull();
    // The same elements now show other rows. One slot more than rows shown (for rows cut at both
    // edges) can leave one element to create; keyed by row, every one of them would be new.
    expect(after).toHaveLength(before.length);
    expect(after.filter((row) => before.includes(row)).length).toBeGreaterThanOrEqual(after.length - 1);
    const shown = within(grid).getByText('row 50000').closest('[role="row"]');
    expect(shown?.getAttribute('aria-rowindex')).toBe(String(50_000 + 2));
  });

  it('gives up to a slot count of consecutive rows distinct keys, the row scrolling in taking a leaving one’s', () => {
    const slots = slotCount(360, 0);
    expect(slots).toBeGreaterThanOrEqual(Math.ceil(360 / 28) + 1);
    expect(slotCount(360, slots + 5)).toBe(slots + 5);
    for (const start of [0, 1, 17, 49_990]) {
      for (const shown of [slots - 1, slots]) {
        const keys = Array.from({ length: shown }, (_, i) => rowSlot(start + i, slots));
        expect(new Set(keys).size).toBe(shown);
      }
      expect(rowSlot(start + slots, slots)).toBe(rowSlot(start, slots));
    }
  });
});
