import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGroupbyCrossFilter, withCrossFilterSelection, type CrossFilterGroups } from './crossFilter';

const groups: CrossFilterGroups = {
  groupby: ['origin'],
  by: 'name',
  valuesByName: { SEA: ['SEA'], '<NULL>': [null] },
};

describe('useGroupbyCrossFilter', () => {
  it("sets the clicked group's filter, and clears it when clicked again", () => {
    const setDataMask = vi.fn();
    const first = renderHook(() => useGroupbyCrossFilter(groups, { setDataMask }));
    first.result.current!.click!({ name: 'SEA' });
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SEA'] }] },
      filterState: { label: 'SEA', value: [['SEA']], selectedValues: ['SEA'] },
    });
    const chosen = renderHook(() =>
      useGroupbyCrossFilter(groups, { setDataMask, crossFilterSelection: ['SEA'] }),
    );
    chosen.result.current!.click!({ name: 'SEA' });
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null },
    });
  });

  it('ignores clicks on what is not a group, and does nothing outside a dashboard', () => {
    const setDataMask = vi.fn();
    renderHook(() => useGroupbyCrossFilter(groups, { setDataMask })).result.current!.click!({
      name: 'Other',
    });
    expect(setDataMask).not.toHaveBeenCalled();
    expect(renderHook(() => useGroupbyCrossFilter(groups, undefined)).result.current).toBeUndefined();
  });
});

describe('withCrossFilterSelection', () => {
  it('fades the groups a cross-filter left out', () => {
    const option = {
      series: [
        {
          type: 'pie',
          data: [
            { name: 'SEA', value: 1 },
            { name: 'LAX', value: 2 },
          ],
        },
      ],
    };
    expect(withCrossFilterSelection(option, ['SEA'], 'name')).toEqual({
      series: [
        {
          type: 'pie',
          data: [
            { name: 'SEA', value: 1 },
            { name: 'LAX', value: 2, itemStyle: { opacity: 0.3 } },
          ],
        },
      ],
    });
    expect(withCrossFilterSelection(option, null, 'name')).toBe(option);
  });
});
