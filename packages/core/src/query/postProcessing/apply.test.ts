import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './apply.js';
import { createTable, toRecords } from './table.js';

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
