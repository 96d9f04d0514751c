import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { avgOf, BUBBLE_GAPMINDER, maxOf } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('bubble_v2 buildQuery', () => {
  it('asks for x, y and size per entity and series', () => {
    expect(buildQuery(BUBBLE_GAPMINDER).queries).toEqual([
      baseQuery({
        columns: ['country', 'cluster'],
        metrics: [avgOf('fertility'), avgOf('life_expect'), maxOf('pop')],
        row_limit: 8,
        filters: [{ col: 'year', op: '==', val: 2005 }],
      }),
    ]);
  });

  it('takes the legacy limit key when a saved chart has one', () => {
    const [query] = buildQuery({ ...BUBBLE_GAPMINDER, series: undefined, limit: 50 }).queries;
    expect(query?.row_limit).toBe(50);
    expect(query?.columns).toEqual(['country']);
  });
});
