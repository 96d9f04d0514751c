import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostEstimate } from './CostEstimate';

const DUCKDB_PLAN = [
  '┌───────────────────────────┐',
  '│         SEQ_SCAN          │',
  '│    ────────────────────   │',
  '│      Table: flights       │',
  '└───────────────────────────┘',
].join('\n');

describe('CostEstimate', () => {
  it('shows a text plan in monospace with its line breaks and spacing kept', () => {
    render(<CostEstimate rows={[{ physical_plan: DUCKDB_PLAN }]} loading={false} />);
    const pre = within(screen.getByTestId('cost-plan')).getByText((_, element) => element?.tagName === 'PRE');
    // Exactly the engine's text: no line squashed into a paragraph.
    expect(pre.textContent).toBe(DUCKDB_PLAN);
    expect(pre.style.whiteSpace).toBe('pre');
    expect(pre.style.fontFamily).toMatch(/mono|Courier|Consolas/i);
    expect(screen.getByText('physical_plan')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows rows of several columns as a table', () => {
    render(<CostEstimate rows={[{ 'Total cost': '12.5', Rows: '40' }]} loading={false} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Total cost')).toBeTruthy();
    expect(within(table).getByText('12.5')).toBeTruthy();
    expect(within(table).getByText('40')).toBeTruthy();
    expect(screen.queryByTestId('cost-plan')).toBeNull();
  });
});
