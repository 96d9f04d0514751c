import { describe, expect, it } from 'vitest';
import { parseFilterState } from './useFilterStateKey';

describe('parseFilterState', () => {
  it('reads the data masks a stored filter state holds, skipping what is not a mask', () => {
    expect(
      parseFilterState('{"NATIVE_FILTER-a":{"filterState":{"value":["SEA"]}},"12":null,"x":[1]}'),
    ).toEqual({
      'NATIVE_FILTER-a': { filterState: { value: ['SEA'] } },
    });
  });

  it('gives nothing for no state, text that is not JSON, or JSON that is not an object', () => {
    expect(parseFilterState(undefined)).toBeUndefined();
    expect(parseFilterState('not json')).toBeUndefined();
    expect(parseFilterState('[1,2]')).toBeUndefined();
  });
});
