import { describe, expect, it } from 'vitest';
import { boxplotOperation } from './boxplot.js';
import { histogramBinEdges, histogramOperation } from './histogram.js';
import { rankOperation } from './rank.js';
import { createTable, toRecords } from './table.js';

describe('boxplot', () => {
  const table = createTable([1, 2, 3, 4, 100].map((v) => ({ g: v < 4 ? 'low' : 'high', v })));

  it('tukey: whiskers at the furthest values within 1.5 IQR of the midpoint quartiles', () => {
    const [row] = toRecords(boxplotOperation(table, { groupby: [], metrics: ['v'], whisker_type: 'tukey' }));
    expect(row).toEqual({
      v__mean: 22,
      v__median: 3,
      v__max: 4,
      v__min: 1,
      v__q1: 2,
      v__q3: 4,
      v__count: 5,
      v__outliers: [100],
    });
  });

  it('skips missing values in every statistic, the median too, as pandas does', () => {
    const withGaps = createTable([1, null, 3, null, 5].map((v) => ({ v })));
    const [row] = toRecords(
      boxplotOperation(withGaps, { groupby: [], metrics: ['v'], whisker_type: 'min/max' }),
    );
    expect(row).toMatchObject({ v__mean: 3, v__median: 3, v__min: 1, v__max: 5, v__count: 5 });
  });

  it('min/max whiskers have no outliers', () => {
    const [row] = toRecords(
      boxplotOperation(table, { groupby: [], metrics: ['v'], whisker_type: 'min/max' }),
    );
    expect(row).toMatchObject({ v__max: 100, v__min: 1, v__outliers: [] });
  });

  it('percentile whiskers interpolate linearly; outliers above then below', () => {
    const [row] = toRecords(
      boxplotOperation(table, {
        groupby: [],
        metrics: ['v'],
        whisker_type: 'percentile',
        percentiles: [10, 90],
      }),
    );
    expect(row?.v__min).toBeCloseTo(1.4, 10);
    expect(row?.v__max).toBeCloseTo(61.6, 10);
    expect(row?.v__outliers).toEqual([100, 1]);
  });

  it('gives one row per group with statistic-major columns', () => {
    const result = boxplotOperation(table, { groupby: ['g'], metrics: ['v'], whisker_type: 'min/max' });
    expect(result.columns.slice(0, 3)).toEqual(['g', 'v__mean', 'v__median']);
    expect(toRecords(result).map((row) => [row.g, row.v__q1, row.v__q3])).toEqual([
      ['high', 52, 52],
      ['low', 1.5, 2.5],
    ]);
  });

  it('rejects bad percentiles', () => {
    expect(() =>
      boxplotOperation(table, {
        groupby: [],
        metrics: ['v'],
        whisker_type: 'percentile',
        percentiles: [90, 10],
      }),
    ).toThrow('percentiles must be a list or tuple with two numeric values');
  });
});

describe('histogram', () => {
  const values = Array.from({ length: 11 }, (_, v) => ({ g: v < 5 ? 'a' : 'b', v }));
  const table = createTable([...values, { g: 'a', v: null }]);
  const labels = ['0 - 2', '2 - 4', '4 - 6', '6 - 8', '8 - 10'];

  it('counts equal-width bins, the last one closed on the right', () => {
    const result = histogramOperation(table, { column: 'v', groupby: [], bins: 5 });
    expect(result.columns).toEqual(labels);
    expect(toRecords(result)).toEqual([
      Object.fromEntries(labels.map((label, i) => [label, [2, 2, 2, 2, 3][i]])),
    ]);
  });

  it('accumulates with cumulative and divides by the total with normalize', () => {
    const cumulative = toRecords(histogramOperation(table, { column: 'v', bins: 5, cumulative: true }))[0];
    expect(labels.map((label) => cumulative?.[label])).toEqual([2, 4, 6, 8, 11]);
    const normalized = toRecords(histogramOperation(table, { column: 'v', bins: 5, normalize: true }))[0];
    expect(normalized?.['8 - 10']).toBeCloseTo(3 / 11, 10);
  });

  it('counts per group over the bins of the whole column', () => {
    const result = histogramOperation(table, { column: 'v', groupby: ['g'], bins: 5 });
    expect(toRecords(result).map((row) => [row.g, ...labels.map((label) => row[label])])).toEqual([
      ['a', 2, 2, 1, 0, 0],
      ['b', 0, 0, 1, 2, 3],
    ]);
  });

  it('widens equal values by half on each side, as numpy does', () => {
    expect(histogramBinEdges([3, 3], 2)).toEqual([2.5, 3, 3.5]);
  });

  it('rejects a column that is not numeric', () => {
    expect(() => histogramOperation(createTable([{ s: 'x' }]), { column: 's' })).toThrow(
      "The column 's' must be numeric.",
    );
  });
});

describe('rank', () => {
  it('gives percentile ranks, ties averaged, missing left missing', () => {
    const table = createTable([10, 30, 20, 20, null].map((v) => ({ v })));
    expect(toRecords(rankOperation(table, { metric: 'v' })).map((row) => row.rank)).toEqual([
      0.25,
      1,
      0.625,
      0.625,
      null,
    ]);
  });

  it('ranks within groups', () => {
    const table = createTable([
      { g: 'a', v: 1 },
      { g: 'b', v: 5 },
      { g: 'a', v: 2 },
    ]);
    expect(toRecords(rankOperation(table, { metric: 'v', group_by: 'g' })).map((row) => row.rank)).toEqual([
      0.5, 1, 1,
    ]);
  });

  it('rejects an unknown metric', () => {
    expect(() => rankOperation(createTable([{ v: 1 }]), { metric: 'x' })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
