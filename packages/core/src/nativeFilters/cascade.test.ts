import { describe, expect, it } from 'vitest';
import { ancestorFilterIds, cascadedExtraFormData, cyclicFilterIds } from './cascade.js';
import { nativeFilterDataMask } from './extraFormData.js';
import type { NativeFilter } from './types.js';

const select = (id: string, column: string, parents: string[] = []): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  name: id,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: column } }],
  cascadeParentIds: parents,
});

describe('cascading filters', () => {
  const state = select('state', 'state');
  const origin = select('origin', 'origin', ['state']);
  const gate = select('gate', 'gate', ['origin']);
  const filters = [state, origin, gate, { id: 'DIVIDER-1', type: 'DIVIDER' as const, title: 'More' }];

  it('narrows a child by every ancestor value, up the chain', () => {
    expect(ancestorFilterIds(filters, 'gate')).toEqual(['origin', 'state']);
    const dataMask = {
      state: nativeFilterDataMask(state, ['CA']),
      origin: nativeFilterDataMask(origin, ['SFO']),
    };
    expect(cascadedExtraFormData(filters, 'gate', dataMask)).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['SFO'] },
        { col: 'state', op: 'IN', val: ['CA'] },
      ],
    });
    expect(cascadedExtraFormData(filters, 'state', dataMask)).toEqual({});
  });

  it('finds parent loops, which Superset refuses', () => {
    expect(cyclicFilterIds(filters)).toEqual([]);
    const looped = [select('a', 'a', ['b']), select('b', 'b', ['a']), select('c', 'c', ['a'])];
    expect(cyclicFilterIds(looped).sort()).toEqual(['a', 'b']);
  });
});
