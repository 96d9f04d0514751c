import { describe, expect, it } from 'vitest';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { WATERFALL_WEATHER, WATERFALL_WEATHER_BREAKDOWN } from '../flow/testing/formData';
import breakdownAnswer from './fixtures/breakdown.json';
import answer from './fixtures/months.json';
import transformProps, { TOKEN, type WaterfallDatum } from './transformProps';

const options = (extra: Record<string, unknown> = {}) =>
  transformProps(chartPropsOf({ ...WATERFALL_WEATHER, ...extra }, answer)).echartOptions;
const values = (option: Record<string, unknown>, index: number) =>
  (seriesOf(option, index).data as WaterfallDatum[]).map((datum) => datum.value);

describe('waterfall transformProps', () => {
  // Monthly anomalies Jan–Jun 2012: -4.9, -2.7, -2.4, 2.9, 5.7, 6.7; running totals computed as the chart does.
  const steps = [-4.9, -2.7, -2.4, 2.9, 5.7, 6.7];
  const totals = steps.map((_, i) => steps.slice(0, i + 1).reduce((a, b) => a + b, 0));

  it('stacks an assist bar under increases, decreases and a final total', () => {
    const option = options();
    expect(seriesOf(option, 0).name).toBe('Assist');
    expect(values(option, 0)).toEqual([0, -4.9, totals[1], totals[3], totals[4], totals[4], TOKEN]);
    expect(values(option, 1)).toEqual([TOKEN, TOKEN, TOKEN, -2.9, -5.7, totals[5], TOKEN]);
    expect(values(option, 2)).toEqual([-4.9, -2.7, -2.4, TOKEN, TOKEN, TOKEN, TOKEN]);
    expect(values(option, 3)).toEqual([TOKEN, TOKEN, TOKEN, TOKEN, TOKEN, TOKEN, totals[5]]);
    // June crosses zero: the part below zero is drawn by the assist bar in the increase colour.
    expect((seriesOf(option, 0).data as WaterfallDatum[])[5]?.itemStyle).toEqual({
      color: '#5ac189',
      opacity: 1,
    });
    expect((seriesOf(option, 0).data as WaterfallDatum[])[1]?.itemStyle?.color).toBe('transparent');
  });

  it('colours and names the series from the pickers and labels', () => {
    const option = options({
      increase_color: { r: 0, g: 0, b: 255, a: 1 },
      total_label: 'Sum',
      show_legend: true,
    });
    expect(seriesOf(option, 1)).toMatchObject({ name: 'Increase', itemStyle: { color: '#0000ff' } });
    expect(seriesOf(option, 2)).toMatchObject({ name: 'Decrease', itemStyle: { color: '#e04355' } });
    expect(seriesOf(option, 3)).toMatchObject({ name: 'Sum', itemStyle: { color: '#666666' } });
    // Above the chart: a legend without a position would cover the x-axis labels (ECharts 6).
    expect(option.legend).toEqual({ show: true, top: 0, data: ['Increase', 'Decrease', 'Sum'] });
  });

  it('formats months on the x-axis and values in the tooltip', () => {
    const option = options({ x_axis_time_format: '%b %Y', y_axis_format: '.1f', show_total: false });
    const xAxis = option.xAxis as {
      data: unknown[];
      axisLabel: { formatter: (v: unknown, i: number) => string };
    };
    expect(xAxis.data).toHaveLength(6);
    expect(xAxis.data.map((value, i) => xAxis.axisLabel.formatter(value, i))).toEqual([
      'Jan 2012',
      'Feb 2012',
      'Mar 2012',
      'Apr 2012',
      'May 2012',
      'Jun 2012',
    ]);
    const tooltip = option.tooltip as { formatter: unknown };
    const april = (seriesOf(option, 1).data as WaterfallDatum[])[3];
    const html = callFormatter(tooltip.formatter, [
      { seriesName: 'Assist', name: xAxis.data[3], dataIndex: 3, data: { value: -7.1 } },
      { seriesName: 'Increase', name: xAxis.data[3], dataIndex: 3, data: april },
    ]);
    expect(html).toContain('Apr 2012');
    expect(html).toContain('Increase</td><td style="padding-right:12px">2.9');
    // d3-format writes a true minus sign.
    expect(html).toContain('Total</td><td style="padding-right:12px">−7.1');
  });

  it('puts each breakdown value on the axis followed by its period total, named by its month', () => {
    const option = transformProps(
      chartPropsOf({ ...WATERFALL_WEATHER_BREAKDOWN, x_axis_time_format: '%b' }, breakdownAnswer),
    ).echartOptions;
    const xAxis = option.xAxis as {
      data: unknown[];
      axisLabel: { formatter: (v: unknown, i: number) => string };
    };
    expect(xAxis.data.map((value, i) => xAxis.axisLabel.formatter(value, i))).toEqual([
      'drizzle',
      'rain',
      'snow',
      'sun',
      'Jan',
      'drizzle',
      'rain',
      'Feb',
    ]);
    const january = 104.79999999999998 + 68.5;
    expect(values(option, 3)).toEqual([
      TOKEN,
      TOKEN,
      TOKEN,
      TOKEN,
      january,
      TOKEN,
      TOKEN,
      january + 86.60000000000001,
    ]);
  });
});
