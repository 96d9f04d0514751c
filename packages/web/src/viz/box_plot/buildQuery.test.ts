import { describe, expect, it } from 'vitest';
import { UnsupportedWhiskerError } from '../distribution/operators';
import { baseQuery, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

const formData = {
  ...PENGUINS,
  viz_type: 'box_plot',
  columns: ['island', 'sex'],
  groupby: ['species'],
  metrics: [SUM_BODY_MASS],
  whiskerOptions: 'Tukey',
  row_limit: 10000,
};

describe('box_plot buildQuery', () => {
  it('aggregates by the distribution columns and groupby, then asks for Tukey boxes per species', () => {
    expect(buildQuery(formData).queries).toEqual([
      baseQuery({
        columns: ['island', 'sex', 'species'],
        metrics: [SUM_BODY_MASS],
        row_limit: 10000,
        series_columns: ['species'],
        post_processing: [
          {
            operation: 'boxplot',
            options: { whisker_type: 'tukey', groupby: ['species'], metrics: ['SUM(body_mass_g)'] },
          },
        ],
      }),
    ]);
  });

  it('reads percentile and min/max whiskers', () => {
    const percentile = buildQuery({ ...formData, whiskerOptions: '2/98 percentiles' }).queries[0];
    expect(percentile?.post_processing).toEqual([
      {
        operation: 'boxplot',
        options: {
          whisker_type: 'percentile',
          percentiles: [2, 98],
          groupby: ['species'],
          metrics: ['SUM(body_mass_g)'],
        },
      },
    ]);
    const minMax = buildQuery({ ...formData, whiskerOptions: 'Min/max (no outliers)' }).queries[0];
    expect(minMax?.post_processing?.[0]?.options).toMatchObject({ whisker_type: 'min/max' });
    expect(() => buildQuery({ ...formData, whiskerOptions: 'Fences' })).toThrow(UnsupportedWhiskerError);
  });

  it('distributes across the time column, bucketed by the grain, when no columns are chosen', () => {
    const [query] = buildQuery({
      ...formData,
      columns: [],
      granularity_sqla: 'year',
      time_grain_sqla: 'P1Y',
      temporal_columns_lookup: { year: true },
    }).queries;
    expect(query?.columns).toEqual([
      {
        timeGrain: 'P1Y',
        columnType: 'BASE_AXIS',
        sqlExpression: 'year',
        label: 'year',
        expressionType: 'SQL',
      },
      'species',
    ]);
  });
});
