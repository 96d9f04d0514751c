import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { AVG_BEAK_LENGTH, PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';

describe('radar chart', () => {
  it('loads through the registry and draws the metric axes and the legend', async () => {
    const container = await renderThroughRegistry(
      'radar',
      {
        ...PENGUINS,
        viz_type: 'radar',
        groupby: ['species'],
        metrics: [SUM_BODY_MASS, AVG_BEAK_LENGTH, 'count'],
      },
      answer,
    );
    await expect
      .poll(() => container.querySelector('svg')?.textContent ?? '')
      .toContain('AVG(beak_length_mm)');
    expect(container.querySelector('svg')?.textContent).toContain('Chinstrap');
  });
});
