import { describe, expect, it } from 'vitest';
import { withDashboardTimeOverrides } from './dashboardTimeOverrides.js';
import type { QueryObject } from './types.js';

const temporal = new Set(['date', 'arrival']);
const axis = {
  columnType: 'BASE_AXIS' as const,
  sqlExpression: 'date',
  label: 'date',
  expressionType: 'SQL' as const,
};

describe('withDashboardTimeOverrides', () => {
  it('gives every TEMPORAL_RANGE filter the query time_range (a dashboard time filter)', () => {
    const query: QueryObject = {
      time_range: 'Last week',
      filters: [
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' },
        { col: 'origin', op: 'IN', val: ['SEA'] },
      ],
    };
    expect(withDashboardTimeOverrides(query, temporal).filters).toEqual([
      { col: 'date', op: 'TEMPORAL_RANGE', val: 'Last week' },
      { col: 'origin', op: 'IN', val: ['SEA'] },
    ]);
  });

  it('leaves the filters alone when the query has no time range of its own', () => {
    const query: QueryObject = { filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' }] };
    expect(withDashboardTimeOverrides(query, temporal)).toBe(query);
  });

  it('puts a dashboard time column in place of the temporal x-axis and drops its range filter', () => {
    const query: QueryObject = {
      granularity: 'arrival',
      time_range: 'Last year',
      columns: [axis, 'origin'],
      filters: [
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' },
        { col: 'origin', op: 'IN', val: ['SEA'] },
      ],
      post_processing: [{ operation: 'pivot', options: { index: ['date'], columns: ['origin'] } }],
    };
    const result = withDashboardTimeOverrides(query, temporal);
    expect(result.columns).toEqual([{ ...axis, sqlExpression: 'arrival', label: 'arrival' }, 'origin']);
    expect(result.filters).toEqual([{ col: 'origin', op: 'IN', val: ['SEA'] }]);
    expect(result.post_processing).toEqual([
      { operation: 'pivot', options: { index: ['arrival'], columns: ['origin'] } },
    ]);
  });

  it('drops the first TEMPORAL_RANGE filter when the x-axis is not temporal', () => {
    const query: QueryObject = {
      granularity: 'arrival',
      columns: ['origin'],
      filters: [
        { col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' },
        { col: 'arrival', op: 'TEMPORAL_RANGE', val: 'Last day' },
      ],
    };
    expect(withDashboardTimeOverrides(query, temporal).filters).toEqual([
      { col: 'arrival', op: 'TEMPORAL_RANGE', val: 'Last day' },
    ]);
  });
});
