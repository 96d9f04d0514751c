import { describe, expect, it } from 'vitest';
import { baseQuery } from '../distribution/testing/queries';
import { COUNT_STAR, WORD_CLOUD_GENRES } from '../flow/testing/formData';
import buildQuery from './buildQuery';

describe('word_cloud buildQuery', () => {
  it('asks for the metric per word, most frequent first', () => {
    expect(buildQuery(WORD_CLOUD_GENRES).queries).toEqual([
      baseQuery({
        columns: ['major_genre'],
        metrics: [COUNT_STAR],
        row_limit: 12,
        orderby: [[COUNT_STAR, false]],
      }),
    ]);
  });

  it('orders by the word too when sort_by_series is set, and not at all without a row limit', () => {
    expect(buildQuery({ ...WORD_CLOUD_GENRES, sort_by_series: true }).queries[0]?.orderby).toEqual([
      [COUNT_STAR, false],
      ['major_genre', true],
    ]);
    expect(buildQuery({ ...WORD_CLOUD_GENRES, row_limit: null }).queries[0]).not.toHaveProperty('orderby');
  });
});
