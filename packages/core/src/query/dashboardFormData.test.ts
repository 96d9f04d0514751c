import { describe, expect, it } from 'vitest';
import { chartFormDataWithDataMasks, mergeExtraFormData } from './dashboardFormData.js';

const BASE = { datasource: '1__table', viz_type: 'pie', slice_id: 3 };

describe('mergeExtraFormData', () => {
  it('appends filters of every mask and lets the last override win', () => {
    const merged = mergeExtraFormData([
      { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }], time_range: 'Last week' },
      undefined,
      { filters: [{ col: 'destination', op: 'IN', val: ['LAX'] }], time_range: 'Last year' },
    ]);
    expect(merged.filters).toEqual([
      { col: 'origin', op: 'IN', val: ['SEA'] },
      { col: 'destination', op: 'IN', val: ['LAX'] },
    ]);
    expect(merged.time_range).toBe('Last year');
  });

  it('marks adhoc filters from a mask as extra and merges custom form data by key', () => {
    const merged = mergeExtraFormData([
      {
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
        custom_form_data: { a: 1 },
      },
      { custom_form_data: { b: 2 } },
    ]);
    expect(merged.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0', isExtra: true },
    ]);
    expect(merged.custom_form_data).toEqual({ a: 1, b: 2 });
  });
});

describe('chartFormDataWithDataMasks', () => {
  it('leaves the form data as saved when no mask reaches the chart', () => {
    expect(chartFormDataWithDataMasks(BASE, [{ id: 'x', filterState: {} }])).toEqual(BASE);
  });

  it('puts the masks into extra_form_data after the chart’s own and names the dashboard', () => {
    const result = chartFormDataWithDataMasks(
      { ...BASE, extra_form_data: { time_grain_sqla: 'P1D' } },
      [{ id: 'NATIVE_FILTER-1', extraFormData: { time_grain_sqla: 'P1M', time_range: 'Last month' } }],
      { dashboardId: 9 },
    );
    expect(result.extra_form_data).toEqual({ time_grain_sqla: 'P1M', time_range: 'Last month' });
    expect((result as Record<string, unknown>).dashboardId).toBe(9);
    expect(result.viz_type).toBe('pie');
  });
});
