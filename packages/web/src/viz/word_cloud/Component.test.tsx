import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { createI18n } from '../../app/i18n';
import { ChartRenderer } from '../ChartRenderer';
import { chartPropsOf } from '../distribution/testing/fixtures';
import { WORD_CLOUD_GENRES } from '../flow/testing/formData';
import answer from './fixtures/genres.json';
import { layoutWords } from './layout';
import { stubCanvas } from './testing';
import transformProps from './transformProps';

let canvas: MockInstance;
beforeEach(() => {
  canvas = stubCanvas();
});
afterEach(() => canvas.mockRestore());

describe('word_cloud chart', () => {
  it('places every word with square rotations, the same way each time', async () => {
    const { words } = transformProps(chartPropsOf(WORD_CLOUD_GENRES, answer));
    const placed = await layoutWords(words, [400, 300], 'square');
    expect(placed.map((word) => word.text).sort()).toEqual(words.map((word) => word.text).sort());
    expect(new Set(placed.map((word) => word.rotate))).toEqual(new Set([0, 90]));
    expect(await layoutWords(words, [400, 300], 'square')).toEqual(placed);
    const flat = await layoutWords(words, [400, 300], 'flat');
    expect(flat.every((word) => word.rotate === 0)).toBe(true);
  });

  it('loads through the registry and draws the words as SVG text in their sizes and colours', async () => {
    const props = chartPropsOf(WORD_CLOUD_GENRES, answer, { width: 400, height: 300 });
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <ChartRenderer
          vizType="word_cloud"
          formData={props.formData}
          queriesData={props.queriesData}
          width={400}
          height={300}
          datasource={null}
          title="Genres"
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg text')).toHaveLength(12));
    const svg = container.querySelector('svg[aria-label="Genres"]');
    const drama = [...(svg?.querySelectorAll('text') ?? [])].find((text) => text.textContent === 'Drama');
    expect(drama?.getAttribute('font-size')).toBe('70px');
    expect(drama?.getAttribute('fill')).toBe(transformProps(props).words[0]?.color);
  });
});
