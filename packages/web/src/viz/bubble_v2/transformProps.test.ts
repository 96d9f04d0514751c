import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { BUBBLE_GAPMINDER } from '../flow/testing/formData';
import answer from './fixtures/gapminder.json';
import transformProps, { type BubbleSeries } from './transformProps';

const options = (extra: Record<string, unknown> = {}) =>
  transformProps(chartPropsOf({ ...BUBBLE_GAPMINDER, ...extra }, answer)).echartOptions;

describe('bubble_v2 transformProps', () => {
  it('draws a bubble per country named and coloured by its cluster', () => {
    const option = options();
    const series = option.series as BubbleSeries[];
    const scale = getColorScale(undefined);
    expect(series).toHaveLength(8);
    expect(series[0]).toMatchObject({
      name: '4',
      type: 'scatter',
      data: [[1.84, 81.24, 20171731, 'Australia', 4]],
      itemStyle: { color: scale.getColor('4'), opacity: 0.6 },
    });
    expect(series[1]?.itemStyle.color).toBe(scale.getColor('1'));
    expect((option.legend as { data: string[] }).data).toEqual(['4', '1', '3']);
  });

  it('sizes bubbles from 5 up to twice the max bubble size by population', () => {
    const series = options({ max_bubble_size: '10' }).series as BubbleSeries[];
    const china = series.find((s) => s.data[0][3] === 'China');
    const bahamas = series.find((s) => s.data[0][3] === 'Bahamas');
    expect(china?.symbolSize).toBe(25);
    expect(bahamas?.symbolSize).toBe(5);
    const canada = series.find((s) => s.data[0][3] === 'Canada');
    expect(canada?.symbolSize).toBeCloseTo(((32215916 - 347804) / (1304887562 - 347804)) * 20 + 5, 10);
  });

  it('names the bubble by series and entity in the tooltip and formats the axes', () => {
    const option = options({
      xAxisFormat: '.1f',
      tooltipSizeFormat: '.3s',
      logYAxis: true,
      x_axis_label: 'Fertility',
    });
    const tooltip = option.tooltip as { formatter: unknown };
    const [china] = seriesOf(option, 7).data as unknown[];
    const html = callFormatter(tooltip.formatter, { data: china });
    expect(html).toContain('4 (China)');
    expect(html).toContain('AVG(fertility)</td><td style="padding-right:12px">1.6');
    expect(html).toContain('1.30G');
    expect(option.yAxis).toMatchObject({ type: 'log', scale: false });
    expect(option.xAxis).toMatchObject({ type: 'value', name: 'Fertility', min: 'dataMin', max: 'dataMax' });
  });
});
