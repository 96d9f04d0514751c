import { describe, expect, it } from 'vitest';
import { LEGACY_GRANULARITY_CHOICES, TIME_GRAINS, isTimeGrain, timeGrainInfo } from './grains.js';

describe('time grain catalogue', () => {
  it('holds every grain of contract §2 once, in Superset order', () => {
    expect(TIME_GRAINS).toEqual([
      'PT1S',
      'PT5S',
      'PT30S',
      'PT1M',
      'PT5M',
      'PT10M',
      'PT15M',
      'PT30M',
      'PT0.5H',
      'PT1H',
      'PT6H',
      'P1D',
      'P1W',
      'P1M',
      'P3M',
      'P0.25Y',
      'P1Y',
      '1969-12-28T00:00:00Z/P1W',
      '1969-12-29T00:00:00Z/P1W',
      'P1W/1970-01-03T00:00:00Z',
      'P1W/1970-01-04T00:00:00Z',
    ]);
  });

  it.each([
    ['PT1H', 'Hour', 'PT1H', 3600],
    ['P1D', 'Day', 'P1D', 86_400],
    ['P1M', 'Month', 'P1M', null],
    ['1969-12-28T00:00:00Z/P1W', 'Week starting Sunday', 'P1W', 604_800],
    ['P1W/1970-01-03T00:00:00Z', 'Week ending Saturday', 'P1W', 604_800],
  ])('%s is %s', (id, label, duration, seconds) => {
    expect(timeGrainInfo(id)).toEqual({ id, label, duration, seconds });
  });

  it('knows its ids and nothing else', () => {
    expect(isTimeGrain('P3M')).toBe(true);
    expect(isTimeGrain('P7D')).toBe(false);
    expect(isTimeGrain(undefined)).toBe(false);
  });

  it('maps the legacy granularity choices of spec 001 §9 onto catalogue grains', () => {
    expect(LEGACY_GRANULARITY_CHOICES.map((choice) => choice.value)).toEqual([
      null,
      'PT5S',
      'PT30S',
      'PT1M',
      'PT5M',
      'PT30M',
      'PT1H',
      'PT6H',
      'P1D',
      'P7D',
      'P1W',
      'week_starting_sunday',
      'week_ending_saturday',
      'P1M',
      'P3M',
      'P1Y',
    ]);
    for (const { grain } of LEGACY_GRANULARITY_CHOICES) {
      if (grain !== null) expect(isTimeGrain(grain)).toBe(true);
    }
    expect(LEGACY_GRANULARITY_CHOICES.find((choice) => choice.value === 'week_starting_sunday')?.grain).toBe(
      '1969-12-28T00:00:00Z/P1W',
    );
  });
});
