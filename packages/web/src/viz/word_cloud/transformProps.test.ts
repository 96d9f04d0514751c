import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { chartPropsOf } from '../distribution/testing/fixtures';
import { WORD_CLOUD_GENRES } from '../flow/testing/formData';
import answer from './fixtures/genres.json';
import transformProps from './transformProps';

describe('word_cloud transformProps', () => {
  it('sizes each genre linearly from size_from (least) to size_to (most) and colours it by name', () => {
    const { words, rotation } = transformProps(chartPropsOf(WORD_CLOUD_GENRES, answer));
    const scale = getColorScale(undefined);
    expect(rotation).toBe('square');
    expect(words).toHaveLength(12);
    expect(words[0]).toEqual({ text: 'Drama', size: 70, color: scale.getColor('Drama') });
    expect(words[11]).toEqual({ text: 'Western', size: 10, color: scale.getColor('Western') });
    expect(words[1]?.size).toBeCloseTo(10 + ((675 - 36) / (789 - 36)) * 60, 10);
    // A missing genre shows as Superset's text for it.
    expect(words[3]?.text).toBe('null');
  });

  it('takes the font range and rotation from the form data', () => {
    const { words, rotation } = transformProps(
      chartPropsOf({ ...WORD_CLOUD_GENRES, size_from: '20', size_to: 40, rotation: 'flat' }, answer),
    );
    expect(rotation).toBe('flat');
    expect([words[0]?.size, words[11]?.size]).toEqual([40, 20]);
  });
});
