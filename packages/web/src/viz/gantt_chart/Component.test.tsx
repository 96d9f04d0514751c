import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { GANTT_FLIGHTS } from '../flow/testing/formData';
import answer from './fixtures/flights.json';

describe('gantt_chart chart', () => {
  it('loads through the registry and draws the rows named by destination', async () => {
    const container = await renderThroughRegistry('gantt_chart', GANTT_FLIGHTS, answer);
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('SEA');
    expect(container.querySelector('svg')?.textContent).toContain('PDX');
  });
});
