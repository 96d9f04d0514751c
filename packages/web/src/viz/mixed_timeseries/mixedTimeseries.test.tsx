import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { loadVizPlugin } from '../pluginLoader';
import { callFormatter, chartPropsOf, entryOf } from '../timeseries/testing/chartProps';
import { MIXED, SUM_DELAY } from '../timeseries/testing/formData';
import type { ControlConfig } from '../types';
import buildQuery from './buildQuery';
import { controlPanel } from './controlPanel';
import answer from './fixtures/countAndDelay.json';
import transformProps from './transformProps';

const JAN_2001 = 978307200000;

describe('mixed_timeseries', () => {
  it('builds query A from the plain controls and query B from the _b ones', () => {
    const [a, b] = buildQuery(MIXED).queries;
    expect(a).toMatchObject({
      metrics: ['count'],
      series_columns: [],
      series_limit: 0,
      orderby: [['count', false]],
    });
    expect(a!.columns).toHaveLength(1);
    expect(b).toMatchObject({
      metrics: [SUM_DELAY],
      series_columns: ['origin'],
      series_limit: 2,
      series_limit_metric: SUM_DELAY,
      orderby: [[SUM_DELAY, false]],
    });
    expect(b!.columns?.[1]).toBe('origin');
    // One metric by origin: the series are named after the origins alone.
    expect(b!.post_processing?.map((step) => step?.operation)).toEqual(['pivot', 'rename', 'flatten']);
  });

  it('draws query A as bars on the primary axis and query B as lines on the secondary one', () => {
    const option = transformProps(chartPropsOf(MIXED, answer)).echartOptions as Record<string, unknown>;
    const series = option.series as Record<string, unknown>[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['count', 'bar', 0],
      // Each query's series by total value, largest first (Superset's default series order).
      ['ORD', 'line', 1],
      ['DFW', 'line', 1],
    ]);
    expect((series[2]!.data as unknown[])[0]).toEqual([JAN_2001, 170429]);
    const [primary, secondary] = option.yAxis as Record<string, unknown>[];
    expect(callFormatter(primary!.axisLabel, 508239)).toBe('508k');
    expect(callFormatter(secondary!.axisLabel, 170429)).toBe('170,429');
    expect(entryOf(option, 'legend').data).toEqual(['count', 'ORD', 'DFW']);
    const tooltip = callFormatter(entryOf(option, 'tooltip'), [
      { seriesName: 'count', value: [JAN_2001, 508239] },
      { seriesName: 'DFW', value: [JAN_2001, 170429] },
    ]);
    expect(tooltip).toContain('count: <b>508k</b>');
    expect(tooltip).toContain('DFW: <b>170,429</b>');
  });

  it('stacks each query apart with its own options', () => {
    const option = transformProps(
      chartPropsOf({ ...MIXED, stackB: 'Stack', areaB: true, opacityB: 0.4, seriesType: 'line' }, answer),
    ).echartOptions as Record<string, unknown>;
    const series = option.series as Record<string, unknown>[];
    expect(series[0]).toMatchObject({ type: 'line', stack: undefined });
    expect(series[1]).toMatchObject({ stack: 'obsB', areaStyle: { opacity: 0.4 } });
  });

  it('shows query B’s controls against query B’s values', () => {
    const controls = controlPanel.sections.flatMap((section) =>
      section.controlSetRows
        .flat()
        .filter((item): item is ControlConfig => typeof item === 'object' && item !== null && 'name' in item),
    );
    const periodsB = controls.find((control) => control.name === 'rolling_periods_b');
    expect(periodsB?.visibility?.({ formData: { ...MIXED, rolling_type_b: 'mean' }, datasource: null })).toBe(
      true,
    );
    expect(
      periodsB?.visibility?.({
        formData: { ...MIXED, rolling_type: 'mean', rolling_type_b: 'None' },
        datasource: null,
      }),
    ).toBe(false);
    expect(controls.map((control) => control.name)).toEqual(
      expect.arrayContaining([
        'metrics_b',
        'groupby_b',
        'adhoc_filters_b',
        'seriesTypeB',
        'yAxisIndexB',
        'y_axis_format_secondary',
      ]),
    );
  });

  it('renders both queries through the registry', async () => {
    const plugin = await loadVizPlugin('mixed_timeseries');
    expect(plugin?.buildQuery(MIXED).queries).toHaveLength(2);
    const { formData, queriesData } = chartPropsOf(MIXED, answer);
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer
          vizType="mixed_timeseries"
          formData={formData}
          queriesData={queriesData}
          width={400}
          height={300}
          datasource={null}
          title="Mixed"
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="echarts"] svg')).not.toBeNull());
    // The option is applied on the next frame (lazyUpdate).
    await waitFor(() => expect(container.textContent).toContain('DFW'));
  });
});
