import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf } from '../distribution/testing/fixtures';
import { sequentialSchemeById } from '../distribution/sequentialSchemes';
import answer from './fixtures/gapminder-population.json';
import { GAPMINDER_POPULATION } from './testing/formData';
import transformProps from './transformProps';

const MOST_POPULOUS = ['CHN', 'IND', 'USA', 'IDN', 'BRA', 'PAK', 'BGD', 'NGA', 'JPN', 'MEX'];

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error('not an object');
  return Object.fromEntries(Object.entries(value));
}

describe('world_map transformProps', () => {
  it('places each row on its country by full name, coloured by the metric on the linear scheme', () => {
    const { mapSeries, echartOptions } = transformProps(chartPropsOf(GAPMINDER_POPULATION, answer));
    const data = mapSeries.data ?? [];
    expect(data.map((datum) => record(datum).name)).toEqual(MOST_POPULOUS);
    expect(data[2]).toEqual({
      name: 'USA',
      countryName: 'United States',
      m1: 296842670,
      m2: 77.73,
      value: 296842670,
    });
    expect(mapSeries).toMatchObject({ type: 'map', geoIndex: 0 });
    expect(echartOptions.visualMap).toEqual([
      {
        type: 'continuous',
        seriesIndex: 0,
        min: 105442402,
        max: 1304887562,
        show: false,
        inRange: { color: [...sequentialSchemeById('superset_seq_1').colors] },
      },
    ]);
    expect(record(echartOptions.geo).regions).toBeUndefined();
  });

  it('sizes bubbles by the square root of the secondary metric up to max_bubble_size, in the picked colour', () => {
    const { bubbles, bubbleColor } = transformProps(
      chartPropsOf(
        { ...GAPMINDER_POPULATION, max_bubble_size: '50', color_picker: { r: 255, g: 0, b: 16 } },
        answer,
      ),
    );
    expect(bubbleColor).toBe('#ff0010');
    expect(bubbles.map((bubble) => bubble.name)).toEqual(MOST_POPULOUS);
    // Japan has the longest life expectancy: the largest bubble, 2 × 50 px across.
    expect(bubbles[8]?.symbolSize).toBe(100);
    expect(bubbles[0]?.symbolSize).toBeCloseTo(2 * Math.sqrt(72.98 / 82.5) * 50, 10);
  });

  it('has no bubbles unless show_bubbles is set', () => {
    const { bubbles } = transformProps(
      chartPropsOf({ ...GAPMINDER_POPULATION, show_bubbles: false }, answer),
    );
    expect(bubbles).toEqual([]);
  });

  it('colours each country from the categorical scheme when color_by is country', () => {
    const { echartOptions } = transformProps(
      chartPropsOf({ ...GAPMINDER_POPULATION, color_by: 'country', color_scheme: 'bnbColors' }, answer),
    );
    const scale = getColorScale('bnbColors');
    expect(echartOptions.visualMap).toEqual([]);
    const regions = record(echartOptions.geo).regions;
    expect(Array.isArray(regions) ? regions.slice(0, 2) : regions).toEqual([
      { name: 'CHN', itemStyle: { areaColor: scale.getColor('CHN') } },
      { name: 'IND', itemStyle: { areaColor: scale.getColor('IND') } },
    ]);
  });

  it('shows the country name and both formatted metrics in the tooltip', () => {
    const { mapSeries, echartOptions } = transformProps(
      chartPropsOf({ ...GAPMINDER_POPULATION, y_axis_format: ',.1f' }, answer),
    );
    const formatter = record(echartOptions.tooltip).formatter;
    expect(callFormatter(formatter, { data: mapSeries.data?.[0] })).toBe(
      'China<br/>sum_pop: 1,304,887,562.0<br/>avg_life_expect: 73.0',
    );
    expect(callFormatter(formatter, { data: undefined })).toBe('');
  });

  it('reads ISO codes and leaves out rows naming no known country, keeping a repeated country once', () => {
    const rows = [
      { code: 'fr', sum_pop: 3 },
      { code: 'ZZ', sum_pop: 9 },
      { code: 'FR', sum_pop: 5 },
      { code: null, sum_pop: 1 },
    ];
    const { mapSeries, bubbles } = transformProps(
      chartPropsOf(
        { ...GAPMINDER_POPULATION, entity: 'code', country_fieldtype: 'cca2', secondary_metric: undefined },
        { result: [{ data: rows, colnames: ['code', 'sum_pop'], coltypes: [1, 0] }] },
      ),
    );
    expect(mapSeries.data).toEqual([{ name: 'FRA', countryName: 'France', m1: 3, m2: 3, value: 3 }]);
    // Without a bubble metric the colour metric sizes the bubbles (Superset's m2 = m1).
    expect(bubbles[0]?.symbolSize).toBe(50);
  });
});
