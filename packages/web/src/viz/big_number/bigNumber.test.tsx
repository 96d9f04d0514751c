import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { loadVizPlugin } from '../pluginLoader';
import { callFormatter, chartPropsOf, entryOf } from '../timeseries/testing/chartProps';
import { BIG_NUMBER } from '../timeseries/testing/formData';
import buildQuery from './buildQuery';
import monthly from './fixtures/monthly.json';
import transformProps from './transformProps';

const JUN_2001 = 991353600000;
const JUL_2001 = 993945600000;

describe('big_number (with trendline)', () => {
  it('queries the metric per month, pivoted on the x-axis (Superset’s query)', () => {
    expect(buildQuery(BIG_NUMBER).queries).toEqual([
      {
        time_range: 'No filter',
        filters: [],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: 'P1M',
            columnType: 'BASE_AXIS',
            sqlExpression: 'date',
            label: 'date',
            expressionType: 'SQL',
            isColumnReference: true,
          },
        ],
        metrics: ['count'],
        annotation_layers: [],
        series_limit: 0,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['date'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('shows the latest month, its change against compare_lag months before, and the trendline', () => {
    const props = transformProps(chartPropsOf(BIG_NUMBER, monthly));
    // July 2001 holds 6 flights, June 502,222: a fall of 99.999 %.
    expect(props.header).toBe('6');
    expect(props.subheader).toBe('−100.0% over last period');
    expect(props.trend).toBe('negative');
    const trendline = props.trendline as Record<string, unknown>;
    const series = entryOf(trendline, 'series');
    expect(series).toMatchObject({ type: 'line', color: 'rgb(0, 122, 135)', showSymbol: false });
    expect((series.data as unknown[]).slice(-2)).toEqual([
      [JUN_2001, 502222],
      [JUL_2001, 6],
    ]);
    expect(entryOf(trendline, 'yAxis')).toMatchObject({ scale: false });
    expect(callFormatter(entryOf(trendline, 'tooltip'), [{ data: [JUN_2001, 502222] }])).toBe(
      'June<br/>502k',
    );
  });

  it('compares two periods back, hides the trendline and shows the timestamp when asked', () => {
    const props = transformProps(
      chartPropsOf(
        {
          ...BIG_NUMBER,
          compare_lag: 6,
          compare_suffix: 'vs Jan',
          show_trend_line: false,
          show_timestamp: true,
          time_format: '%Y-%m',
        },
        monthly,
      ),
    );
    expect(props.subheader).toBe('−100.0% vs Jan');
    expect(props.trendline).toBeNull();
    expect(props.timestamp).toBe('2001-07');
    const rising = transformProps(
      chartPropsOf(
        { ...BIG_NUMBER, compare_lag: 1 },
        { result: [{ ...monthly.result[0]!, data: monthly.result[0]!.data.slice(0, 3) }] },
      ),
    );
    // March 511,502 against February 458,170.
    expect(rising).toMatchObject({ header: '512k', subheader: '+11.6% over last period', trend: 'positive' });
  });

  it('falls back to the latest non-null value and keeps the subheader without a comparison', () => {
    const data = [...monthly.result[0]!.data.slice(0, 2), { date: JUL_2001, count: null }];
    const props = transformProps(
      chartPropsOf(
        { ...BIG_NUMBER, compare_lag: 0, subheader: 'flights' },
        { result: [{ ...monthly.result[0]!, data }] },
      ),
    );
    expect(props).toMatchObject({ header: '458k', subheader: 'flights', trend: null });
  });

  it('renders the number and the trendline through the registry', async () => {
    const plugin = await loadVizPlugin('big_number');
    expect(plugin?.controlPanel.sections[0]?.label).toBe('Query');
    const { formData, queriesData } = chartPropsOf(BIG_NUMBER, monthly);
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer
          vizType="big_number"
          formData={formData}
          queriesData={queriesData}
          width={300}
          height={200}
          datasource={null}
          title="Flights"
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="echarts"] svg path')).not.toBeNull());
    expect(screen.getByTestId('big-number-header').textContent).toBe('6');
    expect(screen.getByTestId('big-number-subheader').textContent).toBe('−100.0% over last period');
    // The drop in a red that reads against the page, and the trendline named for assistive technology.
    expect(screen.getByTestId('big-number-subheader').style.color).toBe('#c8313e');
    expect(container.querySelector('[data-testid="echarts"]')?.getAttribute('aria-label')).toBe('Flights');
  });
});
