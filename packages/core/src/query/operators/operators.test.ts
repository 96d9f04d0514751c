import { describe, expect, it } from 'vitest';
import type { QueryFormData, QueryObject } from '../types.js';
import {
  contributionOperator,
  flattenOperator,
  getMetricOffsetsMap,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from './index.js';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'date',
  metrics: ['count'],
  groupby: ['origin'],
};
const queryObject: QueryObject = {
  metrics: ['count', 'sum__delay'],
  columns: ['date', 'origin'],
  series_columns: ['origin'],
};
const sqlMetric = { expressionType: 'SQL' as const, sqlExpression: 'SUM(delay)', label: 'Total delay' };

describe('pivotOperator', () => {
  it('pivots on the x-axis by the series columns with a mean per metric', () => {
    expect(pivotOperator(formData, queryObject)).toEqual({
      operation: 'pivot',
      options: {
        index: ['date'],
        columns: ['origin'],
        aggregates: { count: { operator: 'mean' }, sum__delay: { operator: 'mean' } },
        drop_missing_columns: true,
      },
    });
  });

  it('keeps empty series when show_empty_columns, uses metric labels and adhoc x-axis labels', () => {
    const step = pivotOperator(
      {
        ...formData,
        show_empty_columns: true,
        x_axis: { sqlExpression: 'DATE(ts)', label: 'day', expressionType: 'SQL' },
      },
      { metrics: [sqlMetric], columns: ['origin'] },
    );
    expect(step?.options).toEqual({
      index: ['day'],
      columns: ['origin'],
      aggregates: { 'Total delay': { operator: 'mean' } },
      drop_missing_columns: false,
    });
  });

  it('falls back to the legacy time axis and is absent without metrics or an axis', () => {
    const legacy = { ...formData, x_axis: undefined, granularity_sqla: 'date' };
    expect(pivotOperator(legacy, queryObject)?.options?.index).toEqual(['__timestamp']);
    expect(pivotOperator(formData, { ...queryObject, metrics: [] })).toBeUndefined();
    expect(pivotOperator({ ...formData, x_axis: undefined }, queryObject)).toBeUndefined();
  });
});

describe('time comparison', () => {
  const compared = { ...formData, time_compare: ['1 year ago', '1 week ago'], comparison_type: 'values' };

  it('maps each shifted column to its metric', () => {
    expect([...getMetricOffsetsMap(compared, { metrics: ['count'] })]).toEqual([
      ['count__1 year ago', 'count'],
      ['count__1 week ago', 'count'],
    ]);
    expect(isTimeComparison(compared, { metrics: ['count'] })).toBe(true);
    expect(isTimeComparison({ ...compared, comparison_type: undefined }, { metrics: ['count'] })).toBe(false);
    expect(isTimeComparison({ ...compared, time_compare: [] }, { metrics: ['count'] })).toBe(false);
  });

  it('pivots the metric and its shifted copies', () => {
    expect(timeComparePivotOperator(compared, { metrics: ['count'], columns: ['origin'] })).toEqual({
      operation: 'pivot',
      options: {
        index: ['date'],
        columns: ['origin'],
        drop_missing_columns: true,
        aggregates: {
          count: { operator: 'mean' },
          'count__1 year ago': { operator: 'mean' },
          'count__1 week ago': { operator: 'mean' },
        },
      },
    });
    expect(timeComparePivotOperator(formData, { metrics: ['count'] })).toBeUndefined();
  });

  it('compares unless the type is actual values', () => {
    expect(timeCompareOperator(compared, { metrics: ['count'] })).toBeUndefined();
    expect(
      timeCompareOperator({ ...compared, comparison_type: 'percentage' }, { metrics: ['count'] }),
    ).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count', 'count'],
        compare_columns: ['count__1 year ago', 'count__1 week ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
  });
});

describe('rollingWindowOperator', () => {
  it('is a cumulative sum for cumsum', () => {
    expect(
      rollingWindowOperator({ ...formData, rolling_type: 'cumsum' }, { metrics: ['count', sqlMetric] }),
    ).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count', 'Total delay': 'Total delay' } },
    });
  });

  it('is a rolling window with parsed periods, defaulting to 1 and 0', () => {
    expect(
      rollingWindowOperator(
        { ...formData, rolling_type: 'mean', rolling_periods: '7', min_periods: 2 },
        { metrics: ['count'] },
      ),
    ).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 7, min_periods: 2, columns: { count: 'count' } },
    });
    expect(
      rollingWindowOperator({ ...formData, rolling_type: 'std' }, { metrics: ['count'] })?.options,
    ).toMatchObject({
      window: 1,
      min_periods: 0,
    });
  });

  it('rolls the shifted columns too, and is absent for None', () => {
    const compared = {
      ...formData,
      rolling_type: 'sum',
      time_compare: ['1 year ago'],
      comparison_type: 'values',
    };
    expect(rollingWindowOperator(compared, { metrics: ['count'] })?.options?.columns).toEqual({
      count: 'count',
      'count__1 year ago': 'count__1 year ago',
    });
    expect(
      rollingWindowOperator({ ...formData, rolling_type: 'None' }, { metrics: ['count'] }),
    ).toBeUndefined();
  });
});

