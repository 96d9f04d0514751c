import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = {
  ...PENGUINS,
  viz_type: 'funnel',
  groupby: ['island'],
  metric: SUM_BODY_MASS,
  row_limit: 10,
};

describe('funnel buildQuery', () => {
  it('asks for the metric per step, largest first when sort_by_metric is on', () => {
    expect(buildQuery({ ...formData, sort_by_metric: true }).queries).toEqual([
      baseQuery({
        columns: ['island'],
        metrics: [SUM_BODY_MASS],
        row_limit: 10,
        orderby: [[SUM_BODY_MASS, false]],
      }),
    ]);
  });

  it('has no orderby when sort_by_metric is off', () => {
    expect(buildQuery({ ...formData, sort_by_metric: false }).queries).toEqual([
      baseQuery({ columns: ['island'], metrics: [SUM_BODY_MASS], row_limit: 10 }),
    ]);
  });
});
