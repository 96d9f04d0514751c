import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS, savedFormData } from '../distribution/testing/queries';
import answer from './fixtures/island_species.json';

describe('heatmap chart', () => {
  it('loads through the registry and draws the cells with both axes labelled', async () => {
    const container = await renderThroughRegistry(
      'heatmap_v2',
      savedFormData({
        ...PENGUINS,
        viz_type: 'heatmap_v2',
        x_axis: 'island',
        groupby: 'species',
        metric: 'count',
        show_values: true,
      }),
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Torgersen');
    const text = container.querySelector('svg')?.textContent ?? '';
    expect(text).toContain('Chinstrap');
    expect(text).toContain('124');
  });
});
