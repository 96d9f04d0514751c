import { describe, expect, it } from 'vitest';
import { renderThroughRegistry } from '../distribution/testing/renderPlugin';
import { PENGUINS, SUM_BODY_MASS } from '../distribution/testing/queries';
import answer from './fixtures/island.json';

describe('funnel chart', () => {
  it('loads through the registry and draws a step per island', async () => {
    const container = await renderThroughRegistry(
      'funnel',
      { ...PENGUINS, viz_type: 'funnel', groupby: ['island'], metric: SUM_BODY_MASS },
      answer,
    );
    await expect.poll(() => container.querySelector('svg')?.textContent ?? '').toContain('Torgersen');
    expect(container.querySelector('svg')?.textContent).toContain('Biscoe');
  });
});
