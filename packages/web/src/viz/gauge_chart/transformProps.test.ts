import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { schemeById } from '../colors/colorSchemes';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { AVG_BEAK_LENGTH, PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';
import transformProps, { intervalBoundsAndColors, parseNumbersList } from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'gauge_chart',
  groupby: ['species'],
  metric: AVG_BEAK_LENGTH,
  row_limit: 10,
  sort_by_metric: true,
};

describe('gauge_chart transformProps', () => {
  it('draws a dial value per species, the axis spanning twice the largest value without bounds', () => {
    const series = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions);
    const scale = getColorScale(undefined);
    const data = series.data as { name: string; value: number; itemStyle: { color: string } }[];
    expect(data.map(({ name, value, itemStyle }) => ({ name, value, color: itemStyle.color }))).toEqual([
      { name: 'species: Chinstrap', value: 48.83382352941177, color: scale.getColor('Chinstrap') },
      { name: 'species: Gentoo', value: 47.504878048780476, color: scale.getColor('Gentoo') },
      { name: 'species: Adelie', value: 38.79139072847684, color: scale.getColor('Adelie') },
    ]);
    expect(series).toMatchObject({
      type: 'gauge',
      min: 0,
      max: 2 * 48.83382352941177,
      startAngle: 225,
      endAngle: -45,
    });
  });

  it('uses the set bounds, the value template and number format, and the interval colours', () => {
    const options = transformProps(
      chartPropsOf(
        {
          ...formData,
          min_val: 0,
          max_val: 60,
          number_format: '.1f',
          value_formatter: '{value} mm',
          intervals: '30,45,60',
          interval_color_indices: '2,1',
        },
        answer,
      ),
    ).echartOptions;
    const series = seriesOf(options);
    const colors = schemeById('supersetColors').colors;
    expect(series).toMatchObject({ min: 0, max: 60 });
    expect(callFormatter((series.detail as { formatter: unknown }).formatter, 48.83)).toBe('48.8 mm');
    expect((series.axisLine as { lineStyle: { color: unknown } }).lineStyle.color).toEqual([
      [0.5, colors[1]],
      [0.75, colors[0]],
      [1, colors[2]],
    ]);
    const tooltip = options.tooltip as { formatter: unknown };
    expect(callFormatter(tooltip.formatter, { name: 'species: Gentoo', value: 47.5 })).toBe(
      '<div style="font-weight:700">species: Gentoo</div><table><tr><td style="padding-right:12px">AVG(beak_length_mm)</td><td style="padding-right:12px">47.5 mm</td></tr></table>',
    );
    // Axis labels take the number format alone, without the value template.
    expect(callFormatter((series.axisLabel as { formatter: unknown }).formatter, 30)).toBe('30.0');
  });

  it('reads interval lists only when every item is a number', () => {
    expect(parseNumbersList('2, 4,5')).toEqual([2, 4, 5]);
    expect(parseNumbersList('2,x')).toEqual([]);
    expect(intervalBoundsAndColors('150', '', ['#a'], 0, 100)).toEqual([[1, '#a']]);
  });

  it('sizes the dial from the font size and the widest axis label, stacking rings without overlap', () => {
    const series = seriesOf(
      transformProps(
        chartPropsOf(
          { ...formData, font_size: 10, overlap: false, min_val: 0, max_val: 100, split_number: 4 },
          answer,
        ),
      ).echartOptions,
    );
    // Three rows without overlap: a 30 px axis line, 10 px progress rings; labels 0, 25, 50, 75 are 2 wide.
    const axisLabelDistance = 1.5 * 10 * 0.4 * 2 + 10 - 30;
    const axisTickDistance = 30 + 2.5 + 10;
    expect(series).toMatchObject({
      progress: { width: 10, overlap: false },
      axisLine: { lineStyle: { width: 30 } },
      axisLabel: { distance: -axisLabelDistance, fontSize: 10 },
      axisTick: { show: false, distance: -axisTickDistance, length: 2.5 },
      radius: 600 / 2 - axisLabelDistance - axisTickDistance,
    });
  });
});
