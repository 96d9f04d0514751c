import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import monthly from './fixtures/monthly.json';
import byOrigin from './fixtures/monthlyByOrigin.json';
import compare from './fixtures/monthlyCompare.json';
import perOrigin from './fixtures/perOrigin.json';
import { callFormatter, chartPropsOf, entryOf, type CapturedAnswer } from './testing/chartProps';
import { FLIGHTS_BY_MONTH, FLIGHTS_BY_ORIGIN, FLIGHTS_PER_ORIGIN } from './testing/formData';
import transformProps, { originalSeriesName, seriesCrossFilter } from './transformProps';

const JAN_2001 = 978307200000;
const FEB_2001 = 980985600000;

function optionOf(formData: Record<string, unknown>, answer: CapturedAnswer = byOrigin) {
  const { echartOptions } = transformProps(chartPropsOf({ ...FLIGHTS_BY_ORIGIN, ...formData }, answer));
  return echartOptions as Record<string, unknown>;
}

/** Series in name order (A→Z), so a test can name the first one. */
const BY_NAME = { sort_series_type: 'name', sort_series_ascending: true };

describe('time-series transformProps', () => {
  it('orders series by "Sort Series By": total, minimum, maximum, average or name, either way', () => {
    const names = (formData: Record<string, unknown>) =>
      (optionOf(formData).series as Record<string, unknown>[]).map((s) => s.name);
    expect(names(BY_NAME)).toEqual(['count, DFW', 'count, ORD', 'SUM(delay), DFW', 'SUM(delay), ORD']);
    expect(names({ sort_series_type: 'name' })).toEqual([
      'SUM(delay), ORD',
      'SUM(delay), DFW',
      'count, ORD',
      'count, DFW',
    ]);
    expect(names({ sort_series_type: 'sum', sort_series_ascending: true })).toEqual([
      'count, DFW',
      'count, ORD',
      'SUM(delay), DFW',
      'SUM(delay), ORD',
    ]);
    for (const type of ['min', 'max', 'avg']) expect(names({ sort_series_type: type })[3]).toBe('count, DFW');
  });

  it('draws one line per answer column on a time axis, with stable colours per label', () => {
    const option = optionOf({ seriesType: 'line' });
    const series = option.series as Record<string, unknown>[];
    const scale = getColorScale('supersetColors');
    // Superset's default series order: by total value, largest first.
    expect(series.map((s) => s.name)).toEqual([
      'SUM(delay), ORD',
      'SUM(delay), DFW',
      'count, ORD',
      'count, DFW',
    ]);
    expect(series[3]).toMatchObject({
      type: 'line',
      itemStyle: { color: scale.getColor('count, DFW') },
      showSymbol: false,
    });
    expect((series[3]!.data as unknown[]).slice(0, 2)).toEqual([
      [JAN_2001, 26815],
      [FEB_2001, 24091],
    ]);
    expect(entryOf(option, 'xAxis')).toMatchObject({ type: 'time' });
    expect(entryOf(option, 'legend')).toMatchObject({ data: series.map((s) => s.name), top: 0 });
    // Same label, same colour, when the answer lists the columns in another order.
    const reordered = {
      result: [{ ...byOrigin.result[0]!, colnames: [...byOrigin.result[0]!.colnames].reverse() }],
    };
    const again = optionOf({}, reordered).series as Record<string, unknown>[];
    expect(again.find((s) => s.name === 'count, DFW')?.itemStyle).toEqual({
      color: scale.getColor('count, DFW'),
    });
  });

  it('formats the y axis, the x axis and the tooltip with the chosen formats', () => {
    const option = optionOf({
      y_axis_format: ',.1f',
      x_axis_time_format: '%Y-%m',
      tooltipTimeFormat: '%b %Y',
    });
    expect(callFormatter(entryOf(option, 'yAxis').axisLabel, 1234.5)).toBe('1,234.5');
    expect(callFormatter(entryOf(option, 'xAxis').axisLabel, FEB_2001)).toBe('2001-02');
    const tooltip = callFormatter(entryOf(option, 'tooltip'), [
      { seriesName: 'count, DFW', value: [FEB_2001, 24091], color: '#111' },
      { seriesName: 'count, ORD', value: [FEB_2001, 24997], color: '#222' },
    ]);
    expect(tooltip).toContain('Feb 2001');
    expect(tooltip).toContain('count, DFW: <b>24,091.0</b>');
    expect(entryOf(option, 'tooltip').trigger).toBe('axis');
  });

  it('sorts the tooltip by value when tooltipSortByMetric is on', () => {
    const option = optionOf({ tooltipSortByMetric: true });
    const tooltip = callFormatter(entryOf(option, 'tooltip'), [
      { seriesName: 'small', value: [FEB_2001, 1] },
      { seriesName: 'large', value: [FEB_2001, 9] },
    ]);
    expect(tooltip.indexOf('large')).toBeLessThan(tooltip.indexOf('small'));
  });

  it('draws the series types: smooth, step, scatter and bars lying horizontally', () => {
    expect(entryOf(optionOf({ seriesType: 'smooth' }), 'series')).toMatchObject({
      type: 'line',
      smooth: true,
    });
    expect(entryOf(optionOf({ seriesType: 'middle' }), 'series')).toMatchObject({
      type: 'line',
      step: 'middle',
    });
    expect(entryOf(optionOf({ seriesType: 'scatter' }), 'series')).toMatchObject({
      type: 'scatter',
      showSymbol: true,
    });
    const bars = optionOf({ seriesType: 'bar', orientation: 'horizontal', ...BY_NAME });
    expect(entryOf(bars, 'series')).toMatchObject({ type: 'bar' });
    expect((entryOf(bars, 'series').data as unknown[])[0]).toEqual([26815, JAN_2001]);
    expect(entryOf(bars, 'xAxis').type).toBe('value');
    expect(entryOf(bars, 'yAxis').type).toBe('time');
  });

  it('stacks areas with their opacity and labels only the stack total', () => {
    const option = optionOf({ area: true, opacity: 0.5, stack: 'Stack', show_value: true, only_total: true });
    const series = option.series as Record<string, unknown>[];
    expect(series.every((s) => s.stack === 'obs')).toBe(true);
    expect(series[0]).toMatchObject({ areaStyle: { opacity: 0.5 }, label: { show: false } });
    const top = series[3]!;
    expect(top.label).toMatchObject({ show: true, position: 'top' });
    // The total of all four columns in January 2001 (362,198), in the default smart number format.
    expect(callFormatter(top.label, { value: [JAN_2001, 27692] })).toBe('362k');
  });

  it('hides stacked labels under the percentage threshold', () => {
    const option = optionOf({
      stack: 'Stack',
      show_value: true,
      only_total: false,
      percentage_threshold: 10,
    });
    const series = option.series as Record<string, unknown>[];
    // count, DFW is 7% of January's stack: hidden; SUM(delay), DFW is 47%: shown.
    expect(callFormatter(series[2]!.label, { value: [JAN_2001, 26815] })).toBe('');
    expect(callFormatter(series[0]!.label, { value: [JAN_2001, 170429] })).toBe('170k');
  });

  it('expands a stack to each point’s shares and centres a stream on zero', () => {
    const expanded = optionOf({ stack: 'Expand', ...BY_NAME });
    const first = (entryOf(expanded, 'series').data as [number, number][])[0]!;
    expect(first[1]).toBeCloseTo(26815 / (170429 + 137262 + 26815 + 27692));
    expect(entryOf(expanded, 'yAxis')).toMatchObject({ min: 0, max: 1 });
    expect(callFormatter(entryOf(expanded, 'yAxis').axisLabel, 0.25)).toBe('25%');

    const stream = optionOf({ stack: 'Stream' }).series as Record<string, unknown>[];
    expect(stream).toHaveLength(5);
    expect((stream[0]!.data as [number, number][])[0]).toEqual([
      JAN_2001,
      -(170429 + 137262 + 26815 + 27692) / 2,
    ]);
  });

  it('starts the y-axis at zero unless it may be truncated (Superset: truncateYAxis off by default)', () => {
    expect(entryOf(optionOf({}), 'yAxis')).toMatchObject({ scale: false });
    expect(entryOf(optionOf({ y_axis_bounds: [1000, null] }), 'yAxis')).not.toHaveProperty('min');
    expect(entryOf(optionOf({ truncateYAxis: true }), 'yAxis')).toMatchObject({ scale: true });
  });

  it('applies y-axis bounds, log scale, zoom, titles and the legend placement', () => {
    const option = optionOf({
      truncateYAxis: true,
      y_axis_bounds: [0, 600000],
      logAxis: true,
      minorSplitLine: true,
      zoomable: true,
      x_axis_title: 'Month',
      y_axis_title: 'Flights',
      legendOrientation: 'bottom',
    });
    expect(entryOf(option, 'yAxis')).toMatchObject({
      type: 'log',
      min: 0,
      max: 600000,
      name: 'Flights',
      minorSplitLine: { show: true },
    });
    expect(entryOf(option, 'xAxis')).toMatchObject({ name: 'Month', nameLocation: 'middle' });
    expect(entryOf(option, 'dataZoom')).toMatchObject({ type: 'slider' });
    expect(entryOf(option, 'legend')).toMatchObject({ bottom: 0, orient: 'horizontal' });
    expect(entryOf(option, 'grid')).toMatchObject({ bottom: 20 + 30 + 30 });
  });

  it('reads a single-metric answer as one series named after the metric', () => {
    const option = optionOf({ ...FLIGHTS_BY_MONTH }, monthly);
    const series = option.series as Record<string, unknown>[];
    expect(series.map((s) => s.name)).toEqual(['count']);
    expect(series[0]!.data).toHaveLength(7);
  });
});

