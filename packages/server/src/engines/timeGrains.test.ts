import { describe, expect, it } from 'vitest';

import { TIME_GRAINS } from './EngineSpec.js';
import { timeGrainTable } from './timeGrains.js';

describe('timeGrainTable', () => {
  it('gives the grains that are another grain under a second name their expression', () => {
    const table = timeGrainTable({ PT30M: 'half({col})', P1W: 'week({col})', P3M: 'quarter({col})' });
    expect(table).toEqual({
      PT30M: 'half({col})',
      'PT0.5H': 'half({col})',
      P1W: 'week({col})',
      '1969-12-29T00:00:00Z/P1W': 'week({col})',
      P3M: 'quarter({col})',
      'P0.25Y': 'quarter({col})',
    });
  });

  it('keys the grains in the catalogue order, leaving out those the engine cannot do', () => {
    const table = timeGrainTable({ P1Y: 'y', P1D: 'd', PT1S: 's' });
    expect(Object.keys(table)).toEqual(['PT1S', 'P1D', 'P1Y']);
    const every = timeGrainTable(
      Object.fromEntries(TIME_GRAINS.map((grain) => [grain, grain])) as Parameters<typeof timeGrainTable>[0],
    );
    expect(Object.keys(every)).toEqual(TIME_GRAINS);
  });
});
