import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { chartPropsOf } from '../distribution/testing/fixtures';
import PivotTableChart from './Component';
import nestedAnswer from './fixtures/nested_months.json';
import answer from './fixtures/origin_destination.json';
import { NESTED, PIVOT } from './testing/formData';
import transformProps from './transformProps';

function renderPivot(formData: Parameters<typeof chartPropsOf>[0], data: Parameters<typeof chartPropsOf>[1]) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <PivotTableChart
        props={transformProps(chartPropsOf(formData, data))}
        width={800}
        height={600}
        title="Pivot"
      />
    </I18nextProvider>,
  );
}

function texts(elements: readonly Element[]): string[] {
  return elements.map((element) => element.textContent ?? '');
}

describe('pivot table chart', () => {
  it('renders nested column headers with spans and scopes, and the values under them', () => {
    renderPivot({ ...PIVOT, colTotals: true }, answer);
    const table = screen.getByRole('table', { name: 'Pivot' });
    const [metricRow, destinationRow, labelRow] = within(table).getAllByRole('row');
    const metricHeaders = metricRow!.querySelectorAll('th');
    expect(texts([...metricHeaders])).toEqual(['Metric', 'count', 'AVG(delay)']);
    expect(metricHeaders[1]!.getAttribute('colspan')).toBe('3');
    expect(metricHeaders[1]!.getAttribute('scope')).toBe('colgroup');
    expect(texts([...destinationRow!.querySelectorAll('th')])).toEqual([
      'destination',
      'DAL',
      'LAS',
      'PHX',
      'DAL',
      'LAS',
      'PHX',
    ]);
    expect(destinationRow!.querySelectorAll('th')[1]!.getAttribute('scope')).toBe('col');
    expect(texts([...labelRow!.querySelectorAll('th')])).toEqual(['origin']);
    const abq = within(table).getByRole('rowheader', { name: 'ABQ' }).closest('tr')!;
    expect(texts([...abq.querySelectorAll('td')])).toEqual([
      '1.2k',
      '1.01k',
      '3.32k',
      '3.55',
      '4.92',
      '8.35',
    ]);
    const totals = within(table).getByRole('rowheader', { name: 'Total (Sum)' }).closest('tr')!;
    expect(texts([...totals.querySelectorAll('td')]).slice(0, 3)).toEqual(['2.48k', '1.37k', '3.32k']);
  });

  it('spans row groups over their members and subtotal, with the total column', () => {
    renderPivot({ ...NESTED, date_format: '%Y-%m', rowSubTotals: true, rowTotals: true }, nestedAnswer);
    const table = screen.getByRole('table');
    const abq = within(table).getByRole('rowheader', { name: 'ABQ' });
    // ABQ spans its three destinations and its subtotal row.
    expect(abq.getAttribute('rowspan')).toBe('4');
    expect(abq.getAttribute('scope')).toBe('rowgroup');
    expect(within(table).getAllByRole('rowheader', { name: 'Subtotal' })).toHaveLength(3);
    const subtotal = within(table).getAllByRole('rowheader', { name: 'Subtotal' })[0]!.closest('tr')!;
    const cells = texts([...subtotal.querySelectorAll('td')]);
    expect(cells[0]).toBe('936');
    expect(cells[cells.length - 1]).toBe('5.54k');
    expect(within(table).getByRole('columnheader', { name: 'Total (Sum)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '2001-01' })).toBeTruthy();
  });

  it('loads through the registry and renders with ChartRenderer', async () => {
    const props = chartPropsOf(PIVOT, answer);
    render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer vizType="pivot_table_v2" {...props} title="Flights pivot" />
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Flights pivot' })).toBeTruthy());
    expect(screen.getByRole('rowheader', { name: 'AMA' })).toBeTruthy();
  });
});
