import { GenericDataType } from '@loupe/core';
import { describe, expect, it } from 'vitest';
import { nodeLabel, treeBuilder } from './hierarchy';
import { extractGroupbyLabel, formatDistributionLabel, tooltipHtml } from './labels';
import { getChartPadding, getLegendProps } from './legend';
import { histogramOperator } from './operators';
import { numberOrNull, parseAxisBound } from './rows';
import { sequentialColor, sequentialSchemeById } from './sequentialSchemes';
import { getValueFormatter } from './valueFormatter';

describe('distribution labels', () => {
  const format = getValueFormatter(',d');

  it("writes each of Superset's label types", () => {
    const parts = { name: 'Dream', value: 1234, fraction: 0.5 };
    expect(formatDistributionLabel('key', parts, format)).toBe('Dream');
    expect(formatDistributionLabel('value_percent', parts, format)).toBe('1,234 (50.00%)');
    expect(formatDistributionLabel('key_value', parts, format)).toBe('Dream: 1,234');
    expect(formatDistributionLabel('template', parts, format, '{name}\\n{value}')).toBe('Dream\n1,234');
  });

  it('joins groupby values, formatting temporal ones and naming nulls', () => {
    const row = { year: Date.UTC(2020, 0, 1), island: null };
    const coltypes = { year: GenericDataType.Temporal, island: GenericDataType.String };
    expect(extractGroupbyLabel(row, ['year', 'island'], coltypes, '%Y')).toBe('2020, <NULL>');
  });

  it('escapes data in tooltips', () => {
    expect(tooltipHtml([['<b>', '1']], 'a & b')).toBe(
      '<div style="font-weight:700">a &amp; b</div><table><tr><td style="padding-right:12px">&lt;b&gt;</td><td style="padding-right:12px">1</td></tr></table>',
    );
  });
});

describe('distribution value formatter', () => {
  it('puts the currency symbol before or after the number', () => {
    expect(getValueFormatter(',.2f', { symbol: 'EUR', symbolPosition: 'suffix' })(1234.5)).toBe('1,234.50 €');
    expect(getValueFormatter(',.2f', { symbol: 'USD', symbolPosition: 'prefix' })(null)).toBe(
      getValueFormatter(',.2f')(null),
    );
  });
});

describe('distribution legend', () => {
  it('places the legend on its side and pads the chart away from it', () => {
    expect(getLegendProps('plain', 'right', true)).toEqual({
      show: true,
      type: 'plain',
      orient: 'vertical',
      right: 0,
      top: 0,
    });
    expect(getChartPadding(true, 'bottom', undefined, { top: 10 })).toEqual({
      top: 10,
      bottom: 30,
      left: 0,
      right: 0,
    });
    expect(getChartPadding(true, 'left', 80)).toEqual({ top: 0, bottom: 0, left: 80, right: 0 });
    expect(getChartPadding(false, 'left', 80)).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
  });
});

describe('distribution hierarchy', () => {
  it('sums primary and secondary metrics per level in first-seen order', () => {
    const rows = [
      { a: 'x', b: 1, m: 2, s: 10 },
      { a: 'y', b: 1, m: 3, s: 1 },
      { a: 'x', b: 2, m: 4, s: 20 },
    ];
    const tree = treeBuilder(rows, ['a', 'b'], 'm', 's');
    expect(tree.map((node) => [node.name, node.value, node.secondaryValue])).toEqual([
      ['x', 6, 30],
      ['y', 3, 1],
    ]);
    expect(tree[0]?.children.map((node) => [node.name, node.value, node.groupBy])).toEqual([
      ['1', 2, 'b'],
      ['2', 4, 'b'],
    ]);
  });

  it('formats temporal node names with the date format', () => {
    const [node] = treeBuilder([{ day: Date.UTC(2021, 5, 1), m: 1 }], ['day'], 'm');
    expect(
      nodeLabel(node!, { day: GenericDataType.Temporal }, (ms) => new Date(ms).toISOString().slice(0, 10)),
    ).toBe('2021-06-01');
  });
});

describe('distribution sequential schemes and numbers', () => {
  it('interpolates between the stops of a scheme and falls back to the default scheme', () => {
    const scheme = sequentialSchemeById('white_black');
    expect(sequentialColor(scheme, 0)).toBe('#ffffff');
    expect(sequentialColor(scheme, 0.5)).toBe('#808080');
    expect(sequentialColor(scheme, 2)).toBe('#000000');
    expect(sequentialSchemeById('no such scheme').id).toBe('superset_seq_1');
  });

  it('reads numbers and bounds from cells and form data', () => {
    expect(numberOrNull('12.5')).toBe(12.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(Number.NaN)).toBeNull();
    expect(parseAxisBound(null)).toBeUndefined();
    expect(parseAxisBound('3')).toBe(3);
  });

  it('builds the histogram rule with the bins as a number', () => {
    expect(
      histogramOperator({ datasource: '1__table', viz_type: 'histogram_v2', column: 'delay', bins: '10' }),
    ).toEqual({
      operation: 'histogram',
      options: { column: 'delay', groupby: undefined, bins: 10, cumulative: undefined, normalize: undefined },
    });
  });
});
