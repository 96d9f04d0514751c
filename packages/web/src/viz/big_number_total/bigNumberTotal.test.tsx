import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { loadVizPlugin } from '../pluginLoader';
import { chartPropsOf } from '../timeseries/testing/chartProps';
import { BIG_NUMBER_TOTAL, SUM_DELAY } from '../timeseries/testing/formData';
import buildQuery from './buildQuery';
import total from './fixtures/total.json';
import transformProps from './transformProps';

describe('big_number_total', () => {
  it('queries the one metric with no columns (Superset’s query)', () => {
    expect(buildQuery(BIG_NUMBER_TOTAL).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: [],
        metrics: [SUM_DELAY],
        annotation_layers: [],
        series_limit: 0,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('formats the total with the number format and keeps the subheader', () => {
    expect(transformProps(chartPropsOf({ ...BIG_NUMBER_TOTAL, subheader: 'minutes late' }, total))).toEqual({
      header: '20M',
      headerColor: undefined,
      subheader: 'minutes late',
      headerFontSize: 0.4,
      subheaderFontSize: 0.15,
    });
    const props = transformProps(chartPropsOf({ ...BIG_NUMBER_TOTAL, y_axis_format: ',d' }, total));
    expect(props.header).toBe('20,003,603');
  });

  it('colours the number by the first conditional-formatting rule it meets', () => {
    const rules = [
      { operator: '<', targetValue: 1000, colorScheme: '#ff0000' },
      { operator: '≤ x ≤', targetValueLeft: 1e6, targetValueRight: 1e8, colorScheme: '#00ff00' },
    ];
    const props = transformProps(chartPropsOf({ ...BIG_NUMBER_TOTAL, conditional_formatting: rules }, total));
    expect(props.headerColor).toBe('#00ff00');
  });

  it('formats the value as a date when force_timestamp_formatting is on', () => {
    const answer = { result: [{ ...total.result[0]!, data: [{ 'SUM(delay)': 978307200000 }] }] };
    const props = transformProps(
      chartPropsOf(
        { ...BIG_NUMBER_TOTAL, force_timestamp_formatting: true, time_format: '%Y-%m-%d' },
        answer,
      ),
    );
    expect(props.header).toBe('2001-01-01');
  });

  it('renders the number through the registry, and Superset’s message when there is no value', async () => {
    const plugin = await loadVizPlugin('big_number_total');
    expect(plugin?.controlPanel.sections.map((section) => section.label)).toEqual([
      'Query',
      'Display settings',
    ]);
    const { formData, queriesData } = chartPropsOf({ ...BIG_NUMBER_TOTAL, subheader: 'minutes late' }, total);
    const renderChart = (data: typeof queriesData) =>
      render(
        <I18nextProvider i18n={createI18n()}>
          <ChartRenderer
            vizType="big_number_total"
            formData={formData}
            queriesData={data}
            width={300}
            height={200}
            datasource={null}
            title="Delay"
          />
        </I18nextProvider>,
      );
    const { unmount } = renderChart(queriesData);
    await waitFor(() => expect(screen.getByTestId('big-number-header').textContent).toBe('20M'));
    expect(screen.getByTestId('big-number-subheader').textContent).toBe('minutes late');
    // The header's font is its share of the chart height: 0.4 × 200 px.
    expect(screen.getByTestId('big-number-header').style.fontSize).toBe('80px');
    unmount();

    renderChart([{ ...queriesData[0]!, data: [{ 'SUM(delay)': null }] }]);
    expect(
      await screen.findByText('No data after filtering or data is NULL for the latest time record'),
    ).toBeTruthy();
  });
});
