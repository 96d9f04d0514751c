import { afterAll, describe, expect, it } from 'vitest';

import { csvTime } from '../../modules/chartdata/chartDataExport.js';
import { csvRows, csvStream, plainCell, type CsvCell } from '../../platform/export/csv.js';
import type { CsvColumnStyle, CsvPiece, EngineConnection, ResultColumn } from '../EngineSpec.js';
import { DUCKDB_SPEC } from './spec.js';

const connection: EngineConnection = DUCKDB_SPEC.connect({ uri: 'duckdb:///:memory:' });
afterAll(() => connection.close());

/** Every edge the line expressions decide on, one row per value (a NULL in every other column). */
const EDGES: Record<string, string[]> = {
  TINYINT: ['-128', '127'],
  BIGINT: ['-9223372036854775808', '9223372036854775807', '9007199254740993', '0'],
  HUGEINT: ['170141183460469231731687303715884105727'],
  UBIGINT: ['18446744073709551615'],
  VARCHAR: [
    `'plain'`,
    `''`,
    `'a,b'`,
    `'say "hi"'`,
    `'line' || chr(10) || 'break'`,
    `'carriage' || chr(13)`,
    `'été 😀 ünïcödé'`,
    `'a long text, longer than twelve bytes'`,
    `'"quoted and long enough to leave the inline slot"'`,
  ],
  BOOLEAN: ['true', 'false'],
  DOUBLE: [
    '0',
    '-0.0',
    '1.5',
    '0.1',
    '1.0 / 3',
    '1e-4',
    '0.00009',
    '1e-5',
    '-1e-7',
    '5e-324',
    '1e14 + 0.5',
    '999999999999999.9',
    '1e15',
    '1e16',
    '1e21',
    '1e22',
    '123456789.123',
    '9007199254740994',
    `'nan'`,
    `'infinity'`,
    `'-infinity'`,
  ],
  FLOAT: ['0.1', '1.5', '3.4e38', '1e-8'],
  'DECIMAL(21,1)': ['1.5', '3.0', '0', '-0.5', '12345678901234.5', '12345678901234567.8'],
  'DECIMAL(10,6)': ['0.000001', '0.0000005', '1.100000', '-2.5'],
  'DECIMAL(38,10)': ['12345.6789', '1234567890123456789.0123456789'],
  'DECIMAL(5,0)': ['12345', '-7', '0'],
  TIMESTAMP: [
    `'2024-01-01 10:30:00'`,
    `'2024-01-01 10:30:00.5'`,
    `'2024-01-01 10:30:00.123456'`,
    `'2024-01-01 10:30:00.000123'`,
    `'1999-12-31 23:59:59.999999'`,
    `'1000-01-01 00:00:00'`,
    `'0999-12-31 23:59:59'`,
    `'9999-12-31 23:59:59.999999'`,
    `'1600-02-29 12:00:00.25'`,
    `'infinity'`,
    `'-infinity'`,
  ],
};

const TYPES = Object.keys(EDGES);
const column = (i: number): string => `c${i}`;

/** One row per edge value: that column holds it, the others NULL, and a row of all NULLs first. */
function edgesSql(): string {
  const rows = [TYPES.map((type, i) => `NULL::${type} AS ${column(i)}`).join(', ')];
  TYPES.forEach((type, i) => {
    for (const value of EDGES[type]!) {
      rows.push(
        TYPES.map((other, j) => `(${j === i ? value : 'NULL'})::${other} AS ${column(j)}`).join(', '),
      );
    }
  });
  return rows.map((row) => `SELECT ${row}`).join('\nUNION ALL\n');
}

/** A pseudo-random number in [0, 1) from the row number (the same on every run, unlike random()). */
const unit = (k: number): string => `((hash(range * 7 + ${k}) % 1000003) / 1000003.0)`;

/** Pseudo-random values over every magnitude, a few thousand rows, all columns filled. */
const RANDOM_SQL = `
  SELECT range AS id,
    (${unit(1)} - 0.5) * 10 ^ (${unit(2)} * 24 - 8) AS d,
    CAST(((${unit(3)} - 0.5) * 10 ^ (${unit(4)} * 30 - 10)) AS FLOAT) AS f,
    CAST((${unit(5)} - 0.5) * 10 ^ (${unit(6)} * 14) AS DECIMAL(18,3)) AS dec,
    TIMESTAMP '1000-01-01' + to_microseconds(CAST(${unit(7)} * 280000000000000000 AS BIGINT)) AS at,
    md5(range::VARCHAR) || CASE WHEN range % 5 = 0 THEN ',"' ELSE '' END AS s,
    range % 3 = 0 AS b
  FROM range(5000)
  ORDER BY id DESC`;

interface Written {
  text: string;
  /** Pieces DuckDB wrote as bytes, and rows left to the JavaScript writer. */
  lines: number;
  rows: number;
}

