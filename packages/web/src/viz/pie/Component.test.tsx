import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS } from '../distribution/testing/queries';
import answer from './fixtures/species.json';

describe('pie chart', () => {
  it('loads through the registry and draws its slices, legend and total as SVG', async () => {
    const container = await renderThroughRegistry(
      'pie',
      { ...PENGUINS, viz_type: 'pie', groupby: ['species'], metric: 'count', show_total: true },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Chinstrap');
    const text = container.querySelector('svg')?.textContent ?? '';
    expect(text).toContain('Adelie');
    expect(text).toContain('Total: 344');
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Chart');
  });
});
