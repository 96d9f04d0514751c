import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { SANKEY_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';
import transformProps from './transformProps';

describe('sankey_v2 transformProps', () => {
  const options = transformProps(chartPropsOf(SANKEY_FLIGHTS, answer)).echartOptions;
  const series = seriesOf(options);

  it('makes a node per airport coloured by name and a link per flow, leaving out flows closing a cycle', () => {
    const scale = getColorScale(undefined);
    expect(series).toMatchObject({ type: 'sankey', lineStyle: { color: 'source' } });
    expect(series.data).toEqual(
      ['LAX', 'LAS', 'PHX', 'SAN', 'SFO'].map((name) => ({
        name,
        itemStyle: { color: scale.getColor(name) },
      })),
    );
    // LAS → LAX (8109) comes after LAX → LAS (8323) and would make a cycle ECharts cannot lay out.
    expect(series.links).toEqual([
      { source: 'LAX', target: 'LAS', value: 8323 },
      { source: 'PHX', target: 'LAX', value: 7717 },
      { source: 'LAX', target: 'SAN', value: 6670 },
      { source: 'SFO', target: 'LAX', value: 6262 },
    ]);
  });

  it("shows a link's value and its share of both nodes in the tooltip", () => {
    const tooltip = options.tooltip as { formatter: unknown };
    const html = callFormatter(tooltip.formatter, {
      name: 'PHX > LAX',
      value: 7717,
      data: { source: 'PHX', target: 'LAX', value: 7717 },
    });
    // LAX takes in 7717 + 6262 and sends out 8323 + 6670: its node size is the larger, 14993.
    expect(html).toContain('COUNT(*)');
    expect(html).toContain('7,717.00');
    expect(html).toContain('% (PHX)</td><td style="padding-right:12px">100.00%');
    expect(html).toContain(
      `% (LAX)</td><td style="padding-right:12px">${((7717 / 14993) * 100).toFixed(2)}%`,
    );
  });
});
