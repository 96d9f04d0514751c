import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  galleryOrder,
  inSection,
  initialSection,
  searchCharts,
  tagsOf,
} from './gallerySections';
import { allVizMetadata } from '../../../viz/registry';
import { TEST_CHARTS } from './testCharts';

const types = (charts: { vizType: string }[]): string[] => charts.map((chart) => chart.vizType);

describe('gallerySections', () => {
  it('ranks the line charts first when searching "line"', () => {
    const found = types(searchCharts(TEST_CHARTS, 'line'));
    // Names weigh most: the charts named "line" come before those only tagged or described so.
    expect(found.slice(0, 3).sort()).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_smooth',
      'line',
    ]);
    expect(found).toContain('echarts_area');
    expect(found).not.toContain('pie');
    expect(found.indexOf('echarts_area')).toBeGreaterThan(found.indexOf('echarts_timeseries_line'));
  });

  it('searches the translated texts and matches fuzzily', () => {
    expect(types(searchCharts(TEST_CHARTS, 'tabel'))).toEqual(['table']);
    const french = (text: string): string => (text === 'Pie Chart' ? 'Camembert' : text);
    expect(types(searchCharts(TEST_CHARTS, 'camembert', french))).toEqual(['pie']);
    expect(searchCharts(TEST_CHARTS, '  ')).toHaveLength(TEST_CHARTS.length);
  });

  it('filters by category, tag and recommended tag', () => {
    const of = (section: Parameters<typeof inSection>[1]): string[] =>
      types(TEST_CHARTS.filter((chart) => inSection(chart, section)));
    expect(of({ kind: 'category', category: 'Table' })).toEqual(['table']);
    expect(of({ kind: 'recommended', tag: 'ECharts' })).toEqual([
      'echarts_area',
      'echarts_timeseries_bar',
      'echarts_timeseries_line',
      'echarts_timeseries_smooth',
      'pie',
    ]);
    expect(of({ kind: 'tag', tag: 'Bar' })).toEqual(['echarts_timeseries_bar']);
    expect(of({ kind: 'all' })).toHaveLength(TEST_CHARTS.length);
  });

  it('lists categories alphabetically with Other last, and every tag once', () => {
    expect(categoriesOf(TEST_CHARTS)).toEqual(['Evolution', 'Part of a Whole', 'Table']);
    expect(categoriesOf([...TEST_CHARTS, { ...TEST_CHARTS[0]!, category: 'Other' }]).at(-1)).toBe('Other');
    expect(tagsOf(TEST_CHARTS)).toContain('Popular');
    expect(new Set(tagsOf(TEST_CHARTS)).size).toBe(tagsOf(TEST_CHARTS).length);
    expect(initialSection(TEST_CHARTS[4])).toEqual({ kind: 'category', category: 'Part of a Whole' });
    expect(initialSection(undefined)).toEqual({ kind: 'all' });
  });

  it('orders the well-known types as Superset does, then the rest by name', () => {
    expect(types(galleryOrder(TEST_CHARTS))).toEqual([
      'line',
      'table',
      'echarts_timeseries_line',
      'echarts_area',
      'echarts_timeseries_bar',
      'pie',
      'echarts_timeseries_smooth',
    ]);
  });

  it('puts the line charts first in the real gallery when searching "line"', () => {
    const found = searchCharts(allVizMetadata(), 'line');
    expect(found[0]?.name).toMatch(/line/i);
    expect(found.map((chart) => chart.vizType)).toContain('echarts_timeseries_line');
    const firstWithoutLineInName = found.findIndex((chart) => !/line/i.test(chart.name));
    const lastWithLineInName = found.findLastIndex((chart) => /line/i.test(chart.name));
    if (firstWithoutLineInName >= 0) expect(lastWithLineInName).toBeLessThan(firstWithoutLineInName);
  });
});
