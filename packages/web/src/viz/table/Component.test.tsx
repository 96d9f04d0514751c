import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { chartPropsOf } from '../distribution/testing/fixtures';
import TableChart from './Component';
import aggregateAnswer from './fixtures/aggregate.json';
import rawAnswer from './fixtures/raw.json';
import { AGGREGATE, RAW } from './testing/formData';
import transformProps from './transformProps';

function renderTable(
  formData: Parameters<typeof chartPropsOf>[0],
  answer: Parameters<typeof chartPropsOf>[1],
  setDataMask?: (mask: unknown) => void,
) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <TableChart
        props={transformProps(chartPropsOf(formData, answer))}
        width={600}
        height={400}
        title="Flights"
        hooks={{ setDataMask }}
      />
    </I18nextProvider>,
  );
}

function columnTexts(table: HTMLElement, index: number): string[] {
  return [...table.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[index]?.textContent ?? '',
  );
}

describe('table chart', () => {
  it('renders a captioned table with column headers, formatted cells, cell bars and the summary row', () => {
    renderTable(AGGREGATE, aggregateAnswer);
    const table = screen.getByRole('table', { name: 'Flights' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(Array(4).fill('col'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['origin ↕', 'count ↕', 'AVG(delay) ↕', '%SUM(distance) ↕']);
    const ord = within(table).getByRole('row', { name: /ORD/ });
    expect([...ord.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'ORD',
      '166k',
      '9.27',
      '24.318%',
    ]);
    // Count bars: ORD has the column maximum, a full-width bar.
    expect(within(ord).getAllByTestId('cell-bar')[0]!.style.width).toBe('100%');
    const summary = within(table).getByRole('rowheader', { name: 'Summary' }).closest('tr')!;
    expect([...summary.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '3M',
      '6.67',
      '100.000%',
    ]);
  });

  it('sorts by a header with aria-sort, metrics descending first', () => {
    renderTable(AGGREGATE, aggregateAnswer);
    const table = screen.getByRole('table');
    const header = screen.getByRole('button', { name: /AVG\(delay\)/ });
    fireEvent.click(header);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    expect(columnTexts(table, 0)).toEqual(['PHX', 'ORD', 'ATL', 'DFW', 'LAX']);
    fireEvent.click(header);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(columnTexts(table, 0)).toEqual(['LAX', 'DFW', 'ATL', 'ORD', 'PHX']);
  });

  it('searches and pages client-side with the page length', () => {
    renderTable({ ...RAW, include_search: true, page_length: 5 }, rawAnswer);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(screen.getByTitle('3'));
    expect(columnTexts(table, 3)).toEqual(['-36', '19']);
    fireEvent.change(screen.getByRole('combobox', { name: /Show/ }), { target: { value: '0' } });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'hnl' } });
    expect(columnTexts(table, 1)).toEqual(Array(6).fill('HNL'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nowhere' } });
    expect(within(table).getByText('No records found')).toBeTruthy();
  });

  it('colours cells by conditional formatting and negative bars red', () => {
    renderTable(
      {
        ...RAW,
        conditional_formatting: [{ column: 'delay', operator: '<', targetValue: 0, colorScheme: '#0000ff' }],
      },
      rawAnswer,
    );
    const cell = screen.getAllByRole('row')[1]!.querySelectorAll('td')[3]!;
    expect(cell.textContent).toBe('-37');
    expect(cell.style.background).not.toBe('');
    expect(within(cell).getByTestId('cell-bar').style.background).toBe('rgba(150, 0, 0, 0.2)');
  });

  it('emits a cross-filter from a group-by cell, by keyboard-focusable button, and clears it again', () => {
    const setDataMask = vi.fn();
    renderTable(AGGREGATE, aggregateAnswer, setDataMask);
    const button = screen.getByRole('button', { name: 'ATL' });
    fireEvent.click(button);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
      filterState: { value: [['ATL']], filters: { origin: ['ATL'] } },
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null, filters: null },
    });
  });

  it('lets the viewer drag a header onto another when allow_rearrange_columns is on', () => {
    renderTable({ ...RAW, allow_rearrange_columns: true }, rawAnswer);
    const headers = () => screen.getAllByRole('columnheader');
    expect(headers()[0]!.getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(headers()[3]!);
    fireEvent.drop(headers()[0]!);
    expect(headers().map((th) => th.textContent?.split(' ')[0])).toEqual([
      'delay',
      'date',
      'origin',
      'distance',
    ]);
    expect(screen.getAllByRole('row')[1]!.querySelector('td')!.textContent).toBe('-37');
  });

  it('loads through the registry and renders with ChartRenderer', async () => {
    const props = chartPropsOf(AGGREGATE, aggregateAnswer);
    render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer vizType="table" {...props} title="Flights by origin" />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Flights by origin' })).toBeTruthy());
    expect(screen.getByRole('cell', { name: 'DFW' })).toBeTruthy();
  });
});
