import { describe, expect, it } from 'vitest';
import { getNumberFormatter, SMART_NUMBER } from './numberFormat';

describe('SMART_NUMBER (Superset createSmartNumberFormatter)', () => {
  const format = getNumberFormatter(SMART_NUMBER);
  it.each([
    [0, '0'],
    [1234567, '1.23M'],
    [2.5e9, '2.5B'],
    [79.846, '79.85'],
    [1, '1'],
    [0.12345, '0.1235'],
    [0.0000123, '12.3µ'],
    [-0.5, '−0.5'],
  ])('%s → %s', (value, text) => {
    expect(format(value)).toBe(text);
  });

  it('says N/A for a missing value, and reads an unknown specifier as the smart number', () => {
    expect(format(null)).toBe('N/A');
    expect(getNumberFormatter('not a format')(79.846)).toBe('79.85');
  });
});
