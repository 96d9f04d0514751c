import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS } from '../distribution/testing/queries';
import bySpecies from './fixtures/body_mass.json';
import normalized from './fixtures/flipper_normalized.json';
import transformProps from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'histogram_v2',
  column: 'body_mass_g',
  groupby: ['species'],
  bins: 5,
};
const BINS = ['2700 - 3420', '3420 - 4140', '4140 - 4860', '4860 - 5580', '5580 - 6300'];

describe('histogram_v2 transformProps', () => {
  it('makes a bar series per species over the bins the server made, with a stable colour per species', () => {
    const { echartOptions } = transformProps(chartPropsOf(formData, bySpecies));
    const scale = getColorScale(undefined);
    expect(echartOptions.xAxis).toMatchObject({ type: 'category', data: BINS });
    expect([0, 1, 2].map((i) => seriesOf(echartOptions, i))).toMatchObject([
      {
        name: 'Adelie',
        type: 'bar',
        data: [43, 78, 30, 0, 0],
        itemStyle: { color: scale.getColor('Adelie') },
      },
      {
        name: 'Chinstrap',
        type: 'bar',
        data: [15, 44, 9, 0, 0],
        itemStyle: { color: scale.getColor('Chinstrap') },
      },
      {
        name: 'Gentoo',
        type: 'bar',
        data: [0, 2, 44, 55, 22],
        itemStyle: { color: scale.getColor('Gentoo') },
      },
    ]);
    expect(echartOptions.legend).toMatchObject({
      show: true,
      bottom: 0,
      data: ['Adelie', 'Chinstrap', 'Gentoo'],
    });
  });

  it('lists each species and the total count in the axis tooltip', () => {
    const { formatTooltip } = transformProps(chartPropsOf(formData, bySpecies));
    const html = formatTooltip(
      [
        { name: '3420 - 4140', seriesName: 'Adelie', value: 78, marker: '' },
        { name: '3420 - 4140', seriesName: 'Chinstrap', value: 44, marker: '' },
        { name: '3420 - 4140', seriesName: 'Gentoo', value: 2, marker: '' },
      ],
      'Total',
    );
    expect(html).toContain('3420 - 4140');
    expect(html).toContain('<td>Chinstrap</td><td style="padding-left:12px">44</td>');
    expect(html).toContain('<td>Total</td><td style="padding-left:12px">124</td>');
  });

  it('names the one series after the column and formats shares as percentages when normalized', () => {
    const props = transformProps(
      chartPropsOf(
        {
          ...formData,
          column: 'flipper_length_mm',
          groupby: [],
          normalize: true,
          show_value: true,
          y_axis_title: 'Share',
        },
        normalized,
      ),
    );
    const series = seriesOf(props.echartOptions);
    expect(series).toMatchObject({
      name: 'flipper_length_mm',
      data: [0.054982817869415807, 0.2290950744558992, 0.3241695303550974, 0.3917525773195876],
    });
    expect(
      callFormatter((series.label as { formatter: unknown }).formatter, { value: 0.2290950744558992 }),
    ).toBe('22.91%');
    const yAxis = props.echartOptions.yAxis as {
      name: string;
      nameGap: number;
      axisLabel: { formatter: unknown };
    };
    expect(yAxis).toMatchObject({ name: 'Share', nameGap: 55 });
    expect(callFormatter(yAxis.axisLabel.formatter, 0.5)).toBe('50.00%');
    expect(
      props.formatTooltip([{ name: '172 - 186', seriesName: 'flipper_length_mm', value: 0.05 }], 'Total'),
    ).not.toContain('Total');
  });
});
