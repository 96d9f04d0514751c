import type { DuckDBDataChunk, DuckDBType } from '@duckdb/node-api';

import type { CsvColumnStyle, CsvPiece } from '../EngineSpec.js';
import { bindings, duckdb } from './driver.js';
import { appendRowObjects, type ValueReader } from './values.js';

/**
 * CSV lines written by DuckDB itself. A 1M-row export spent most of its time turning ten million
 * values into JavaScript strings and back into bytes; here the query is wrapped so that DuckDB formats
 * each row as one CSV line (in C++, on its threads) and the server only copies the lines' bytes out.
 *
 * Every expression writes exactly the text the JavaScript path writes (`csvRows` with the caller's
 * cells over `valueReader`'s values), and only where that is known to hold: integers, text, booleans,
 * doubles between 1e-4 and 1e15 (and integral doubles below 1e15), decimals of at most 15 digits and
 * timestamps of years 1000-9999. A value outside that makes its row's line NULL, and that row is
 * written by the JavaScript path from the original columns the wrapper also returns. A column type
 * with no expression (lists, dates, time zones...) leaves the whole query to the JavaScript path.
 * `csvLines.test.ts` compares both paths byte for byte.
 */

/** A quoted SQL string literal. */
function text(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * How DuckDB writes one column's values: `text`, the field of a non-null value (and NULL for NULL,
 * which concat writes as nothing), exact wherever `domain` (when there is one) holds; a value outside it
 * sends its row to the JavaScript writer.
 */
interface Field {
  text: string;
  domain?: string;
}

/** A field as csvField quotes it: when it holds a quote, comma, "\n" or "\r", quotes doubled. */
function quoted(x: string): Field {
  return {
    text:
      `CASE WHEN contains(${x}, '"') OR contains(${x}, ',') OR contains(${x}, chr(10)) OR contains(${x}, chr(13)) ` +
      `THEN concat('"', replace(${x}, '"', '""'), '"') ELSE ${x} END`,
  };
}

/**
 * JavaScript's String(double). Both print the shortest round-trip digits, in fixed notation from 1e-4
 * to 1e15 (DuckDB switches to exponents below 1e-4, JavaScript below 1e-6 and from 1e21); integral
 * values are written through BIGINT, as DuckDB writes "100.0" where JavaScript writes "100".
 */
function double(x: string, limit = '1e15'): Field {
  return {
    text:
      `CASE WHEN isnan(${x}) THEN 'NaN' WHEN ${x} = 'infinity'::DOUBLE THEN 'Infinity' ` +
      `WHEN ${x} = '-infinity'::DOUBLE THEN '-Infinity' ` +
      `WHEN ${x} = trunc(${x}) THEN CAST(CAST(${x} AS BIGINT) AS VARCHAR) ELSE CAST(${x} AS VARCHAR) END`,
    domain: `NOT isfinite(${x}) OR (abs(${x}) < ${limit} AND (${x} = trunc(${x}) OR abs(${x}) >= 1e-4))`,
  };
}

/**
 * A DECIMAL of at most 15 significant digits is read as the double nearest to it (decimalReader), and
 * so is written as that double, which DuckDB's cast computes the same way (one correctly rounded
 * division). Below 10^(15 - scale) the decimal has at most 15 digits, and its double is below that
 * bound exactly when the decimal is (doubles there are closer together than the decimal's steps).
 * Cheaper than DuckDB's own decimal text, which for wide decimals works on 128-bit integers.
 */
function decimal(x: string, scale: number): Field | null {
  if (scale > 15) return null;
  return double(`CAST(${x} AS DOUBLE)`, `1e${15 - scale}`);
}

/**
 * A TIMESTAMP as timestampReader writes it ('2024-01-01T10:30:00.5', fraction without trailing
 * zeros), or as csvTime rewrites that for a chart's time column ('2024-01-01 10:30:00', milliseconds
 * as '.500000' when there are any), for years 1000-9999.
 */
function timestamp(x: string, style: CsvColumnStyle['time']): Field {
  const micros = `(microsecond(${x}) % 1000000)`;
  const fraction =
    style === 'pandas'
      ? `CASE WHEN ${micros} < 1000 THEN '' ELSE concat('.', lpad(CAST(${micros} // 1000 AS VARCHAR), 3, '0'), '000') END`
      : `CASE WHEN ${micros} = 0 THEN '' ELSE concat('.', rtrim(lpad(CAST(${micros} AS VARCHAR), 6, '0'), '0')) END`;
  const layout = style === 'pandas' ? '%Y-%m-%d %H:%M:%S' : '%Y-%m-%dT%H:%M:%S';
  return {
    // || rather than concat: a NULL time must stay NULL (an empty field), not become its fraction.
    text: `strftime(${x}, ${text(layout)}) || ${fraction}`,
    domain: `isfinite(${x}) AND year(${x}) BETWEEN 1000 AND 9999`,
  };
}

