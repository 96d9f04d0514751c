import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/body_mass.json';

describe('histogram chart', () => {
  it('loads through the registry and draws bars over the bin labels with the legend', async () => {
    const container = await renderThroughRegistry(
      'histogram_v2',
      {
        ...PENGUINS,
        viz_type: 'histogram_v2',
        column: 'body_mass_g',
        groupby: ['species'],
        show_value: true,
      },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('2700 - 3420');
    const text = container.querySelector('svg')?.textContent ?? '';
    expect(text).toContain('Gentoo');
    expect(text).toContain('78');
  });
});
