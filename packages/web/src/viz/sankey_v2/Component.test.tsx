import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { SANKEY_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';

describe('sankey_v2 chart', () => {
  it('loads through the registry and draws the airports as nodes', async () => {
    const container = await renderThroughRegistry('sankey_v2', SANKEY_FLIGHTS, answer);
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('PHX');
    expect(container.querySelector('svg')?.textContent).toContain('SFO');
  });
});
