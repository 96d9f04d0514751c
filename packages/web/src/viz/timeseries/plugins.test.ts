import { describe, expect, it } from 'vitest';
import { plugin as area } from '../echarts_area';
import { plugin as bar } from '../echarts_timeseries_bar';
import { plugin as line } from '../echarts_timeseries_line';
import { plugin as scatter } from '../echarts_timeseries_scatter';
import { plugin as smooth } from '../echarts_timeseries_smooth';
import { plugin as step } from '../echarts_timeseries_step';
import type { ControlPanelConfig } from '../types';
import byOrigin from './fixtures/monthlyByOrigin.json';
import { chartPropsOf, entryOf } from './testing/chartProps';
import { FLIGHTS_BY_ORIGIN } from './testing/formData';

function firstSeries(plugin: typeof line, formData: Record<string, unknown> = {}) {
  const { echartOptions } = plugin.transformProps(
    chartPropsOf({ ...FLIGHTS_BY_ORIGIN, ...formData }, byOrigin),
  );
  return entryOf(echartOptions as Record<string, unknown>, 'series');
}

function controlNames(panel: ControlPanelConfig): string[] {
  return panel.sections.flatMap((section) =>
    section.controlSetRows.flat().flatMap((item) => {
      if (typeof item === 'string') return [item];
      return item && 'name' in item ? [item.name] : [];
    }),
  );
}

describe('time-series plugins', () => {
  it('each draws its own series type whatever seriesType the form data carries', () => {
    expect(firstSeries(line, { seriesType: 'bar' })).toMatchObject({ type: 'line' });
    expect(firstSeries(smooth)).toMatchObject({ type: 'line', smooth: true });
    expect(firstSeries(scatter)).toMatchObject({ type: 'scatter' });
    expect(firstSeries(bar)).toMatchObject({ type: 'bar' });
  });

  it('steps at the start by default and where seriesType says', () => {
    expect(firstSeries(step)).toMatchObject({ step: 'start' });
    expect(firstSeries(step, { seriesType: 'end' })).toMatchObject({ step: 'end' });
  });

  it('fills areas, stacked by default unless the chart was saved unstacked', () => {
    expect(firstSeries(area)).toMatchObject({ areaStyle: { opacity: 0.2 }, stack: 'obs' });
    expect(firstSeries(area, { stack: null }).stack).toBeUndefined();
  });

  it('declares Superset’s form-data keys in their control panels', () => {
    expect(controlNames(line.controlPanel)).toEqual(
      expect.arrayContaining([
        'x_axis',
        'time_grain_sqla',
        'metrics',
        'groupby',
        'adhoc_filters',
        'limit',
        'timeseries_limit_metric',
        'order_desc',
        'row_limit',
        'truncate_metric',
        'show_empty_columns',
        'rolling_type',
        'time_compare',
        'comparison_type',
        'resample_rule',
        'resample_method',
        'annotation_layers',
        'color_scheme',
        'show_value',
        'stack',
        'only_total',
        'percentage_threshold',
        'area',
        'opacity',
        'markerEnabled',
        'markerSize',
        'zoomable',
        'x_axis_title',
        'y_axis_format',
        'x_axis_time_format',
        'logAxis',
        'minorSplitLine',
        'truncateYAxis',
        'y_axis_bounds',
        'rich_tooltip',
        'tooltipTimeFormat',
        'tooltipSortByMetric',
        'show_legend',
        'legendType',
        'legendOrientation',
      ]),
    );
    expect(controlNames(bar.controlPanel)).toContain('orientation');
    expect(controlNames(step.controlPanel)).toContain('seriesType');
    expect(controlNames(area.controlPanel)).toEqual(expect.arrayContaining(['seriesType', 'opacity']));
  });
});

describe('time-series control overrides', () => {
  it('shows the y-axis bounds only while the y-axis may be truncated', () => {
    const visibility = line.controlPanel.controlOverrides?.y_axis_bounds?.visibility;
    expect(visibility?.({ formData: { ...FLIGHTS_BY_ORIGIN, truncateYAxis: false }, datasource: null })).toBe(
      false,
    );
    // Not truncated unless asked (Superset's default), so no bounds either.
    expect(visibility?.({ formData: FLIGHTS_BY_ORIGIN, datasource: null })).toBe(false);
    expect(visibility?.({ formData: { ...FLIGHTS_BY_ORIGIN, truncateYAxis: true }, datasource: null })).toBe(
      true,
    );
  });
});
