import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { GRAPH_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';

describe('graph_chart chart', () => {
  it('loads through the registry and draws the airports as nodes', async () => {
    const container = await renderThroughRegistry('graph_chart', GRAPH_FLIGHTS, answer);
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('LAX');
    expect(container.querySelector('svg')?.textContent).toContain('ORD');
  });
});
