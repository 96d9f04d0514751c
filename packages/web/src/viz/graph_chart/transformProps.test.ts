import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { schemeById } from '../colors/colorSchemes';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { GRAPH_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';
import transformProps, { type GraphEdge, type GraphNode } from './transformProps';

const options = (extra: Record<string, unknown> = {}) =>
  transformProps(chartPropsOf({ ...GRAPH_FLIGHTS, ...extra }, answer)).echartOptions;

describe('graph_chart transformProps', () => {
  it('makes a node per airport with its summed flights and an edge per row', () => {
    const series = seriesOf(options());
    const nodes = series.data as GraphNode[];
    const edges = series.links as GraphEdge[];
    expect(nodes.slice(0, 3).map(({ id, name, value }) => ({ id, name, value }))).toEqual([
      { id: '0', name: 'LAS', value: 820 + 1072 + 373 },
      { id: '1', name: 'PHL', value: 820 },
      { id: '2', name: 'ATL', value: 1562 },
    ]);
    expect(nodes.find((node) => node.name === 'LAX')?.value).toBe(139 + 962 + 4960);
    expect(edges).toHaveLength(12);
    expect(edges[0]).toMatchObject({ source: '0', target: '1', value: 820 });
    // Without categories every node takes the scheme's first colour.
    expect(new Set(nodes.map((node) => node.itemStyle.color))).toEqual(
      new Set([schemeById(undefined).colors[0]]),
    );
    expect(series).toMatchObject({
      layout: 'force',
      roam: true,
      edgeSymbol: ['none', 'arrow'],
      edgeSymbolSize: 6,
    });
  });

  it('sizes nodes and edges from the base sizes by value', () => {
    const series = seriesOf(options({ baseNodeSize: 10, baseEdgeWidth: 2 }));
    const nodes = series.data as GraphNode[];
    const edges = series.links as GraphEdge[];
    const values = nodes.map((node) => node.value);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    const largest = nodes.find((node) => node.value === max)!;
    const smallest = nodes.find((node) => node.value === min)!;
    expect(largest.symbolSize).toBe(25);
    expect(smallest.symbolSize).toBe(5);
    const thickest = edges.find((edge) => edge.value === 4960)!;
    expect(thickest.lineStyle.width).toBe(4);
    expect(thickest.emphasis.lineStyle?.width).toBe(8);
    // The thinnest edge normalises to 0, so it takes half the base width.
    expect(edges.find((edge) => edge.value === 139)?.lineStyle.width).toBe(1);
  });

  it('colours nodes by category, lists the categories and lays out in a circle when asked', () => {
    const option = options({ source_category: 'origin', layout: 'circular', legendSort: 'asc' });
    const series = seriesOf(option);
    const scale = getColorScale(undefined);
    const las = (series.data as GraphNode[]).find((node) => node.name === 'LAS');
    expect(las).toMatchObject({ category: 'LAS', itemStyle: { color: scale.getColor('LAS') } });
    expect((option.legend as { data: string[] }).data.slice(0, 3)).toEqual(['ANC', 'ATL', 'DTW']);
    expect(series.layout).toBe('circular');
  });

  it('names the edge by its ends in the tooltip', () => {
    const tooltip = options().tooltip as { formatter: unknown };
    expect(callFormatter(tooltip.formatter, { value: 820, data: { source: '0', target: '1' } })).toContain(
      'LAS &gt; PHL',
    );
  });
});