describe('resampleOperator', () => {
  it('turns zerofill into asfreq with 0 and needs both rule and method', () => {
    expect(resampleOperator({ ...formData, resample_rule: '1D', resample_method: 'zerofill' }, {})).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    expect(
      resampleOperator({ ...formData, resample_rule: '1W', resample_method: 'ffill' }, {})?.options,
    ).toEqual({
      method: 'ffill',
      rule: '1W',
      fill_value: null,
    });
    expect(resampleOperator({ ...formData, resample_rule: '1D' }, {})).toBeUndefined();
  });
});

describe('renameOperator', () => {
  it('drops the metric name of one metric with series when truncate_metric', () => {
    expect(
      renameOperator(
        { ...formData, truncate_metric: true },
        { metrics: ['count'], series_columns: ['origin'] },
      ),
    ).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
    expect(
      renameOperator({ ...formData, truncate_metric: false }, { metrics: ['count'], columns: ['origin'] }),
    ).toBeUndefined();
    expect(
      renameOperator({ ...formData, truncate_metric: true }, { metrics: ['count'], columns: [] }),
    ).toBeUndefined();
    expect(
      renameOperator(
        { ...formData, truncate_metric: true },
        { metrics: ['count', 'sum__delay'], columns: ['origin'] },
      ),
    ).toBeUndefined();
  });

  it('names shifted columns by their offset', () => {
    const compared = { ...formData, time_compare: ['1 year ago'], comparison_type: 'values' };
    expect(renameOperator(compared, { metrics: ['count'] })?.options?.columns).toEqual({
      'count__1 year ago': '1 year ago',
    });
    expect(renameOperator(compared, { metrics: ['count', 'sum__delay'] })?.options?.columns).toEqual({
      'count__1 year ago': 'count, 1 year ago',
      'sum__delay__1 year ago': 'sum__delay, 1 year ago',
    });
    expect(
      renameOperator({ ...compared, comparison_type: 'difference' }, { metrics: ['count'] })?.options
        ?.columns,
    ).toEqual({
      'difference__count__count__1 year ago': '1 year ago',
    });
  });
});

describe('contribution, sort and flatten', () => {
  it('adds contribution for row or column mode only', () => {
    expect(contributionOperator({ ...formData, contributionMode: 'row' }, {}, ['1 year ago'])).toEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: ['1 year ago'] },
    });
    expect(contributionOperator({ ...formData, contributionMode: 'column' }, {})).toEqual({
      operation: 'contribution',
      options: { orientation: 'column' },
    });
    expect(contributionOperator({ ...formData, contributionMode: null }, {})).toBeUndefined();
  });

  it('sorts by the axis or a metric when there are no dimensions', () => {
    const bar = { ...formData, groupby: [], metrics: ['count'], x_axis_sort_asc: false };
    expect(sortOperator({ ...bar, x_axis_sort: 'date' }, {})).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: false },
    });
    expect(sortOperator({ ...bar, x_axis_sort: 'count' }, {})).toEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    expect(sortOperator({ ...bar, x_axis_sort: 'other' }, {})).toBeUndefined();
    expect(sortOperator({ ...bar, groupby: ['origin'], x_axis_sort: 'count' }, {})).toBeUndefined();
  });

  it('always flattens', () => {
    expect(flattenOperator(formData, {})).toEqual({ operation: 'flatten' });
  });
});
