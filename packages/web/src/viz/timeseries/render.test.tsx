import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { loadVizPlugin } from '../pluginLoader';
import TimeseriesChart from './Component';
import byOrigin from './fixtures/monthlyByOrigin.json';
import { chartPropsOf } from './testing/chartProps';
import { FLIGHTS_BY_ORIGIN } from './testing/formData';
import transformProps from './transformProps';

const VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
];

describe('time-series charts', () => {
  it('draws the series as SVG paths with the legend names', async () => {
    const props = transformProps(chartPropsOf({ ...FLIGHTS_BY_ORIGIN, seriesType: 'line' }, byOrigin));
    const { container } = render(<TimeseriesChart props={props} width={500} height={300} title="Flights" />);
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Flights');
    // The option is applied on the next frame (lazyUpdate).
    await waitFor(() => expect(container.textContent).toContain('count, DFW'));
    expect(container.querySelectorAll('path').length).toBeGreaterThan(4);
  });

  it.each(VIZ_TYPES)('%s loads through the registry and renders with ChartRenderer', async (vizType) => {
    const plugin = await loadVizPlugin(vizType);
    expect(plugin?.controlPanel.sections[0]?.label).toBe('Query');
    const { formData, queriesData } = chartPropsOf({ ...FLIGHTS_BY_ORIGIN, viz_type: vizType }, byOrigin);
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer
          vizType={vizType}
          formData={formData}
          queriesData={queriesData}
          width={400}
          height={300}
          datasource={null}
          title="Chart"
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="echarts"] svg')).not.toBeNull());
    // The option is applied on the next frame (lazyUpdate): the series' legend text comes then.
    await waitFor(() => expect(container.textContent).toContain('count, ORD'));
  });
});
