import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/island_species.json';

describe('box plot chart', () => {
  it('loads through the registry and draws boxes and outlier points over the species axis', async () => {
    const container = await renderThroughRegistry(
      'box_plot',
      {
        ...PENGUINS,
        viz_type: 'box_plot',
        columns: ['island', 'sex'],
        groupby: ['species'],
        metrics: [SUM_BODY_MASS],
        whiskerOptions: 'Tukey',
      },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Gentoo');
    expect(container.querySelector('svg')?.textContent).toContain('Chinstrap');
    // Three boxes plus two outlier symbols, all drawn as paths.
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(5);
  });
});
