import { describe, expect, it } from 'vitest';
import { baseQuery, PENGUINS } from '../distribution/testing/queries';
import buildQuery from './buildQuery';

function withoutMetrics(query: ReturnType<typeof baseQuery>) {
  const { metrics: _metrics, ...rest } = query;
  return rest;
}

describe('histogram_v2 buildQuery', () => {
  it('asks for the raw column with the groupby and bins it on the server per group', () => {
    const formData = {
      ...PENGUINS,
      viz_type: 'histogram_v2',
      column: 'body_mass_g',
      groupby: ['species'],
      bins: 5,
      normalize: false,
      cumulative: false,
      row_limit: 10000,
    };
    expect(buildQuery(formData).queries).toEqual([
      withoutMetrics(
        baseQuery({
          columns: ['species', 'body_mass_g'],
          row_limit: 10000,
          post_processing: [
            {
              operation: 'histogram',
              options: {
                column: 'body_mass_g',
                groupby: ['species'],
                bins: 5,
                cumulative: false,
                normalize: false,
              },
            },
          ],
        }),
      ),
    ]);
  });

  it('falls back to 5 bins when bins is not a number and reads an ad-hoc column by its label', () => {
    const column = {
      sqlExpression: 'flipper_length_mm / 10',
      label: 'flipper_cm',
      expressionType: 'SQL',
    } as const;
    const formData = {
      ...PENGUINS,
      viz_type: 'histogram_v2',
      column,
      bins: 'many',
      normalize: true,
      cumulative: true,
    };
    const [query] = buildQuery(formData).queries;
    expect(query?.columns).toEqual([column]);
    expect(query?.metrics).toBeUndefined();
    expect(query?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: { column: 'flipper_cm', groupby: undefined, bins: 5, cumulative: true, normalize: true },
      },
    ]);
  });
});
