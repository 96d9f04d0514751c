import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = {
  ...PENGUINS,
  viz_type: 'treemap_v2',
  groupby: ['species', 'island'],
  metric: 'count',
  row_limit: 10000,
};

describe('treemap_v2 buildQuery', () => {
  it('groups the metric by every hierarchy level, largest first when sort_by_metric is on', () => {
    expect(buildQuery({ ...formData, sort_by_metric: true }).queries).toEqual([
      baseQuery({
        columns: ['species', 'island'],
        metrics: ['count'],
        row_limit: 10000,
        orderby: [['count', false]],
      }),
    ]);
  });

  it('has no orderby when sort_by_metric is off', () => {
    expect(buildQuery({ ...formData, sort_by_metric: false }).queries).toEqual([
      baseQuery({ columns: ['species', 'island'], metrics: ['count'], row_limit: 10000 }),
    ]);
  });
});
