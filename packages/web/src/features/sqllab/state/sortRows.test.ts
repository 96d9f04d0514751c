import { describe, expect, it } from 'vitest';
import { nextSort, sortedRowIndexes, toTsv } from './sortRows';

const ROWS = [
  { n: 10, s: 'b' },
  { n: null, s: 'a' },
  { n: 2, s: 'c' },
];

describe('sortRows', () => {
  it('sorts numbers numerically with empty cells last either way', () => {
    expect(sortedRowIndexes(ROWS, { column: 'n', direction: 'asc' })).toEqual([2, 0, 1]);
    expect(sortedRowIndexes(ROWS, { column: 'n', direction: 'desc' })).toEqual([0, 2, 1]);
    expect(sortedRowIndexes(ROWS, null)).toEqual([0, 1, 2]);
  });

  it('cycles a header click through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'n');
    expect(asc).toEqual({ column: 'n', direction: 'asc' });
    const desc = nextSort(asc, 'n');
    expect(desc).toEqual({ column: 'n', direction: 'desc' });
    expect(nextSort(desc, 'n')).toBeNull();
    expect(nextSort(desc, 's')).toEqual({ column: 's', direction: 'asc' });
  });

  it('copies as tab-separated text without breaking rows on embedded tabs or newlines', () => {
    expect(
      toTsv(
        ['n', 's'],
        [
          { n: 1, s: 'a\tb\nc' },
          { n: null, s: { x: 1 } },
        ],
      ),
    ).toBe('n\ts\n1\ta b c\n\t{"x":1}');
  });
});
