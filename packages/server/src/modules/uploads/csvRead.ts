import type { DuckDBValue } from '@duckdb/node-api';
import { duckdb } from '../../engines/duckdb/driver.js';

import { cellError, UploadFileError } from './uploadErrors.js';
import { quoteIdent, type StagingDb } from './staging.js';

/** pandas' default null markers, which Superset keeps when no null_values are given. */
export const DEFAULT_NULL_VALUES: readonly string[] = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

export interface CsvDialect {
  file: string;
  delimiter: string;
  /** Lines before the header line. */
  skip: number;
  nullValues: readonly string[];
  decimal: string;
}

export interface CsvColumns {
  names: readonly string[];
  types: readonly string[];
  dateFormat?: string | undefined;
  timestampFormat?: string | undefined;
}

/**
 * A read_csv call with every dialect option explicit, so DuckDB's sniffer never guesses skipped lines,
 * comments or quoting from a broken file. Rows that do not fit are not read but recorded in the
 * `<rejects>_errors` table with their line and column. Without `columns` every value is text.
 */
export function readCsvSql(
  dialect: CsvDialect,
  columns: CsvColumns | null,
  rejects: string,
): { sql: string; params: Record<string, DuckDBValue> } {
  const params: Record<string, DuckDBValue> = {
    file: dialect.file,
    delim: dialect.delimiter,
    skip: dialect.skip,
    nullstr: duckdb().listValue([...dialect.nullValues]),
  };
  const options = [
    'delim = $delim',
    `quote = '"'`,
    `escape = '"'`,
    `comment = ''`,
    'header = true',
    'skip = $skip',
    'nullstr = $nullstr',
    'store_rejects = true',
    `rejects_table = '${rejects}_errors'`,
    `rejects_scan = '${rejects}_scans'`,
  ];
  if (dialect.decimal !== '.') {
    options.push('decimal_separator = $decimal');
    params.decimal = dialect.decimal;
  }
  if (columns === null) {
    options.push('all_varchar = true');
  } else {
    options.push('names = $names', 'types = $types');
    params.names = duckdb().listValue([...columns.names]);
    params.types = duckdb().listValue([...columns.types]);
    if (columns.dateFormat) {
      options.push('dateformat = $dateformat');
      params.dateformat = columns.dateFormat;
    }
    if (columns.timestampFormat) {
      options.push('timestampformat = $timestampformat');
      params.timestampformat = columns.timestampFormat;
    }
  }
  return { sql: `read_csv($file, ${options.join(', ')})`, params };
}

/** The part of DuckDB's reject message a user needs. */
function detail(message: string): string {
  const cast = /^Error when converting column ".*?"\. ([\s\S]*)$/.exec(message);
  if (cast) return cast[1]!;
  const count = /^Expected Number of Columns: (\d+) Found: (\d+)/.exec(message);
  if (count) return `expected ${count[1]} fields, found ${count[2]}`;
  return message;
}

/**
 * The first rejected line of a read as an error naming its row and column. With rows_to_read, rejects
 * past the rows asked for are ignored (the reader may have looked a little further than it kept).
 */
export async function firstReject(
  staging: StagingDb,
  rejects: string,
  window: { firstDataLine: number; rowsToRead: number | null },
  column?: string,
): Promise<UploadFileError | null> {
  const filter = column === undefined ? '' : ' WHERE column_name = $column';
  const rows = await staging.query(
    `SELECT line, column_name, error_message FROM ${quoteIdent(`${rejects}_errors`)}${filter}
     ORDER BY line, column_idx`,
    column === undefined ? [] : { column },
  );
  const badLines: number[] = [];
  for (const row of rows) {
    const line = Number(row.line);
    if (badLines[badLines.length - 1] !== line) badLines.push(line);
    const goodRowsBefore = line - window.firstDataLine - (badLines.length - 1);
    if (window.rowsToRead !== null && goodRowsBefore >= window.rowsToRead) return null;
    const name = row.column_name === null ? null : String(row.column_name);
    return cellError(line, name, detail(String(row.error_message)));
  }
  return null;
}

/** DuckDB's own failures (a file it cannot read at all) as 422s; the server's temp folder is not shown. */
export async function readingFile<T>(kind: string, tempDir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UploadFileError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    // DuckDB names the file by its path on the server; its first two lines say what went wrong.
    const message = text
      .split(tempDir)
      .join('')
      .replace(/"\/[^"\s]*"/g, 'the file')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 2)
      .join(' ');
    throw new UploadFileError(`Could not read the ${kind} file: ${message}`);
  }
}
