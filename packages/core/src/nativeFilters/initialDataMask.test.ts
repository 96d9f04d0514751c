import { describe, expect, it } from 'vitest';
import { initialDataMask, waitsForFirstValue } from './initialDataMask.js';
import type { NativeFilter, NativeFilterDivider } from './types.js';

const origin: NativeFilter = {
  id: 'NATIVE_FILTER-origin',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: { filterState: { value: ['SEA'] } },
};
const time: NativeFilter = {
  id: 'NATIVE_FILTER-time',
  type: 'NATIVE_FILTER',
  name: 'Time',
  filterType: 'filter_time',
  targets: [{}],
  defaultDataMask: { filterState: { value: null } },
};
const divider: NativeFilterDivider = { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'More' };

describe('initialDataMask', () => {
  it("opens with each filter's default value, its extraFormData rebuilt from the filter", () => {
    expect(initialDataMask([origin, time, divider])).toEqual({
      'NATIVE_FILTER-origin': {
        id: 'NATIVE_FILTER-origin',
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
        filterState: { value: ['SEA'] },
      },
    });
  });

  it('has nothing for a dashboard without filters', () => {
    expect(initialDataMask(undefined)).toEqual({});
  });
});

describe('waitsForFirstValue', () => {
  it("holds charts back for a select filter with 'select first filter value by default' and no default", () => {
    const first: NativeFilter = {
      ...origin,
      defaultDataMask: {},
      controlValues: { defaultToFirstItem: true },
    };
    expect(waitsForFirstValue(first)).toBe(true);
    expect(waitsForFirstValue({ ...first, defaultDataMask: origin.defaultDataMask })).toBe(false);
    expect(waitsForFirstValue(origin)).toBe(false);
  });
});
