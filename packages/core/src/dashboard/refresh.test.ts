import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGGER_TIME, REFRESH_INTERVALS, staggerDelays } from './refresh.js';

describe('staggerDelays', () => {
  it('spaces the charts evenly from 0 to the stagger time', () => {
    expect(staggerDelays(5, 4000)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(staggerDelays(3)).toEqual([0, 2500, 5000]);
    expect(DEFAULT_STAGGER_TIME).toBe(5000);
  });

  it('starts a single chart at once and gives nothing for no charts', () => {
    expect(staggerDelays(1)).toEqual([0]);
    expect(staggerDelays(0)).toEqual([]);
    expect(staggerDelays(-2)).toEqual([]);
  });

  it('gives uneven spacing as fractions, the last chart exactly at the total', () => {
    const delays = staggerDelays(4, 1000);
    expect(delays[1]).toBeCloseTo(333.333, 2);
    expect(delays[3]).toBe(1000);
  });
});

describe('REFRESH_INTERVALS', () => {
  it('offers Superset\'s choices from "Don\'t refresh" to 24 hours', () => {
    expect(REFRESH_INTERVALS.map(([seconds]) => seconds)).toEqual([
      0, 10, 30, 60, 300, 1800, 3600, 21600, 43200, 86400,
    ]);
    expect(REFRESH_INTERVALS[0]).toEqual([0, "Don't refresh"]);
    expect(REFRESH_INTERVALS.at(-1)).toEqual([86400, '24 hours']);
  });
});
