import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { numericColumns } from './ResultsPane';
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

  it('fills its pane without a fixed height, spreads columns over the width, and right-aligns numbers', () => {
    const rows = [{ origin: 'JFK', flights: 229 }];
    render(<ResultsGrid columns={['origin', 'flights']} rows={rows} numericColumns={new Set(['flights'])} />);
    const grid = screen.getByRole('table');
    expect(grid.style.height).toBe('');
    expect(grid.style.flexGrow).toBe('1');
    const [header, row] = within(grid).getAllByRole('row');
    // At least the pane's width; wider (scrolling sideways) only when the columns need more.
    for (const line of [header!, row!]) {
      expect(line.style.width).toBe('320px');
      expect(line.style.minWidth).toBe('100%');
    }
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.style.textAlign)).toEqual(['left', 'right']);
    expect(cells.map((cell) => cell.style.flexGrow)).toEqual(['1', '1']);
    const headers = within(header!).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.style.textAlign)).toEqual(['left', 'right']);
  });

  it('knows numeric columns by their generic type, or by their values when the type is unknown', () => {
    const column = (name: string, generic: number | null) => ({
      column_name: name,
      name,
      type: null,
      type_generic: generic,
      is_dttm: false,
    });
    const numeric = numericColumns({
      columns: [column('n', 0), column('s', 1), column('big', 0), column('x', null), column('y', null)],
      data: [{ n: 1, s: '2', big: '9007199254740993', x: 3, y: 'a' }],
    });
    expect([...numeric].sort()).toEqual(['big', 'n', 'x']);
  });
});
