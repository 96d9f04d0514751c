import { describe, expect, it } from 'vitest';
import {
  crossFilterDataMask,
  EMPTY_FILTER_SQL,
  isActiveDataMask,
  nativeFilterDataMask,
  rangeExtraFormData,
  selectExtraFormData,
  timeCrossFilterDataMask,
  groupbyCrossFilterMask,
} from './extraFormData.js';
import type { NativeFilter } from './types.js';

const filter = (filterType: string, controlValues = {}): NativeFilter => ({
  id: `NATIVE_FILTER-${filterType}`,
  type: 'NATIVE_FILTER',
  name: filterType,
  filterType,
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  controlValues,
});

describe('select filter', () => {
  it('asks IN the chosen values, NOT IN when inverted', () => {
    expect(selectExtraFormData('origin', ['SFO', 'LAX'])).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'LAX'] }],
    });
    expect(selectExtraFormData('origin', ['SFO'], { inverseSelection: true })).toEqual({
      filters: [{ col: 'origin', op: 'NOT IN', val: ['SFO'] }],
    });
  });

  it('asks nothing when nothing is chosen, unless it is an empty filter (then no row matches)', () => {
    expect(selectExtraFormData('origin', [])).toEqual({});
    expect(selectExtraFormData('origin', null, { enableEmptyFilter: true })).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL }],
    });
  });
});

describe('range filter', () => {
  it('bounds with >= and <=, and asks == when both ends meet', () => {
    expect(rangeExtraFormData('distance', 100, 500)).toEqual({
      filters: [
        { col: 'distance', op: '>=', val: 100 },
        { col: 'distance', op: '<=', val: 500 },
      ],
    });
    expect(rangeExtraFormData('distance', null, 500)).toEqual({
      filters: [{ col: 'distance', op: '<=', val: 500 }],
    });
    expect(rangeExtraFormData('distance', 300, 300)).toEqual({
      filters: [{ col: 'distance', op: '==', val: 300 }],
    });
    expect(rangeExtraFormData('distance', null, undefined)).toEqual({});
  });
});

describe('nativeFilterDataMask', () => {
  it('turns each filter type value into what it asks of the charts', () => {
    expect(nativeFilterDataMask(filter('filter_select'), ['SFO'])).toEqual({
      id: 'NATIVE_FILTER-filter_select',
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] },
      filterState: { value: ['SFO'] },
    });
    expect(nativeFilterDataMask(filter('filter_select'), 'SFO').extraFormData).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
    });
    expect(nativeFilterDataMask(filter('filter_range'), [1, 9]).extraFormData?.filters).toHaveLength(2);
    expect(nativeFilterDataMask(filter('filter_time'), 'Last week').extraFormData).toEqual({
      time_range: 'Last week',
    });
    expect(nativeFilterDataMask(filter('filter_timegrain'), ['P1W']).extraFormData).toEqual({
      time_grain_sqla: 'P1W',
    });
    expect(nativeFilterDataMask(filter('filter_timecolumn'), 'date').extraFormData).toEqual({
      granularity_sqla: 'date',
    });
  });

  it('clears with null or an empty list: the mask asks nothing and the bar shows no value', () => {
    const cleared = nativeFilterDataMask(filter('filter_select'), []);
    expect(cleared.extraFormData).toEqual({});
    expect(cleared.filterState).toEqual({ value: null });
    expect(isActiveDataMask(cleared)).toBe(false);
    const empty = nativeFilterDataMask(filter('filter_select', { enableEmptyFilter: true }), null);
    expect(isActiveDataMask(empty)).toBe(true);
  });
});

describe('cross-filter data masks', () => {
  it('filters IN the clicked values of the chart column, keyed by the chart id', () => {
    const mask = crossFilterDataMask(7, 'destination', ['JFK']);
    expect(mask.id).toBe('7');
    expect(mask.extraFormData).toEqual({ filters: [{ col: 'destination', op: 'IN', val: ['JFK'] }] });
    expect(mask.filterState?.label).toBe('JFK');
    expect(isActiveDataMask(crossFilterDataMask(7, 'destination', []))).toBe(false);
  });

  it('sets the time range for a time-axis chart', () => {
    expect(timeCrossFilterDataMask(3, '2001-01-01 : 2001-01-08').extraFormData).toEqual({
      time_range: '2001-01-01 : 2001-01-08',
    });
  });
});

describe('groupbyCrossFilterMask', () => {
  it("filters each groupby column by the clicked groups' values, labelled as shown", () => {
    expect(groupbyCrossFilterMask(['origin', 'carrier'], [['SEA', 'AS']], ['SEA, AS'])).toEqual({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['SEA'] },
          { col: 'carrier', op: 'IN', val: ['AS'] },
        ],
      },
      filterState: { label: 'SEA, AS', value: [['SEA', 'AS']], selectedValues: ['SEA, AS'] },
    });
  });

  it('asks IS NULL for a null group and clears with nothing picked', () => {
    expect(groupbyCrossFilterMask(['origin'], [[null]], ['<NULL>']).extraFormData).toEqual({
      filters: [{ col: 'origin', op: 'IS NULL' }],
    });
    expect(groupbyCrossFilterMask(['origin'], [], [])).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null },
    });
  });
});

describe('isActiveDataMask', () => {
  it('counts a mask that asks something, not a cleared one', () => {
    expect(isActiveDataMask({ extraFormData: { filters: [{ col: 'a', op: 'IN', val: [1] }] } })).toBe(true);
    expect(isActiveDataMask({ extraFormData: { time_range: 'Last week' } })).toBe(true);
    expect(isActiveDataMask({ extraFormData: { filters: [] } })).toBe(false);
    expect(isActiveDataMask({ extraFormData: {} })).toBe(false);
    expect(isActiveDataMask(undefined)).toBe(false);
  });
});
