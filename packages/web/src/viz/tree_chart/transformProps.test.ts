import { describe, expect, it } from 'vitest';
import { callFormatter, chartPropsOf, seriesOf } from '../distribution/testing/fixtures';
import { TREE_AIRPORTS } from '../flow/testing/formData';
import answer from './fixtures/airports.json';
import transformProps, { type TreeNodeOption } from './transformProps';

const seriesFor = (extra: Record<string, unknown> = {}) =>
  seriesOf(transformProps(chartPropsOf({ ...TREE_AIRPORTS, ...extra }, answer)).echartOptions);

/** A tree as nested [name, children] for readable assertions. */
function shape(node: TreeNodeOption): unknown {
  return node.children.length ? [node.name, node.children.map(shape)] : node.name;
}

describe('tree_chart transformProps', () => {
  it('finds the largest tree when no root is given and names nodes by the name column', () => {
    const [tree] = seriesFor().data as TreeNodeOption[];
    expect(shape(tree!)).toEqual([
      'Los Angeles',
      // Children in row order: SAN's row comes before SFO's.
      ['San Diego', ['San Francisco', ['Sacramento', 'Oakland', 'San Jose']]],
    ]);
    const sanFrancisco = tree!.children.find((child) => child.name === 'San Francisco');
    expect(sanFrancisco?.value).toBe(37.61900194);
  });

  it('starts at the given root node id and falls back to ids for names', () => {
    const [tree] = seriesFor({ root_node_id: 'SFO', name: undefined }).data as TreeNodeOption[];
    expect(shape(tree!)).toEqual(['SFO', ['SMF', 'OAK', 'SJC']]);
    const [missing] = seriesFor({ root_node_id: 'JFK' }).data as TreeNodeOption[];
    expect(missing).toEqual({ name: '', children: [] });
  });

  it('passes the layout options to the series and shows the path in the tooltip', () => {
    const options = transformProps(
      chartPropsOf(
        { ...TREE_AIRPORTS, layout: 'radial', orient: 'TB', symbol: 'rect', symbolSize: 9, roam: 'scale' },
        answer,
      ),
    ).echartOptions;
    expect(seriesOf(options)).toMatchObject({
      type: 'tree',
      layout: 'radial',
      orient: 'TB',
      symbol: 'rect',
      symbolSize: 9,
      roam: 'scale',
      label: { position: 'left' },
      leaves: { label: { position: 'bottom' } },
      emphasis: { focus: 'descendant' },
    });
    const tooltip = options.tooltip as { formatter: unknown };
    const html = callFormatter(tooltip.formatter, {
      value: 38.69542167,
      treeAncestors: [
        { name: '' },
        { name: 'Los Angeles' },
        { name: 'San Francisco' },
        { name: 'Sacramento' },
      ],
    });
    expect(html).toContain('Los Angeles ▸ San Francisco ▸ Sacramento');
    expect(html).toContain('MAX(latitude)');
  });
});
