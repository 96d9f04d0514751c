import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { CsvPiece } from '../../engines/EngineSpec.js';
import { csvLine, csvRows, csvStream, plainCell, rowPieces } from './csv.js';

const cell = plainCell(['true', 'false']);

describe('the CSV writer', () => {
  it('writes what csv-stringify writes for any texts, numbers, booleans and nulls', () => {
    const value = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', ' ', 'é', '\u{1F600}') }),
      fc.string(),
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: 3, maxLength: 3 }), { maxLength: 20 }), (table) => {
        // csv-stringify leaves a lone "\r" unquoted; this writer quotes it as pandas does, so both
        // are compared on texts without one.
        const rows = table.map((cells) =>
          cells.map((c) => (typeof c === 'string' ? c.replaceAll('\r', '') : c)),
        );
        const names = ['a', 'b', 'c'];
        const objects = rows.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i]])));
        const expected = stringify(rows, {
          cast: { boolean: (v) => (v ? 'true' : 'false') },
        });
        expect(csvRows(objects, names, [cell, cell, cell])).toBe(expected);
      }),
    );
  });

  it('quotes a field holding a carriage return, as pandas does', () => {
    expect(csvLine(['a\rb', 'plain', ''])).toBe('"a\rb",plain,\n');
  });

  it('writes dates as ISO text and nested values as JSON', () => {
    const row = { d: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), j: { k: [1, 'x'] }, n: 12n };
    expect(csvRows([row], ['d', 'j', 'n'], [cell, cell, cell])).toBe(
      '2024-01-02T03:04:05.000Z,"{""k"":[1,""x""]}",12\n',
    );
  });

  it('streams: each batch becomes bytes while the source is at most one batch ahead', async () => {
    // Batches larger than the stream's buffer, so read-ahead is bounded by batches, not bytes.
    const big = 'x'.repeat(20_000);
    let asked = 0;
    async function* batches(): AsyncGenerator<Record<string, unknown>[]> {
      for (let i = 0; i < 10; i++) {
        asked += 1;
        yield [{ n: i, s: big }];
      }
    }
    const stream = csvStream({ names: ['n', 's'], cells: [cell, cell], pieces: rowPieces(batches()) });
    let text = '';
    let written = 0;
    for await (const chunk of stream) {
      text += String(chunk);
      written = text.split('\n').length - 2;
      expect(asked).toBeLessThanOrEqual(written + 1);
    }
    expect(written).toBe(10);
    expect(text).toBe(`n,s\n${Array.from({ length: 10 }, (_, i) => `${i},${big}\n`).join('')}`);
  });

  it('stops reading its source when the reader stops', async () => {
    let finished = false;
    async function* batches(): AsyncGenerator<Record<string, unknown>[]> {
      try {
        for (let i = 0; ; i++) yield [{ n: i }];
      } finally {
        finished = true;
      }
    }
    const stream = csvStream({ names: ['n'], cells: [cell], pieces: rowPieces(batches()) });
    for await (const chunk of stream) {
      if (String(chunk).includes('5')) break;
    }
    // The source is returned as the stream is destroyed, a few ticks after the reader's loop ends.
    await vi.waitFor(() => expect(finished).toBe(true));
  });

  it('passes lines an engine wrote on as they are, in order with the rows it left to csvRows', async () => {
    async function* pieces(): AsyncGenerator<CsvPiece[]> {
      yield [Buffer.from('1,"a,b"\n2,é\n'), [{ n: 3, s: 'x"y' }], Buffer.from('4,z\n')];
      yield [[{ n: 5, s: null }]];
    }
    let text = '';
    for await (const chunk of csvStream({ names: ['n', 's'], cells: [cell, cell], pieces: pieces() }))
      text += Buffer.from(chunk as Uint8Array).toString('utf8');
    expect(text).toBe('n,s\n1,"a,b"\n2,é\n3,"x""y"\n4,z\n5,\n');
  });
});