/** How DuckDB writes this column's values as CSV fields; null when it cannot. */
function fieldOf(x: string, type: DuckDBType, style: CsvColumnStyle): Field | null {
  const id = duckdb().DuckDBTypeId;
  if (style.time === 'pandas') return type.typeId === id.TIMESTAMP ? timestamp(x, 'pandas') : null;
  switch (type.typeId) {
    case id.TINYINT:
    case id.SMALLINT:
    case id.INTEGER:
    case id.BIGINT:
    case id.HUGEINT:
    case id.UTINYINT:
    case id.USMALLINT:
    case id.UINTEGER:
    case id.UBIGINT:
    case id.UHUGEINT:
      return { text: `CAST(${x} AS VARCHAR)` };
    case id.VARCHAR:
      return quoted(x);
    case id.BOOLEAN:
      return {
        text: `CASE WHEN ${x} THEN ${text(style.booleans[0])} WHEN NOT ${x} THEN ${text(style.booleans[1])} END`,
      };
    case id.DOUBLE:
      return double(x);
    case id.FLOAT:
      // Read as the double it is (0.1f is 0.10000000149011612), as the JavaScript path reads it.
      return double(`CAST(${x} AS DOUBLE)`);
    case id.DECIMAL:
      return decimal(x, type.scale);
    case id.TIMESTAMP:
      return timestamp(x, 'iso');
    default:
      return null;
  }
}

/** Column aliases of the wrapped query, whatever (and however duplicated) the original names are. */
const alias = (index: number): string => `c${index}`;

/**
 * The query wrapped to return each row's CSV line (with its "\n"; NULL when a value is outside its
 * column's domain) followed by the original columns; null when a column's type has no field.
 */
export function csvLineQuery(
  sql: string,
  types: readonly DuckDBType[],
  styles: readonly CsvColumnStyle[],
): string | null {
  if (types.length === 0) return null;
  const texts: string[] = [];
  const outside: string[] = [];
  for (let i = 0; i < types.length; i++) {
    const x = alias(i);
    const field = fieldOf(x, types[i]!, styles[i]!);
    if (field === null) return null;
    texts.push(field.text);
    if (field.domain) outside.push(`(${x} IS NOT NULL AND NOT coalesce(${field.domain}, false))`);
  }
  // One concat (NULL arguments written as nothing) rather than a chain of ||, which made a new string
  // per field; CASE computes the line only for the rows whose values are all inside their domains.
  const line = `concat(${texts.join(", ',', ")}, chr(10))`;
  const checked = outside.length > 0 ? `CASE WHEN ${outside.join(' OR ')} THEN NULL ELSE ${line} END` : line;
  const aliases = types.map((_, i) => alias(i)).join(', ');
  // Projection keeps the inner query's order (an ORDER BY in it holds).
  return `SELECT ${checked} AS line, * FROM (${sql}\n) AS loupe_csv(${aliases})`;
}

/** Bytes per string in a DuckDB VARCHAR vector: length, then the text inline (up to 12 bytes) or a pointer. */
const STRING_SLOT = 16;
const INLINE_LENGTH = 12;

/**
 * The first `take` rows of a chunk of the wrapped query as pieces, in order: runs of DuckDB-written
 * lines as one buffer each, and the rows whose line is NULL as row objects (from the original
 * columns, which follow the line) for the JavaScript path.
 */
export function csvPieces(
  chunk: DuckDBDataChunk,
  take: number,
  names: readonly string[],
  readers: readonly ValueReader[],
  template: Record<string, unknown>,
): CsvPiece[] {
  const native = bindings();
  const vector = native.data_chunk_get_vector(chunk.chunk, 0);
  const data = native.vector_get_data(vector, take * STRING_SLOT);
  const { buffer } = data;
  // The bindings hand out views of DuckDB's own memory, never shared memory.
  if (!(buffer instanceof ArrayBuffer)) throw new TypeError('A DuckDB vector is not in an ArrayBuffer');
  const view = new DataView(buffer, data.byteOffset, data.byteLength);
  const validity = native.vector_get_validity(vector, Math.ceil(take / 64) * 8);
  const valid = (row: number): boolean => validity === null || ((validity[row >> 3]! >> (row & 7)) & 1) === 1;

  let size = 0;
  for (let row = 0; row < take; row++) if (valid(row)) size += view.getUint32(row * STRING_SLOT, true);
  const out = Buffer.allocUnsafe(size);
  const pieces: CsvPiece[] = [];
  let position = 0;
  let runStart = 0;
  let fallback: number[] = [];
  const flushFallback = (): void => {
    if (fallback.length === 0) return;
    const rows: Record<string, unknown>[] = [];
    appendRowObjects(chunk, names, readers, take, rows, template, 1, fallback);
    pieces.push(rows);
    fallback = [];
  };
  for (let row = 0; row < take; row++) {
    if (!valid(row)) {
      if (position > runStart) pieces.push(out.subarray(runStart, position));
      runStart = position;
      fallback.push(row);
      continue;
    }
    flushFallback();
    const offset = row * STRING_SLOT;
    const length = view.getUint32(offset, true);
    const bytes =
      length <= INLINE_LENGTH
        ? data.subarray(offset + 4, offset + 4 + length)
        : native.get_data_from_pointer(buffer, data.byteOffset + offset + 8, length);
    out.set(bytes, position);
    position += length;
  }
  flushFallback();
  if (position > runStart) pieces.push(out.subarray(runStart, position));
  return pieces;
}
