import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/island.json';
import transformProps from './transformProps';

const formData = {
  ...PENGUINS,
  viz_type: 'funnel',
  groupby: ['island'],
  metric: SUM_BODY_MASS,
  row_limit: 10,
  sort_by_metric: true,
};

const biscoe = 787575;
const dream = 460400;
const torgersen = 189025;

describe('funnel transformProps', () => {
  it('makes a step per island in query order with the shares of first, previous and total', () => {
    const series = seriesOf(transformProps(chartPropsOf(formData, answer)).echartOptions);
    const scale = getColorScale(undefined);
    const total = biscoe + dream + torgersen;
    expect(series).toMatchObject({ type: 'funnel', sort: 'descending', orient: 'vertical', gap: 0 });
    expect(series.data).toEqual([
      {
        name: 'Biscoe',
        value: biscoe,
        itemStyle: { color: scale.getColor('Biscoe') },
        firstStepPercent: 1,
        prevStepPercent: 1,
        totalPercent: biscoe / total,
      },
      {
        name: 'Dream',
        value: dream,
        itemStyle: { color: scale.getColor('Dream') },
        firstStepPercent: dream / biscoe,
        prevStepPercent: dream / biscoe,
        totalPercent: dream / total,
      },
      {
        name: 'Torgersen',
        value: torgersen,
        itemStyle: { color: scale.getColor('Torgersen') },
        firstStepPercent: torgersen / biscoe,
        prevStepPercent: torgersen / dream,
        totalPercent: torgersen / total,
      },
    ]);
  });

  it('labels with the percentage of the chosen base and formats the tooltip', () => {
    const options = (extra: Record<string, unknown>) =>
      transformProps(chartPropsOf({ ...formData, ...extra }, answer)).echartOptions;
    const torgersenStep = seriesOf(options({})).data as { name: string; value: number }[];
    const params = { name: 'Torgersen', value: torgersen, data: torgersenStep[2] };
    const label = (extra: Record<string, unknown>) =>
      callFormatter((seriesOf(options(extra)).label as { formatter: unknown }).formatter, params);
    expect(label({ label_type: 'key_percent' })).toBe('Torgersen: 24.00%');
    expect(label({ label_type: 'key_percent', percent_calculation_type: 'prev_step' })).toBe(
      'Torgersen: 41.06%',
    );
    expect(label({ label_type: 'value', number_format: ',d' })).toBe('189,025');
    const tooltip = options({ number_format: '.3s' }).tooltip as { formatter: unknown };
    expect(callFormatter(tooltip.formatter, params)).toBe(
      '<div style="font-weight:700">Torgersen</div><table><tr><td style="padding-right:12px">SUM(body_mass_g)</td><td style="padding-right:12px">189k</td><td style="padding-right:12px">24.00%</td></tr></table>',
    );
    const valueOnly = options({ tooltip_label_type: 'value' }).tooltip as { formatter: unknown };
    expect(callFormatter(valueOnly.formatter, params)).toBe(
      '<table><tr><td style="padding-right:12px">SUM(body_mass_g)</td><td style="padding-right:12px">189k</td></tr></table>',
    );
  });

  it('turns horizontal and draws label lines outside when asked', () => {
    const series = seriesOf(
      transformProps(chartPropsOf({ ...formData, orient: 'horizontal', label_line: true, gap: 4 }, answer))
        .echartOptions,
    );
    expect(series).toMatchObject({ orient: 'horizontal', gap: 4, labelLine: { show: true } });
    expect(series.label).toMatchObject({ position: 'outer' });
  });
});
