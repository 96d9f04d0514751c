import { describe, expect, it } from 'vitest';
import { AVG_BEAK_LENGTH, baseQuery, PENGUINS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

describe('gauge_chart buildQuery', () => {
  it('asks for one value per groupby row, largest first when sort_by_metric is on', () => {
    const formData = {
      ...PENGUINS,
      viz_type: 'gauge_chart',
      groupby: ['species'],
      metric: AVG_BEAK_LENGTH,
      row_limit: 10,
      sort_by_metric: true,
    };
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({
        columns: ['species'],
        metrics: [AVG_BEAK_LENGTH],
        row_limit: 10,
        orderby: [[AVG_BEAK_LENGTH, false]],
      }),
    ]);
  });

  it('asks for the single total when there is no groupby (Superset default row_limit 10)', () => {
    const formData = { ...PENGUINS, viz_type: 'gauge_chart', metric: 'count', row_limit: 10 };
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({ columns: [], metrics: ['count'], row_limit: 10 }),
    ]);
  });
});