describe('time comparison', () => {
  it('draws the time-shifted series dashed, next to the actual values', () => {
    const formData = { ...FLIGHTS_BY_MONTH, time_compare: ['1 month ago'], comparison_type: 'values' };
    const { echartOptions } = transformProps(chartPropsOf(formData, compare));
    const series = (echartOptions as Record<string, unknown>).series as Record<string, unknown>[];
    expect(series.map((s) => s.name)).toEqual(['count', '1 month ago']);
    expect(series[0]!.lineStyle).not.toHaveProperty('type');
    expect(series[1]!.lineStyle).toMatchObject({ type: 'dashed' });
    // February's "1 month ago" is January's count.
    expect((series[1]!.data as unknown[])[1]).toEqual([FEB_2001, 508239]);
  });

  it('colours a shifted series named after its metric as the metric', () => {
    expect(originalSeriesName('count__1 year ago', ['1 year ago'])).toBe('count');
    expect(originalSeriesName('count, DFW', ['1 year ago'])).toBe('count, DFW');
  });
});

describe('categorical x-axis', () => {
  it('draws bars per origin on a category axis, in the answer’s sorted order', () => {
    const { echartOptions } = transformProps(
      chartPropsOf({ ...FLIGHTS_PER_ORIGIN, seriesType: 'bar', show_value: true }, perOrigin),
    );
    const option = echartOptions as Record<string, unknown>;
    expect(entryOf(option, 'xAxis').type).toBe('category');
    const series = entryOf(option, 'series');
    expect(series.data).toEqual([
      ['ORD', 166341],
      ['DFW', 157162],
      ['ATL', 124711],
      ['LAX', 115245],
      ['PHX', 93036],
    ]);
    expect(callFormatter(series.label, { value: ['ORD', 166341] })).toBe('166k');
    expect(callFormatter(entryOf(option, 'xAxis').axisLabel, 'ORD')).toBe('ORD');
  });
});

describe('seriesCrossFilter', () => {
  it("maps each series to its groupby values from the answer's label_map (the metric left off)", () => {
    const groups = seriesCrossFilter(
      { viz_type: 'echarts_timeseries_bar', datasource: '1__table', groupby: ['origin'] },
      { 'count, SEA': ['count', 'SEA'], LAX: ['LAX'] },
    );
    expect(groups).toEqual({
      groupby: ['origin'],
      by: 'seriesName',
      valuesByName: { 'count, SEA': ['SEA'], LAX: ['LAX'] },
    });
  });

  it('has nothing to cross-filter without a groupby', () => {
    expect(
      seriesCrossFilter({ viz_type: 'echarts_timeseries_line', datasource: '1__table' }, { a: ['a'] }),
    ).toBe(null);
  });
});
