import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { BUBBLE_GAPMINDER } from '../flow/testing/formData';
import answer from './fixtures/gapminder.json';

describe('bubble_v2 chart', () => {
  it('loads through the registry and draws the bubbles with a legend of clusters', async () => {
    const container = await renderThroughRegistry('bubble_v2', BUBBLE_GAPMINDER, answer);
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('4');
    expect(container.querySelector('svg')?.textContent).toContain('3');
  });
});
