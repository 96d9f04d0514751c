import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS, savedFormData } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = savedFormData({
  ...PENGUINS,
  viz_type: 'heatmap_v2',
  x_axis: 'island',
  groupby: 'species',
  metric: 'count',
  row_limit: 10000,
});
const ISLAND_AXIS = {
  columnType: 'BASE_AXIS',
  sqlExpression: 'island',
  label: 'island',
  expressionType: 'SQL',
  isColumnReference: true,
} as const;

describe('heatmap_v2 buildQuery', () => {
  it('groups by the x-axis and y-axis, sorts by axis then metric, ranks within each x', () => {
    const context = buildQuery(
      savedFormData({
        ...formData,
        normalize_across: 'x',
        sort_x_axis: 'alpha_asc',
        sort_y_axis: 'value_desc',
      }),
    );
    expect(context.queries).toEqual([
      baseQuery({
        columns: [ISLAND_AXIS, 'species'],
        metrics: ['count'],
        row_limit: 10000,
        orderby: [
          ['island', true],
          ['count', false],
        ],
        post_processing: [{ operation: 'rank', options: { metric: 'count', group_by: 'island' } }],
      }),
    ]);
  });

  it('ranks across the whole heatmap and leaves the order alone without sorts', () => {
    const [query] = buildQuery(savedFormData({ ...formData, normalize_across: 'heatmap' })).queries;
    expect(query).toEqual(
      baseQuery({
        columns: [ISLAND_AXIS, 'species'],
        metrics: ['count'],
        row_limit: 10000,
        orderby: [],
        post_processing: [{ operation: 'rank', options: { metric: 'count', group_by: undefined } }],
      }),
    );
  });

  it('ranks within each y (the groupby) with the y-axis sorted descending', () => {
    const [query] = buildQuery(
      savedFormData({ ...formData, normalize_across: 'y', sort_y_axis: 'alpha_desc' }),
    ).queries;
    expect(query?.orderby).toEqual([['species', false]]);
    expect(query?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'species' } },
    ]);
  });
});
