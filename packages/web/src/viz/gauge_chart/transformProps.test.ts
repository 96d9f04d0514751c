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
      'species: Gentoo : 47.5 mm',
    );
  });

  it('reads interval lists only when every item is a number', () => {
    expect(parseNumbersList('2, 4,5')).toEqual([2, 4, 5]);
    expect(parseNumbersList('2,x')).toEqual([]);
    expect(intervalBoundsAndColors('150', '', ['#a'], 0, 100)).toEqual([[1, '#a']]);
  });
});
