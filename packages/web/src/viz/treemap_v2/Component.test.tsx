import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species_island.json';

describe('treemap chart', () => {
  it('loads through the registry and draws a rectangle per island with its label', async () => {
    const container = await renderThroughRegistry(
      'treemap_v2',
      { ...PENGUINS, viz_type: 'treemap_v2', groupby: ['species', 'island'], metric: 'count' },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Torgersen: 52');
    expect(container.querySelector('svg')?.textContent).toContain('Adelie: 152');
  });
});
