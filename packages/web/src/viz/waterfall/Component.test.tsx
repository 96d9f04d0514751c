import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { WATERFALL_WEATHER } from '../flow/testing/formData';
import answer from './fixtures/months.json';

describe('waterfall chart', () => {
  it('loads through the registry and draws the steps with a total', async () => {
    const container = await renderThroughRegistry(
      'waterfall',
      { ...WATERFALL_WEATHER, x_axis_time_format: '%b' },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Jan');
    expect(container.querySelector('svg')?.textContent).toContain('Jun');
  });
});
