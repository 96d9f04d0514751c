import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../distribution/testing/fixtures';
import answer from './fixtures/gapminder-population.json';
import { worldMapOption } from './option';
import { GAPMINDER_POPULATION } from './testing/formData';
import transformProps from './transformProps';

describe('world_map worldMapOption', () => {
  it("puts each bubble on its country's centre, leaving out countries the outlines lack", () => {
    const props = transformProps(chartPropsOf(GAPMINDER_POPULATION, answer));
    const centres = new Map([
      ['CHN', [104, 35] as [number, number]],
      ['JPN', [138, 36] as [number, number]],
    ]);
    const option = worldMapOption(props, centres);
    expect(option.series).toEqual([
      props.mapSeries,
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        data: [
          { ...props.bubbles[0], value: [104, 35, 72.98] },
          { ...props.bubbles[8], value: [138, 36, 82.5] },
        ],
        itemStyle: { color: '#007a87', opacity: 0.7, borderColor: '#ffffff', borderWidth: 1 },
      },
    ]);
    expect(option.geo).toBe(props.echartOptions.geo);
  });

  it('draws only the countries without bubbles', () => {
    const props = transformProps(chartPropsOf({ ...GAPMINDER_POPULATION, show_bubbles: false }, answer));
    expect(worldMapOption(props, new Map()).series).toEqual([props.mapSeries]);
  });
});
