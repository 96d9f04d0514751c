import { describe, expect, it } from 'vitest';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { PENGUINS, savedFormData } from '../distribution/testing/queries';
import { sequentialSchemeById } from '../distribution/sequentialSchemes';
import answer from './fixtures/island_species.json';
import transformProps from './transformProps';

const formData = savedFormData({
  ...PENGUINS,
  viz_type: 'heatmap_v2',
  x_axis: 'island',
  groupby: 'species',
  metric: 'count',
  normalize_across: 'heatmap',
  linear_color_scheme: 'fire',
});

describe('heatmap_v2 transformProps', () => {
  it('makes a cell per island and species with the count and its rank, coloured over the data range', () => {
    const options = transformProps(chartPropsOf(formData, answer)).echartOptions;
    expect(seriesOf(options)).toMatchObject({
      type: 'heatmap',
      name: 'count',
      data: [
        ['Biscoe', 'Adelie', 44, 0.2],
        ['Biscoe', 'Gentoo', 124, 1],
        ['Dream', 'Adelie', 56, 0.6],
        ['Dream', 'Chinstrap', 68, 0.8],
        ['Torgersen', 'Adelie', 52, 0.4],
      ],
    });
    expect(options.visualMap).toMatchObject({
      type: 'continuous',
      min: 44,
      max: 124,
      dimension: 2,
      itemHeight: 300,
      inRange: { color: [...sequentialSchemeById('fire').colors] },
    });
    // island comes back typed temporal (it is the base axis) yet its labels stay the island names.
    const xAxis = options.xAxis as { type: string; axisLabel: { formatter: unknown; interval: unknown } };
    expect(xAxis.type).toBe('category');
    expect(callFormatter(xAxis.axisLabel.formatter, 'Dream')).toBe('Dream');
    expect(xAxis.axisLabel.interval).toBe('auto');
  });

  it('colours by rank when normalized, within the set bounds, piecewise', () => {
    const options = transformProps(
      chartPropsOf(
        { ...formData, normalized: true, value_bounds: [0, 1], legend_type: 'piecewise', xscale_interval: 2 },
        answer,
      ),
    ).echartOptions;
    expect(options.visualMap).toMatchObject({
      type: 'piecewise',
      min: 0,
      max: 1,
      dimension: 3,
      itemHeight: 14,
    });
    expect((options.xAxis as { axisLabel: { interval: unknown } }).axisLabel.interval).toBe(1);
  });

  it("shows the value and its share of the heatmap, or of the cell's x, in the tooltip", () => {
    const tooltip = (extra: Record<string, unknown>) =>
      callFormatter(
        (
          transformProps(chartPropsOf(savedFormData({ ...formData, ...extra }), answer)).echartOptions
            .tooltip as {
            formatter: unknown;
          }
        ).formatter,
        { value: ['Dream', 'Adelie', 56, 0.6] },
      );
    const whole = tooltip({ y_axis_format: ',.1f' });
    expect(whole).toContain('Dream (Adelie)');
    expect(whole).toContain('56.0');
    expect(whole).toContain('16.28% (heatmap)');
    expect(tooltip({ normalize_across: 'x' })).toContain('45.16% (Dream)');
    expect(tooltip({ show_percentage: false })).not.toContain('%');
  });

  it("keeps ECharts' bottom margin for 'auto' (room for the x-axis labels) and uses a set one", () => {
    const auto = transformProps(chartPropsOf({ ...formData, bottom_margin: 'auto' }, answer)).echartOptions;
    expect(auto.grid).not.toHaveProperty('bottom');
    const set = transformProps(chartPropsOf({ ...formData, bottom_margin: 60 }, answer)).echartOptions;
    expect(set.grid).toMatchObject({ bottom: 60 });
  });

  it('writes the values in the cells with the value format when asked', () => {
    const series = seriesOf(
      transformProps(
        chartPropsOf(savedFormData({ ...formData, show_values: true, y_axis_format: '.1%' }), answer),
      ).echartOptions,
    );
    const label = series.label as { show: boolean; formatter: unknown };
    expect(label.show).toBe(true);
    expect(callFormatter(label.formatter, { value: ['Biscoe', 'Gentoo', 0.5, 1] })).toBe('50.0%');
  });
});
