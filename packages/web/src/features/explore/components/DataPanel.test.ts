import { describe, expect, it } from 'vitest';
import { rowsOf } from './DataPanel';

describe('data pane rows', () => {
  it('shows temporal columns as date-times (UTC) and marks numeric ones for right alignment', () => {
    const rows = rowsOf({
      colnames: ['date', 'ORD', 'origin'],
      coltypes: [2, 0, 1],
      data: [
        { date: Date.UTC(2001, 0, 1), ORD: 12.5, origin: 'x' },
        null,
        { date: null, ORD: 1, origin: 'y' },
      ],
    });
    expect(rows.columns).toEqual(['date', 'ORD', 'origin']);
    expect(rows.rows).toEqual([
      { date: '2001-01-01 00:00:00', ORD: 12.5, origin: 'x' },
      { date: null, ORD: 1, origin: 'y' },
    ]);
    expect([...rows.numeric]).toEqual(['ORD']);
  });
});
