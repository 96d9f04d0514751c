import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { AVG_BEAK_LENGTH, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';
import transformProps from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'radar',
  groupby: ['species'],
  metrics: [SUM_BODY_MASS, AVG_BEAK_LENGTH, 'count'],
};

describe('radar transformProps', () => {
  it('draws a polygon per species over an axis per metric from 0 to its largest value', () => {
    const options = transformProps(chartPropsOf(formData, answer)).echartOptions;
    const scale = getColorScale(undefined);
    const data = seriesOf(options).data as { name: string; value: number[]; itemStyle: { color: string } }[];
    expect(data.map(({ name, value, itemStyle }) => ({ name, value, color: itemStyle.color }))).toEqual([
      { name: 'Gentoo', value: [624350, 47.504878048780476, 124], color: scale.getColor('Gentoo') },
      { name: 'Adelie', value: [558800, 38.79139072847684, 152], color: scale.getColor('Adelie') },
      { name: 'Chinstrap', value: [253850, 48.83382352941177, 68], color: scale.getColor('Chinstrap') },
    ]);
    expect(options.radar).toEqual({
      shape: 'polygon',
      indicator: [
        { name: 'SUM(body_mass_g)', max: 624350, min: 0 },
        { name: 'AVG(beak_length_mm)', max: 48.83382352941177, min: 0 },
        { name: 'count', max: 152, min: 0 },
      ],
    });
    expect(options.legend).toMatchObject({ data: ['Gentoo', 'Adelie', 'Chinstrap'] });
  });

  it('takes axis bounds from column_config and draws a circle when asked', () => {
    const options = transformProps(
      chartPropsOf(
        {
          ...formData,
          is_circle: true,
          column_config: { count: { radarMetricMaxValue: 200, radarMetricMinValue: 50 } },
        },
        answer,
      ),
    ).echartOptions;
    const radar = options.radar as { shape: string; indicator: unknown[] };
    expect(radar.shape).toBe('circle');
    expect(radar.indicator[2]).toEqual({ name: 'count', max: 200, min: 50 });
  });

  it('labels points per label_type and lists every metric in the tooltip', () => {
    const options = transformProps(
      chartPropsOf({ ...formData, label_type: 'key_value', number_format: ',.0f' }, answer),
    ).echartOptions;
    const [gentoo] = seriesOf(options).data as { label: { formatter: unknown; position: string } }[];
    expect(gentoo?.label.position).toBe('top');
    expect(callFormatter(gentoo?.label.formatter, { name: 'Gentoo', value: 624350 })).toBe('Gentoo: 624,350');
    const tooltip = callFormatter((options.tooltip as { formatter: unknown }).formatter, {
      name: 'Gentoo',
      value: [624350, 47.5, 124],
    });
    expect(tooltip).toContain('Gentoo');
    expect(tooltip).toContain(
      '<td style="padding-right:12px">AVG(beak_length_mm)</td><td style="padding-right:12px">48</td>',
    );
  });
});
