import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsGrid } from './ResultsGrid';

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
});
