import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { AVG_BEAK_LENGTH, PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';

describe('gauge chart', () => {
  it('loads through the registry and draws a dial titled per species with its value', async () => {
    const container = await renderThroughRegistry(
      'gauge_chart',
      {
        ...PENGUINS,
        viz_type: 'gauge_chart',
        groupby: ['species'],
        metric: AVG_BEAK_LENGTH,
        number_format: '.1f',
      },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('species: Gentoo');
    expect(container.querySelector('svg')?.textContent).toContain('48.8');
  });
});