async function viaEngine(
  sql: string,
  styles: (columns: readonly ResultColumn[]) => readonly CsvColumnStyle[],
  cellsOf: (columns: readonly ResultColumn[]) => CsvCell[],
): Promise<Written> {
  let columns: ResultColumn[] = [];
  const counted = { lines: 0, rows: 0 };
  const batches: CsvPiece[][] = [];
  for await (const batch of connection.streamCsv!(sql, styles)) {
    columns = batch.columns;
    batches.push(batch.pieces);
    for (const piece of batch.pieces) {
      if (piece instanceof Uint8Array) counted.lines += piece.filter((byte) => byte === 10).length;
      else counted.rows += piece.length;
    }
  }
  async function* pieces(): AsyncGenerator<CsvPiece[]> {
    yield* batches;
  }
  const names = columns.map((c) => c.name);
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream({ names, cells: cellsOf(columns), pieces: pieces() }))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return { text: Buffer.concat(chunks).toString('utf8'), ...counted };
}

async function viaRows(
  sql: string,
  cellsOf: (columns: readonly ResultColumn[]) => CsvCell[],
): Promise<string> {
  const result = await connection.execute(sql);
  const names = result.columns.map((c) => c.name);
  return csvRows(
    [Object.fromEntries(names.map((n) => [n, n]))],
    names,
    names.map(() => plainCell(['', ''])),
  ).concat(csvRows(result.rows, names, cellsOf(result.columns)));
}

const SQL_LAB_CELL = plainCell(['true', 'false']);
const sqlLab = {
  styles: (columns: readonly ResultColumn[]): CsvColumnStyle[] =>
    columns.map(() => ({ booleans: ['true', 'false'], time: 'iso' })),
  cells: (columns: readonly ResultColumn[]): CsvCell[] => columns.map(() => SQL_LAB_CELL),
};

const CHART_CELL = plainCell(['True', 'False']);
const isTime = (c: ResultColumn): boolean => c.type === 'TIMESTAMP';
const chart = {
  styles: (columns: readonly ResultColumn[]): CsvColumnStyle[] =>
    columns.map((c) => ({ booleans: ['True', 'False'], time: isTime(c) ? 'pandas' : 'iso' })),
  cells: (columns: readonly ResultColumn[]): CsvCell[] =>
    columns.map((c) => (isTime(c) ? csvTime : CHART_CELL)),
};

describe('CSV lines written by DuckDB', () => {
  it.each([
    ['SQL Lab', sqlLab],
    ['chart data', chart],
  ])('are byte for byte what the JavaScript writer writes, at every edge (%s)', async (_, style) => {
    const sql = edgesSql();
    const written = await viaEngine(sql, style.styles, style.cells);
    expect(written.text).toBe(await viaRows(sql, style.cells));
    // Both paths were taken: DuckDB wrote most lines, the values it cannot write exactly fell back.
    expect(written.lines).toBeGreaterThan(40);
    expect(written.rows).toBeGreaterThan(5);
  });

  it.each([
    ['SQL Lab', sqlLab],
    ['chart data', chart],
  ])('are the same for random values over every magnitude, in the query order (%s)', async (_, style) => {
    const written = await viaEngine(RANDOM_SQL, style.styles, style.cells);
    expect(written.text).toBe(await viaRows(RANDOM_SQL, style.cells));
    expect(written.text.split('\n')[1]!.startsWith('4999,')).toBe(true);
    expect(written.lines).toBeGreaterThan(1000);
  });

  it('keep duplicate and quoted column names as the rows do', async () => {
    const sql = `SELECT 1 AS a, 'x' AS a, 2 AS "we""ird, name"`;
    const written = await viaEngine(sql, sqlLab.styles, sqlLab.cells);
    expect(written.text).toBe(await viaRows(sql, sqlLab.cells));
    expect(written.lines).toBe(1);
  });

  it('wrap a query ending in a line comment, and leave two statements to the row path', async () => {
    const commented = `SELECT 'x' AS s -- ) AS escaped, (SELECT 2`;
    const written = await viaEngine(commented, sqlLab.styles, sqlLab.cells);
    expect(written.text).toBe('s\nx\n');
    expect(written.lines).toBe(1);
    const two = `SELECT 1 AS a; SELECT 'y' AS b`;
    const rows = await viaEngine(two, sqlLab.styles, sqlLab.cells);
    expect(rows).toMatchObject({ text: 'b\ny\n', lines: 0, rows: 1 });
  });

  it('leave a query with a column DuckDB cannot write to the JavaScript writer', async () => {
    const sql = `SELECT [1, 2] AS list, DATE '2024-01-02' AS day, 'x' AS s`;
    const written = await viaEngine(sql, sqlLab.styles, sqlLab.cells);
    expect(written.text).toBe(await viaRows(sql, sqlLab.cells));
    expect(written).toMatchObject({ lines: 0, rows: 1 });
  });

  it('read no more than maxRows', async () => {
    const batches = [];
    for await (const batch of connection.streamCsv!('SELECT range FROM range(10000)', sqlLab.styles, {
      maxRows: 2500,
    }))
      batches.push(batch);
    const lines = batches
      .flatMap((b) => b.pieces)
      .reduce(
        (sum, piece) => sum + (piece instanceof Uint8Array ? piece.filter((x) => x === 10).length : 0),
        0,
      );
    expect(lines).toBe(2500);
  });

  it('report a bad query as the engine does', async () => {
    const read = async (): Promise<void> => {
      for await (const batch of connection.streamCsv!('SELECT * FROM no_such_table', sqlLab.styles))
        void batch;
    };
    await expect(read()).rejects.toThrow(/no_such_table/);
  });
});
