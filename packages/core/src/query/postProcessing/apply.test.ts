import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './apply.js';
import { createTable, toRecords } from './table.js';
import { joinTimeOffsets } from './timeOffsets.js';

const t1 = Date.UTC(2020, 0, 1);
const t2 = Date.UTC(2020, 0, 2);
const t3 = Date.UTC(2020, 0, 3);

describe('applyPostProcessing', () => {
  // What a Superset timeseries chart sends: pivot by country, cumulative, metric name hidden, flattened.
  const result = createTable(
    [
      { __timestamp: t1, country: 'US', 'SUM(x)': 1 },
      { __timestamp: t1, country: 'UK', 'SUM(x)': 2 },
      { __timestamp: t3, country: 'US', 'SUM(x)': 3 },
    ],
    undefined,
    { temporal: ['__timestamp'] },
  );

  it('runs the rules in order', () => {
    const processed = applyPostProcessing(result, [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['country'],
          aggregates: { 'SUM(x)': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(x)': 'SUM(x)' } } },
      { operation: 'rename', options: { columns: { 'SUM(x)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(processed.columns).toEqual(['__timestamp', 'UK', 'US']);
    expect(toRecords(processed)).toEqual([
      { __timestamp: t1, UK: 2, US: 1 },
      { __timestamp: t2, UK: 2, US: 1 },
      { __timestamp: t3, UK: 2, US: 4 },
    ]);
  });

  it('does nothing without rules', () => {
    expect(applyPostProcessing(result, [])).toBe(result);
  });

  it.each([
    [[{ operation: 'prophet', options: {} }], 'Unsupported post processing operation: prophet'],
    [[{ operation: 'constructor' }], 'Unsupported post processing operation: constructor'],
    [[{ options: {} }], '`operation` property of post processing object undefined'],
    [[null], '`operation` property of post processing object undefined'],
  ])('rejects %j with Superset’s message', (rules, message) => {
    expect(() => applyPostProcessing(result, rules)).toThrow(message);
  });
});

describe('time comparison, as the server runs it', () => {
  // A monthly series by country compared with a year before: the offset query's rows are joined to
  // the main rows, then the chart's rules (pivot, compare 'difference', flatten) run on the result.
  const month = (year: number, m: number) => Date.UTC(year, m - 1, 1);
  const main = createTable(
    [
      { month: month(2021, 1), country: 'US', 'SUM(x)': 10 },
      { month: month(2021, 1), country: 'UK', 'SUM(x)': 4 },
      { month: month(2021, 2), country: 'US', 'SUM(x)': 12 },
    ],
    undefined,
    { temporal: ['month'] },
  );
  const yearBefore = createTable(
    [
      { month: month(2020, 1), country: 'US', 'SUM(x)': 7 },
      { month: month(2020, 2), country: 'US', 'SUM(x)': 15 },
    ],
    undefined,
    { temporal: ['month'] },
  );

  it('gives the difference per country and month', () => {
    const joined = joinTimeOffsets(main, [{ offset: '1 year ago', table: yearBefore }], {
      metrics: ['SUM(x)'],
      timeGrain: 'P1M',
    });
    const processed = applyPostProcessing(joined, [
      {
        operation: 'pivot',
        options: {
          index: ['month'],
          columns: ['country'],
          aggregates: { 'SUM(x)': { operator: 'mean' }, 'SUM(x)__1 year ago': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(x)'],
          compare_columns: ['SUM(x)__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(toRecords(processed)).toEqual([
      {
        month: month(2021, 1),
        'difference__SUM(x)__SUM(x)__1 year ago, UK': null,
        'difference__SUM(x)__SUM(x)__1 year ago, US': 3,
      },
      {
        month: month(2021, 2),
        'difference__SUM(x)__SUM(x)__1 year ago, UK': null,
        'difference__SUM(x)__SUM(x)__1 year ago, US': -3,
      },
    ]);
  });
});
