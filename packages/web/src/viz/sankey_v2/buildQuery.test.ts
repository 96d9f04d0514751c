import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { COUNT_STAR, SANKEY_FLIGHTS } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('sankey_v2 buildQuery', () => {
  it('groups by source then target, ordered by the metric and each level', () => {
    expect(buildQuery(SANKEY_FLIGHTS).queries).toEqual([
      baseQuery({
        metrics: [COUNT_STAR],
        row_limit: 8,
        groupby: ['origin', 'destination'],
        orderby: [
          [COUNT_STAR, false],
          ['origin', true],
          ['destination', true],
        ],
      }),
    ]);
  });

  it('orders by the levels only without sort_by_metric, and not at all without a row limit', () => {
    const unsorted = buildQuery({ ...SANKEY_FLIGHTS, sort_by_metric: false }).queries[0];
    expect(unsorted?.orderby).toEqual([
      ['origin', true],
      ['destination', true],
    ]);
    const unlimited = buildQuery({ ...SANKEY_FLIGHTS, row_limit: 0 }).queries[0];
    expect(unlimited).not.toHaveProperty('orderby');
    expect(unlimited?.groupby).toEqual(['origin', 'destination']);
  });
});
