import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/species_island_sex.json';
import transformProps, { type SunburstNodeOption } from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'sunburst_v2',
  columns: ['species', 'island', 'sex'],
  metric: 'count',
  secondary_metric: SUM_BODY_MASS,
};

function find(nodes: readonly SunburstNodeOption[], path: readonly string[]): SunburstNodeOption {
  const [head, ...rest] = path;
  const node = nodes.find((candidate) => candidate.name === head);
  if (!node) throw new Error(`no node ${String(head)}`);
  return rest.length ? find(node.children ?? [], rest) : node;
}

describe('sunburst_v2 transformProps', () => {
  it('builds rings species > island > sex with summed primary and secondary values', () => {
    const data = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions)
      .data as SunburstNodeOption[];
    expect(data.map(({ name, value, secondaryValue }) => [name, value, secondaryValue])).toEqual([
      ['Gentoo', 124, 624350],
      ['Chinstrap', 68, 253850],
      ['Adelie', 152, 558800],
    ]);
    expect(find(data, ['Adelie']).children?.map((node) => node.name)).toEqual([
      'Dream',
      'Torgersen',
      'Biscoe',
    ]);
    expect(find(data, ['Adelie', 'Dream', '<NULL>'])).toMatchObject({ value: 1, secondaryValue: 2975 });
  });

  it('colours by secondary/primary on the linear scheme: lowest ratio first colour, highest last', () => {
    const data = seriesOf(
      transformProps(chartPropsOf({ ...formData, linear_color_scheme: 'white_black' }, answer)).echartOptions,
    ).data as SunburstNodeOption[];
    // 14725 / 5 = 2945 g per penguin is the lowest ratio, 334575 / 61 the highest.
    expect(find(data, ['Adelie', 'Torgersen', '<NULL>']).itemStyle.color).toBe('#ffffff');
    expect(find(data, ['Gentoo', 'Biscoe', 'MALE']).itemStyle.color).toBe('#000000');
  });

  it('colours by category without a secondary metric and shows the total', () => {
    const { echartOptions, total } = transformProps(
      chartPropsOf({ ...formData, secondary_metric: undefined, show_total: true }, answer),
    );
    const data = seriesOf(echartOptions).data as SunburstNodeOption[];
    const scale = getColorScale(undefined);
    expect(find(data, ['Adelie', 'Dream']).itemStyle.color).toBe(scale.getColor('Dream'));
    expect(find(data, ['Gentoo']).itemStyle.color).toBe(scale.getColor('Gentoo'));
    expect(total).toEqual({ text: '344', top: 'center', left: 'center' });
  });

  it('writes the tooltip with the shares of total and parent and the metric ratio', () => {
    const options = transformProps(chartPropsOf({ ...formData, number_format: ',d' }, answer)).echartOptions;
    const data = seriesOf(options).data as SunburstNodeOption[];
    const node = find(data, ['Adelie', 'Dream']);
    const tooltip = callFormatter((options.tooltip as { formatter: unknown }).formatter, {
      data: node,
      treePathInfo: [
        { name: '', value: 344 },
        { name: 'Adelie', value: 152 },
        { name: 'Dream', value: 56 },
      ],
    });
    expect(tooltip).toContain('16.28% of total');
    expect(tooltip).toContain('36.84% of parent');
    expect(tooltip).toContain('count: 56, SUM(body_mass_g): 206,550');
    expect(tooltip).toContain('count/SUM(body_mass_g): 368,839.29%');
  });
});
