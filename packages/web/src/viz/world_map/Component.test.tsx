import { describe, expect, it } from 'vitest';
import { getColorScale } from '../colors/categoricalColors';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { sequentialSchemeById } from '../distribution/sequentialSchemes';
import answer from './fixtures/gapminder-population.json';
import { GAPMINDER_POPULATION } from './testing/formData';

function fills(container: HTMLElement): string[] {
  return [...container.querySelectorAll('svg path')].map((path) =>
    (path.getAttribute('fill') ?? '').toLowerCase(),
  );
}

/** '#rrggbb' as ECharts writes an interpolated colour: 'rgb(r,g,b)'. */
function rgbOf(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(',')})`;
}

describe('world map chart', () => {
  it('loads through the registry and draws the countries, the most populous in the scheme’s last colour, with bubbles', async () => {
    const container = await renderThroughRegistry('world_map', GAPMINDER_POPULATION, answer);
    const colors = sequentialSchemeById('superset_seq_1').colors;
    const darkest = rgbOf(colors[colors.length - 1] ?? '');
    await expect.poll(() => fills(container)).toContain(darkest);
    const drawn = fills(container);
    // ~175 country outlines plus the ten bubbles.
    expect(drawn.length).toBeGreaterThan(150);
    expect(drawn.filter((fill) => fill === '#007a87')).toHaveLength(10);
    // Countries without data keep the no-data fill.
    expect(drawn).toContain('#f0f0f0');
  });

  it('fills each country with its categorical colour when coloured by country, without bubbles', async () => {
    const container = await renderThroughRegistry(
      'world_map',
      { ...GAPMINDER_POPULATION, color_by: 'country', show_bubbles: false },
      answer,
    );
    const scale = getColorScale('supersetColors');
    const expected = ['CHN', 'IND', 'USA'].map((country) => scale.getColor(country).toLowerCase());
    await expect.poll(() => fills(container)).toEqual(expect.arrayContaining(expected));
    expect(fills(container)).not.toContain('#007a87');
  });
});
