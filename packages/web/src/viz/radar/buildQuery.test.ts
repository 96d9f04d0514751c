import { describe, expect, it } from 'vitest';
import { AVG_BEAK_LENGTH, baseQuery, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = {
  ...PENGUINS,
  viz_type: 'radar',
  groupby: ['species'],
  metrics: [SUM_BODY_MASS, AVG_BEAK_LENGTH, 'count'],
  row_limit: 10,
};

describe('radar buildQuery', () => {
  it('orders by the first metric, largest first, without a sort metric', () => {
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({
        columns: ['species'],
        metrics: [SUM_BODY_MASS, AVG_BEAK_LENGTH, 'count'],
        row_limit: 10,
        orderby: [[SUM_BODY_MASS, false]],
      }),
    ]);
  });

  it('orders by the sort metric, ascending when order_desc is off', () => {
    const [query] = buildQuery({ ...formData, timeseries_limit_metric: 'count', order_desc: false }).queries;
    expect(query).toEqual(
      baseQuery({
        columns: ['species'],
        metrics: [SUM_BODY_MASS, AVG_BEAK_LENGTH, 'count'],
        row_limit: 10,
        order_desc: false,
        series_limit_metric: 'count',
        orderby: [['count', true]],
      }),
    );
  });
});
