import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = { ...PENGUINS, viz_type: 'pie', groupby: ['species'], metric: 'count', row_limit: 100 };

describe('pie buildQuery', () => {
  it('groups the metric by the groupby columns, largest first when sort_by_metric is on', () => {
    const context = buildQuery({ ...formData, sort_by_metric: true });
    expect(context.datasource).toEqual({ id: 12, type: 'table' });
    expect(context.queries).toEqual([
      baseQuery({ columns: ['species'], metrics: ['count'], row_limit: 100, orderby: [['count', false]] }),
    ]);
  });

  it('leaves the order to the database when sort_by_metric is off', () => {
    const [query] = buildQuery({ ...formData, sort_by_metric: false }).queries;
    expect(query).toEqual(baseQuery({ columns: ['species'], metrics: ['count'], row_limit: 100 }));
  });
});
