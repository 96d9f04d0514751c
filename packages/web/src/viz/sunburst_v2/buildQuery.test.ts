import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

describe('sunburst_v2 buildQuery', () => {
  it('asks for the primary and secondary metrics by every hierarchy level, largest primary first', () => {
    const formData = {
      ...PENGUINS,
      viz_type: 'sunburst_v2',
      columns: ['species', 'island', 'sex'],
      metric: 'count',
      secondary_metric: SUM_BODY_MASS,
      row_limit: 10000,
      sort_by_metric: true,
    };
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({
        columns: ['species', 'island', 'sex'],
        metrics: ['count', SUM_BODY_MASS],
        row_limit: 10000,
        orderby: [['count', false]],
      }),
    ]);
  });

  it('asks for the primary metric alone, unordered, without secondary metric and sort', () => {
    const formData = {
      ...PENGUINS,
      viz_type: 'sunburst_v2',
      columns: ['species'],
      metric: 'count',
      row_limit: 100,
    };
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({ columns: ['species'], metrics: ['count'], row_limit: 100 }),
    ]);
  });
});
