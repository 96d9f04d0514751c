import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/island_species.json';
import transformProps, { type BoxDatum } from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'box_plot',
  columns: ['island', 'sex'],
  groupby: ['species'],
  metrics: [SUM_BODY_MASS],
  whiskerOptions: 'Tukey',
};

describe('box_plot transformProps', () => {
  it("draws a box per species from the server's statistics and its outliers as points", () => {
    const { echartOptions } = transformProps(chartPropsOf(formData, answer));
    const scale = getColorScale(undefined);
    const boxes = seriesOf(echartOptions).data as BoxDatum[];
    expect(seriesOf(echartOptions).type).toBe('boxplot');
    expect(boxes.map((box) => [box.name, box.value])).toEqual([
      ['Adelie', [2975, 44425, 85300, 91550, 113275, 69850, 8, []]],
      ['Chinstrap', [133925, 126925, 126925, 126925, 119925, 126925, 2, [133925, 119925]]],
      ['Gentoo', [18350, 144887.5, 271425, 303000, 334575, 208116.66666666666, 3, []]],
    ]);
    expect(boxes[1]?.itemStyle).toEqual({
      color: scale.getColor('Chinstrap'),
      opacity: 0.3,
      borderColor: scale.getColor('Chinstrap'),
    });
    expect(seriesOf(echartOptions, 2)).toEqual({
      name: 'Chinstrap',
      type: 'scatter',
      data: [
        ['Chinstrap', 133925],
        ['Chinstrap', 119925],
      ],
      itemStyle: { color: scale.getColor('Chinstrap') },
    });
    expect(echartOptions.xAxis).toMatchObject({ type: 'category', data: ['Adelie', 'Chinstrap', 'Gentoo'] });
  });

  it('names each box after group and metric with several metrics, and lays the ticks at 45°', () => {
    const twoMetrics = { ...formData, metrics: [SUM_BODY_MASS, 'count'], x_ticks_layout: '45°' };
    const { echartOptions } = transformProps(chartPropsOf(twoMetrics, answer));
    const names = (seriesOf(echartOptions).data as BoxDatum[]).map((box) => box.name);
    expect(names.slice(0, 2)).toEqual(['Adelie, SUM(body_mass_g)', 'Adelie, count']);
    expect(echartOptions.xAxis).toMatchObject({ axisLabel: { rotate: -45 } });
  });

  it('puts the y-axis title beside the axis by default (Left) and above it for Top', () => {
    const titled = { ...formData, y_axis_title: 'Body mass', y_axis_title_margin: 30 };
    const left = transformProps(chartPropsOf(titled, answer)).echartOptions;
    expect(left.yAxis).toMatchObject({ name: 'Body mass', nameGap: 30, nameLocation: 'middle' });
    const explicitLeft = { ...titled, y_axis_title_position: 'Left' };
    expect(transformProps(chartPropsOf(explicitLeft, answer)).echartOptions.yAxis).toMatchObject({
      nameLocation: 'middle',
    });
    const top = { ...titled, y_axis_title_position: 'Top' };
    expect(transformProps(chartPropsOf(top, answer)).echartOptions.yAxis).toMatchObject({
      nameLocation: 'end',
    });
  });

  it('writes the box statistics and outliers in the tooltip with the number format', () => {
    const props = transformProps(chartPropsOf({ ...formData, number_format: ',d' }, answer));
    const [, chinstrap] = seriesOf(props.echartOptions).data as BoxDatum[];
    const html = props.formatTooltip(
      { seriesType: 'boxplot', name: 'Chinstrap', data: chinstrap },
      (text) => `[${text}]`,
    );
    expect(html).toBe(
      [
        '<p><strong>Chinstrap</strong></p>[Max]: 119,925',
        '[3rd Quartile]: 126,925',
        '[Mean]: 126,925',
        '[Median]: 126,925',
        '[1st Quartile]: 126,925',
        '[Min]: 133,925',
        '[# Observations]: 2',
        '[# Outliers]: 2',
      ].join('<br/>'),
    );
    expect(props.formatTooltip({ seriesType: 'scatter', data: ['Chinstrap', 133925] }, String)).toBe(
      '<p><strong>Chinstrap</strong></p>133,925',
    );
    const yAxis = props.echartOptions.yAxis as { axisLabel: { formatter: unknown } };
    expect(callFormatter(yAxis.axisLabel.formatter, 200000)).toBe('200,000');
  });
});
