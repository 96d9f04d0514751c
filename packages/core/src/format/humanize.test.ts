import { describe, expect, it } from 'vitest';
import { humanizeDelta } from './humanize.js';

const NOW = new Date('2026-01-10T12:00:00Z');
const ago = (seconds: number): string => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('humanizeDelta', () => {
  it.each([
    [10, 'a moment ago'],
    [60, 'a minute ago'],
    [3 * 60, '3 minutes ago'],
    [3600, 'an hour ago'],
    [5 * 3600, '5 hours ago'],
    [86400, 'a day ago'],
    [3 * 86400, '3 days ago'],
    [40 * 86400, 'a month ago'],
    [90 * 86400, '3 months ago'],
    [400 * 86400, 'a year ago'],
    [3 * 365 * 86400, '3 years ago'],
    [-3 * 86400, 'in 3 days'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(humanizeDelta(ago(seconds), NOW)).toBe(text);
  });

  it('gives null for missing or unreadable dates', () => {
    expect(humanizeDelta(null, NOW)).toBeNull();
    expect(humanizeDelta('not a date', NOW)).toBeNull();
  });
});
