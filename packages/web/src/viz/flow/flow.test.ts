import { describe, expect, it } from 'vitest';
import { acyclicEdges } from './acyclic';
import { rgbHexOf } from './colors';
import { cellText, choiceOf, columnLabelOf, metricLabelOf } from './formData';

describe('acyclicEdges', () => {
  it('keeps edges in order and leaves out those closing a cycle, self-loops included', () => {
    const edges = [
      { source: 'A', target: 'B' },
      { source: 'B', target: 'C' },
      { source: 'C', target: 'A' },
      { source: 'B', target: 'A' },
      { source: 'D', target: 'D' },
      { source: 'A', target: 'C' },
    ];
    const { kept, dropped } = acyclicEdges(edges);
    expect(kept).toEqual([edges[0], edges[1], edges[5]]);
    expect(dropped).toEqual([edges[2], edges[3], edges[4]]);
  });
});

describe('flow form-data helpers', () => {
  it('reads picker colours as hex, falling back when the value is not one', () => {
    expect(rgbHexOf({ r: 90, g: 193, b: 137, a: 1 }, { r: 0, g: 0, b: 0 })).toBe('#5ac189');
    expect(rgbHexOf('red', { r: 102, g: 102, b: 102 })).toBe('#666666');
    expect(rgbHexOf({ r: 300, g: -4, b: 15.6 }, { r: 0, g: 0, b: 0 })).toBe('#ff0010');
  });

  it('labels single columns and metrics, and reads choices', () => {
    expect(columnLabelOf('origin')).toBe('origin');
    expect(columnLabelOf({ expressionType: 'SQL', sqlExpression: 'a + 1', label: 'a1' })).toBe('a1');
    expect(columnLabelOf(undefined)).toBe('');
    expect(metricLabelOf({ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' })).toBe(
      'COUNT(*)',
    );
    expect(metricLabelOf(null)).toBe('');
    expect(choiceOf('radial', ['orthogonal', 'radial'], 'orthogonal')).toBe('radial');
    expect(choiceOf('diagonal', ['orthogonal', 'radial'], 'orthogonal')).toBe('orthogonal');
    expect([cellText(null), cellText(4)]).toEqual(['null', '4']);
  });
});
