import { describe, expect, it } from 'vitest';
import { humanizeDelta, naturalDelta } from './humanize.js';

const NOW = new Date('2026-01-10T12:00:00Z');
const ago = (seconds: number): string => new Date(NOW.getTime() - seconds * 1000).toISOString();
const DAY = 86400;

describe('humanizeDelta matches Python humanize.naturaltime', () => {
  // Outputs from humanize's documentation and its test suite (tests/test_time.py, months=True).
  it.each([
    [0, 'now'],
    [1, 'a second ago'],
    [30, '30 seconds ago'],
    [59, '59 seconds ago'],
    [60, 'a minute ago'],
    [119, 'a minute ago'],
    [120, '2 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [3600, 'an hour ago'],
    [2 * 3600, '2 hours ago'],
    [23 * 3600 + 59 * 60, '23 hours ago'],
    [DAY, 'a day ago'],
    [2 * DAY, '2 days ago'],
    [30 * DAY, '30 days ago'],
    [31 * DAY, 'a month ago'],
    [61 * DAY, '2 months ago'],
    [365 * DAY, 'a year ago'],
    [366 * DAY, '1 year, 1 day ago'],
    [369 * DAY, '1 year, 4 days ago'],
    [(365 + 31) * DAY, '1 year, 1 month ago'],
    [(365 + 61) * DAY, '1 year, 2 months ago'],
    [2 * 365 * DAY, '2 years ago'],
    [1000 * 365 * DAY, '1,000 years ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(humanizeDelta(ago(seconds), NOW)).toBe(text);
  });

  it.each([
    [-1, 'a second from now'],
    [-30, '30 seconds from now'],
    [-3600, 'an hour from now'],
    [-2 * DAY, '2 days from now'],
    [-(365 + 61) * DAY, '1 year, 2 months from now'],
  ])('%i seconds ago (the future) reads "%s"', (seconds, text) => {
    expect(humanizeDelta(ago(seconds), NOW)).toBe(text);
  });

  it('drops sub-second parts as timedelta.seconds does', () => {
    expect(humanizeDelta(new Date(NOW.getTime() - 999).toISOString(), NOW)).toBe('now');
    expect(humanizeDelta(new Date(NOW.getTime() - 1999).toISOString(), NOW)).toBe('a second ago');
  });

  it('gives null for missing or unreadable dates', () => {
    expect(humanizeDelta(null, NOW)).toBeNull();
    expect(humanizeDelta('not a date', NOW)).toBeNull();
  });

  it('names a zero delta "a moment", as naturaldelta does', () => {
    expect(naturalDelta(0)).toBe('a moment');
  });
});
