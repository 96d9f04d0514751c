import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { COUNT_STAR, GRAPH_FLIGHTS } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('graph_chart buildQuery', () => {
  it('asks for the metric per source and target', () => {
    expect(buildQuery(GRAPH_FLIGHTS).queries).toEqual([
      baseQuery({ columns: ['origin', 'destination'], metrics: [COUNT_STAR], row_limit: 12 }),
    ]);
  });

  it('adds the category columns after source and target, once each', () => {
    const query = buildQuery({ ...GRAPH_FLIGHTS, source_category: 'delay', target_category: 'origin' })
      .queries[0];
    expect(query?.columns).toEqual(['origin', 'destination', 'delay']);
  });
});
