import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';
import transformProps from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'pie',
  groupby: ['species'],
  metric: 'count',
  row_limit: 100,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};

describe('pie transformProps', () => {
  it('draws one slice per species with the metric as value and a stable colour per label', () => {
    const { echartOptions, total } = transformProps(chartPropsOf(formData, answer));
    const series = seriesOf(echartOptions);
    const scale = getColorScale('supersetColors');
    expect(series.type).toBe('pie');
    expect(series.data).toEqual([
      { name: 'Adelie', value: 152, itemStyle: { color: scale.getColor('Adelie') } },
      { name: 'Gentoo', value: 124, itemStyle: { color: scale.getColor('Gentoo') } },
      { name: 'Chinstrap', value: 68, itemStyle: { color: scale.getColor('Chinstrap') } },
    ]);
    expect(series.radius).toEqual(['0%', '70%']);
    expect(echartOptions.legend).toMatchObject({ data: ['Adelie', 'Gentoo', 'Chinstrap'], top: 0 });
    expect(total).toBeNull();

    // The same label keeps its colour when the rows come back in another order.
    const reversed = { result: [{ ...answer.result[0]!, data: [...answer.result[0]!.data].reverse() }] };
    const again = seriesOf(transformProps(chartPropsOf(formData, reversed)).echartOptions).data;
    expect(again).toContainEqual({
      name: 'Adelie',
      value: 152,
      itemStyle: { color: scale.getColor('Adelie') },
    });
  });

  it('writes labels per label_type with the number format, and percentages to two decimals', () => {
    const props = (extra: Record<string, unknown>) =>
      seriesOf(transformProps(chartPropsOf({ ...formData, ...extra }, answer)).echartOptions);
    const params = { name: 'Adelie', value: 152, percent: 44.19 };
    const label = (extra: Record<string, unknown>) =>
      callFormatter((props(extra).label as { formatter: unknown }).formatter, params);
    expect(label({})).toBe('Adelie');
    expect(label({ label_type: 'key_value_percent', number_format: ',.1f' })).toBe('Adelie: 152.0 (44.19%)');
    expect(label({ label_type: 'template', label_template: '{name} is {percent}' })).toBe('Adelie is 44.19%');
    expect(label({ label_type: 'value', currency_format: { symbol: 'USD', symbolPosition: 'prefix' } })).toBe(
      '$ 152',
    );
  });

  it('makes a donut with its inner radius and shows the total in the hole', () => {
    const { echartOptions, total } = transformProps(
      chartPropsOf({ ...formData, donut: true, innerRadius: 40, outerRadius: 80, show_total: true }, answer),
    );
    expect(seriesOf(echartOptions).radius).toEqual(['40%', '80%']);
    // 152 + 124 + 68, centred below the 30 px legend band.
    expect(total).toEqual({ text: '344', top: `${50 + (30 / 2 / 600) * 100}%`, left: 'center' });
  });

  it('puts labels inside the slices and moves the legend to the left when asked', () => {
    const { echartOptions } = transformProps(
      chartPropsOf({ ...formData, labels_outside: false, legendOrientation: 'left' }, answer),
    );
    const series = seriesOf(echartOptions);
    expect(series.label).toMatchObject({ position: 'inner', show: true });
    expect(series.left).toBe(160);
    expect(echartOptions.legend).toMatchObject({ orient: 'vertical', left: 0 });
  });
});
