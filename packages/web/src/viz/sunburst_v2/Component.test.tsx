import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species_island_sex.json';

describe('sunburst chart', () => {
  it('loads through the registry and draws its rings with labels and the total', async () => {
    const container = await renderThroughRegistry(
      'sunburst_v2',
      {
        ...PENGUINS,
        viz_type: 'sunburst_v2',
        columns: ['species', 'island', 'sex'],
        metric: 'count',
        show_labels: true,
        show_total: true,
      },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Total: 344');
    expect(container.querySelector('svg')?.textContent).toContain('Adelie');
  });
});
