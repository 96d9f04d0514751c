import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { TREE_AIRPORTS } from '../flow/testing/formData';
import answer from './fixtures/airports.json';

describe('tree_chart chart', () => {
  it('loads through the registry and draws the hierarchy', async () => {
    const container = await renderThroughRegistry('tree_chart', TREE_AIRPORTS, answer);
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('San Francisco');
    expect(container.querySelector('svg')?.textContent).toContain('Sacramento');
  });
});
