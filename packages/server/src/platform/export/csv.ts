import { Readable } from 'node:stream';

import type { CsvPiece } from '../../engines/EngineSpec.js';

/**
 * The one CSV writer of the server (SQL Lab's export and chart data's): RFC 4180 fields joined by
 * commas, "\n" after every row, UTF-8 (Superset's CSV_EXPORT default). A field is quoted when it
 * holds a comma, a quote, "\n" or "\r", and quotes inside are doubled, as pandas' QUOTE_MINIMAL and
 * csv-stringify write them. Hand-written rather than csv-stringify because it is the hot loop of a
 * million-row export: one regular-expression test per field and one string per batch.
 */

/** Turns one value of a column into its text (before quoting); null and undefined never reach it. */
export type CsvCell = (value: unknown) => string;

const NEEDS_QUOTES = /[",\n\r]/;
const QUOTE = /"/g;

/** Marks the cells of plainCell, whose numbers and strings csvRows writes without calling them. */
const PLAIN = Symbol('plain cell');

/** A field as it stands in the file: quoted only when it must be. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
}

/** A header or any row of texts as one CSV line, with its "\n". */
export function csvLine(texts: readonly string[]): string {
  let line = '';
  for (let i = 0; i < texts.length; i++) line += (i === 0 ? '' : ',') + csvField(texts[i]!);
  return `${line}\n`;
}

/**
 * Text of a value as JavaScript (and csv-stringify) prints it: numbers and bigints as digits,
 * strings as they are, dates as ISO text, other objects as JSON. Booleans are the caller's choice:
 * Superset's pandas writes True/False, SQL Lab's export true/false.
 */
export function plainCell(booleans: readonly [string, string]): CsvCell {
  const [yes, no] = booleans;
  const cell: CsvCell = (value) => {
    switch (typeof value) {
      case 'string':
        return value;
      case 'number':
      case 'bigint':
        return String(value);
      case 'boolean':
        return value ? yes : no;
      default:
        if (value instanceof Date) return value.toISOString();
        return JSON.stringify(value) ?? '';
    }
  };
  return Object.assign(cell, { [PLAIN]: true });
}

/** Rows (objects keyed by column name) as CSV lines, each column's cells through its own writer. */
export function csvRows(
  rows: readonly Record<string, unknown>[],
  names: readonly string[],
  cells: readonly CsvCell[],
): string {
  const width = names.length;
  const plain = cells.map((cell) => PLAIN in cell);
  let text = '';
  // This loop runs ten million times for a 1M x 10 export: plain numbers (whose text never needs
  // quotes) and strings are written without a call, and csvField is inlined.
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < width; i++) {
      if (i > 0) line += ',';
      const value = row[names[i]!];
      if (value === null || value === undefined) continue;
      if (plain[i] && typeof value === 'number') {
        line += value;
        continue;
      }
      const cell = plain[i] && typeof value === 'string' ? value : cells[i]!(value);
      line += NEEDS_QUOTES.test(cell) ? `"${cell.replace(QUOTE, '""')}"` : cell;
    }
    text += `${line}\n`;
  }
  return text;
}

/** What a CSV export reads: the header, then the body's pieces as they come (see CsvPiece). */
export interface CsvSource {
  names: readonly string[];
  cells: readonly CsvCell[];
  /** Batches of pieces: lines an engine wrote, passed on as they are, and rows written by csvRows. */
  pieces: AsyncIterable<readonly CsvPiece[]>;
}

/** Row batches (a computed result, an engine's stream) as pieces of a CSV body. */
export async function* rowPieces(
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
): AsyncGenerator<readonly CsvPiece[]> {
  for await (const rows of batches) yield [rows];
}

/**
 * The file as a stream: the header, then each piece as it arrives, so no more than a batch is ever
 * held and other requests run between batches. Ending the stream early (the client went away)
 * returns the batch iterator, which stops the engine query.
 */
export function csvStream(source: CsvSource): Readable {
  async function* chunks(): AsyncGenerator<string | Uint8Array> {
    yield csvLine(source.names);
    for await (const pieces of source.pieces) {
      for (const piece of pieces) {
        if (piece instanceof Uint8Array) yield piece;
        else if (piece.length > 0) yield csvRows(piece, source.names, source.cells);
      }
    }
  }
  // Bytes, not text: a readable with an encoding would decode every chunk back into a string.
  return Readable.from(chunks(), { objectMode: false });
}
