import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species_island.json';
import transformProps, { COLOR_SATURATION } from './transformProps';

const formData = { ...PENGUINS, viz_type: 'treemap_v2', groupby: ['species', 'island'], metric: 'count' };

describe('treemap_v2 transformProps', () => {
  it('nests islands under species under the metric, summing the values and colouring parents', () => {
    const series = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions);
    const scale = getColorScale(undefined);
    const style = (label: string) => ({
      borderColor: '#fff',
      color: scale.getColor(label),
      borderWidth: 2,
      gapWidth: 2,
    });
    expect(series.type).toBe('treemap');
    expect(series.data).toEqual([
      {
        name: 'count',
        value: 344,
        colorSaturation: COLOR_SATURATION,
        itemStyle: style('count'),
        upperLabel: { show: false },
        children: [
          {
            name: 'Gentoo',
            value: 124,
            children: [{ name: 'Biscoe', value: 124 }],
            colorSaturation: COLOR_SATURATION,
            itemStyle: style('Gentoo'),
          },
          {
            name: 'Chinstrap',
            value: 68,
            children: [{ name: 'Dream', value: 68 }],
            colorSaturation: COLOR_SATURATION,
            itemStyle: style('Chinstrap'),
          },
          {
            name: 'Adelie',
            value: 152,
            children: [
              { name: 'Dream', value: 56 },
              { name: 'Torgersen', value: 52 },
              { name: 'Biscoe', value: 44 },
            ],
            colorSaturation: COLOR_SATURATION,
            itemStyle: style('Adelie'),
          },
        ],
      },
    ]);
  });

  it('labels per label_type and shows the path and share of the parent in the tooltip', () => {
    const options = transformProps(
      chartPropsOf({ ...formData, label_type: 'key', number_format: ',.1f' }, answer),
    ).echartOptions;
    const series = seriesOf(options);
    expect(
      callFormatter((series.label as { formatter: unknown }).formatter, { name: 'Dream', value: 56 }),
    ).toBe('Dream');
    const defaults = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions);
    expect(
      callFormatter((defaults.upperLabel as { formatter: unknown }).formatter, {
        name: 'Adelie',
        value: 152,
      }),
    ).toBe('Adelie: 152');
    const tooltip = callFormatter((options.tooltip as { formatter: unknown }).formatter, {
      name: 'Dream',
      value: 56,
      treePathInfo: [
        { name: 'count', value: 344 },
        { name: 'Adelie', value: 152 },
        { name: 'Dream', value: 56 },
      ],
    });
    expect(tooltip).toBe('<div>Adelie ▸ Dream</div>count: 56.0 (36.84%)');
  });

  it('fills the chart area from its top-left corner (no ECharts 6 breadcrumb offsets)', () => {
    const series = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions);
    expect(series).toMatchObject({ left: 0, top: 0, width: '100%', height: '100%' });
  });

  it('hides labels and upper labels when turned off', () => {
    const series = seriesOf(
      transformProps(chartPropsOf({ ...formData, show_labels: false, show_upper_labels: false }, answer))
        .echartOptions,
    );
    expect(series.label).toMatchObject({ show: false });
    expect(series.upperLabel).toMatchObject({ show: false });
  });
});
