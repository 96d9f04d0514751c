import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { maxOf, TREE_AIRPORTS } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('tree_chart buildQuery', () => {
  it('asks for id, parent and name with the metric', () => {
    const query = buildQuery(TREE_AIRPORTS).queries[0];
    expect(query).toEqual(
      baseQuery({
        columns: ['iata', TREE_AIRPORTS.parent as never, 'city'],
        metrics: [maxOf('latitude')],
        row_limit: 10,
        filters: [{ col: 'iata', op: 'IN', val: ['LAX', 'SFO', 'SAN', 'SJC', 'OAK', 'SMF'] }],
      }),
    );
  });

  it('has no metrics when none is chosen', () => {
    const query = buildQuery({ ...TREE_AIRPORTS, metric: undefined, name: undefined }).queries[0];
    expect(query?.columns).toEqual(['iata', TREE_AIRPORTS.parent]);
    expect(query?.metrics).toEqual([]);
  });
});
