import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { GANTT_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';
import transformProps, { renderItem } from './transformProps';

const options = (extra: Record<string, unknown> = {}) =>
  transformProps(chartPropsOf({ ...GANTT_FLIGHTS, ...extra }, answer)).echartOptions;

type Bar = { value: unknown[] };

describe('gantt_chart transformProps', () => {
  it('makes a custom series per destination with a bar per flight on its row', () => {
    const option = options();
    const scale = getColorScale(undefined);
    const custom = (option.series as Record<string, unknown>[]).filter((s) => s.type === 'custom');
    expect(custom.map((s) => s.name)).toEqual(['LAX', 'PDX', 'SEA']);
    expect(custom[0]?.itemStyle).toEqual({ color: scale.getColor('LAX') });
    // Rows in first-seen order: LAX 0, SEA 1, PDX 2; three rows in all.
    const lax = custom[0]?.data as Bar[];
    expect(lax).toHaveLength(5);
    expect(lax[0]?.value).toEqual([978329220000, 978331740000, 0, 3, 978329220000, 978331740000, 'LAX', 337]);
    expect((custom[2]?.data as Bar[])[0]?.value.slice(2, 4)).toEqual([1, 3]);
    expect((custom[1]?.data as Bar[])[0]?.value.slice(2, 4)).toEqual([2, 3]);
    expect(option.yAxis).toMatchObject({ type: 'value', min: 0, max: 3 });
    expect(option.xAxis).toMatchObject({ type: 'time' });
    expect((option.legend as { data: string[] }).data).toEqual(['LAX', 'PDX', 'SEA']);
  });

  it('names the rows at the left and separates them with dashed lines', () => {
    const series = options().series as Record<string, unknown>[];
    const borders = series.at(-2)?.markLine as { data: unknown[] };
    const names = series.at(-1)?.markLine as { data: unknown[] };
    expect(borders.data).toEqual([{ yAxis: 2 }, { yAxis: 1 }, { yAxis: 0 }]);
    expect(names.data).toEqual([
      { yAxis: 2.5, name: 'LAX' },
      { yAxis: 1.5, name: 'SEA' },
      { yAxis: 0.5, name: 'PDX' },
    ]);
  });

  it('shows the tooltip columns formatted, and bounds the axis to times of day', () => {
    const option = options({ tooltipValuesFormat: ',.1f', x_axis_time_bounds: ['06:00:00', '12:30:00'] });
    const tooltip = option.tooltip as { formatter: unknown };
    const [first] = seriesOf(option, 0).data as Bar[];
    const html = callFormatter(tooltip.formatter, { seriesName: 'LAX', value: first?.value });
    expect(html).toContain('LAX');
    expect(html).toContain('distance</td><td style="padding-right:12px">337.0');
    expect(option.xAxis).toMatchObject({ min: Date.UTC(2001, 0, 1, 6), max: Date.UTC(2001, 0, 1, 12, 30) });
  });

  it('draws a bar from start to end inside the grid, and nothing for a zero-length one', () => {
    const api = (values: number[]) => ({
      value: (dimension: number) => values[dimension],
      coord: ([x, y]: [number, number]) => [x, 300 - y * 100],
      style: () => ({ fill: 'red' }),
    });
    const bar = renderItem({ coordSys: { x: 10, width: 500 } }, api([50, 120, 0, 3]));
    expect(bar).toMatchObject({
      type: 'rect',
      shape: { x: 50, width: 70, height: 85 },
      style: { fill: 'red' },
    });
    expect(renderItem({ coordSys: { x: 10, width: 500 } }, api([50, 50, 0, 3]))).toBeNull();
    // A bar past the grid's right edge is clipped to it.
    expect(renderItem({ coordSys: { x: 10, width: 500 } }, api([400, 900, 0, 3]))).toMatchObject({
      shape: { x: 400, width: 110 },
    });
  });
});
